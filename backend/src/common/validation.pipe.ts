import { BadRequestException, ValidationError as ClassValidatorError, ValidationPipe } from '@nestjs/common';

/** Flattens nested class-validator errors into "field.sub: message" lines. */
export function describeValidationErrors(errors: ClassValidatorError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      // class-validator already starts most messages with the property name; keep the full path visible.
      message.startsWith(`${error.property} `) ? `${field}${message.slice(error.property.length)}` : `${field}: ${message}`,
    );
    return [...own, ...describeValidationErrors(error.children ?? [], field)];
  });
}

/** The global pipe: allow-listed, strict, transforming; a failure is a 400 naming each bad field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException(describeValidationErrors(errors).join('; ')),
  });
}
