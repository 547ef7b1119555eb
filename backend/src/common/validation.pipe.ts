import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { fieldError, InputErrorCode } from './errors';
import { issuesError, validationIssues } from './field-issues';
import { findUnsafeText } from './request-input';

/**
 * Before any DTO: every string of the body, query and route parameters obeys the one text rule (no NUL, no
 * unpaired surrogate), whatever the endpoint and whether or not its DTO declares the field.
 */
class EdgeValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problem = findUnsafeText(value, metadata.data ?? '');
      // The problem starts with the field's path ("formData.defendantName must not contain…").
      if (problem) throw fieldError(problem.split(' ')[0]!, InputErrorCode.UnsafeText, problem);
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
    // The DTO instance on each error tells validationIssues which decorator's describer to ask for the code.
    validationError: { target: true, value: true },
    exceptionFactory: (errors) => issuesError(validationIssues(errors)),
  });
}
