import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationError as ClassValidatorError,
  ValidationPipe,
} from '@nestjs/common';
import { findUnsafeText } from './request-input';

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

/**
 * Before any DTO: every string of the body, query and route parameters obeys the one text rule (no NUL, no
 * unpaired surrogate), whatever the endpoint and whether or not its DTO declares the field.
 */
class EdgeValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problem = findUnsafeText(value, metadata.data ?? '');
      if (problem) throw new BadRequestException(problem);
    }
    return super.transform(value, metadata);
  }
}

/** The global pipe: allow-listed, strict, transforming; a failure is a 400 naming each bad field. */
export function createValidationPipe(): ValidationPipe {
  return new EdgeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException(describeValidationErrors(errors).join('; ')),
  });
}
