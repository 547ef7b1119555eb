import type { ValidationError as ClassValidatorError } from '@nestjs/common';
import { InputErrorCode, ValidationError, type FieldIssue } from './errors';

/** What a custom decorator knows about a value it refused: the code (and params) its message cannot carry. */
export type IssueDescriber = (value: unknown) => Pick<FieldIssue, 'code' | 'params'> | undefined;

/**
 * Custom validators (TextField, ParsedBy, AcceptablePassword) register how to describe a refused value, keyed by
 * the DTO class and property, because class-validator hands the error filter only a message per constraint.
 */
const describers = new WeakMap<object, Map<string, Map<string, IssueDescriber>>>();

export function registerIssueDescriber(
  dtoClass: object,
  property: string,
  constraint: string,
  describe: IssueDescriber,
): void {
  const byProperty = describers.get(dtoClass) ?? new Map<string, Map<string, IssueDescriber>>();
  const byConstraint = byProperty.get(property) ?? new Map<string, IssueDescriber>();
  byConstraint.set(constraint, describe);
  byProperty.set(property, byConstraint);
  describers.set(dtoClass, byProperty);
}

/** The describer registered for the property on the class or the nearest class it extends. */
function describerOf(
  dtoClass: object | undefined,
  property: string,
  constraint: string,
): IssueDescriber | undefined {
  for (let c = dtoClass; c && c !== Function.prototype; c = Object.getPrototypeOf(c) as object | undefined) {
    const found = describers.get(c)?.get(property)?.get(constraint);
    if (found) return found;
  }
  return undefined;
}

/** The describer of a rule that throws our ValidationError (ParsedBy, DomainRule): the code of what it threw. */
export const describeThrown =
  (rule: (value: unknown) => unknown): IssueDescriber =>
  (value) => {
    try {
      rule(value);
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationError)) return { code: InputErrorCode.Invalid };
      const [issue] = error.issues;
      return issue && (issue.params ? { code: issue.code, params: issue.params } : { code: issue.code });
    }
  };

/** Codes of class-validator's own constraints (the constraint's name is the key of `error.constraints`). */
const CODE_BY_CONSTRAINT: Record<string, InputErrorCode> = {
  isDefined: InputErrorCode.Required,
  isNotEmpty: InputErrorCode.Required,
  isString: InputErrorCode.WrongType,
  isInt: InputErrorCode.WrongType,
  isNumber: InputErrorCode.WrongType,
  isBoolean: InputErrorCode.WrongType,
  isArray: InputErrorCode.WrongType,
  isObject: InputErrorCode.WrongType,
  nestedValidation: InputErrorCode.WrongType,
  isIn: InputErrorCode.NotAllowed,
  isEnum: InputErrorCode.NotAllowed,
  isEmail: InputErrorCode.InvalidEmail,
  isUuid: InputErrorCode.InvalidId,
  isIso8601: InputErrorCode.InvalidDate,
  isISO8601: InputErrorCode.InvalidDate,
  isDateString: InputErrorCode.InvalidDate,
  matches: InputErrorCode.InvalidFormat,
  maxLength: InputErrorCode.TooLong,
  minLength: InputErrorCode.TooShort,
  arrayMaxSize: InputErrorCode.TooMany,
  min: InputErrorCode.OutOfRange,
  max: InputErrorCode.OutOfRange,
  whitelistValidation: InputErrorCode.UnknownField,
  unknownValue: InputErrorCode.NotJson,
  // our own decorators whose code does not depend on the value
  acceptablePassword: InputErrorCode.WeakPassword,
  amountValue: InputErrorCode.InvalidFormat,
};

/** The number a length or range message states ("must be at most 200 characters"), for the sentence's params. */
function limitParams(code: InputErrorCode, message: string): FieldIssue['params'] {
  const n = /(\d+)/.exec(message)?.[1];
  if (n === undefined) return undefined;
  if (code === InputErrorCode.TooLong || code === InputErrorCode.TooMany) return { max: Number(n) };
  if (code === InputErrorCode.TooShort) return { min: Number(n) };
  return undefined;
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Flattens nested class-validator errors into one issue per failed constraint: the field's full path
 * (`formData.plaintiffName`), a code, and the message (which starts with the field's path).
 */
export function validationIssues(errors: readonly ClassValidatorError[], parent = ''): FieldIssue[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const dtoClass = (error.target as { constructor?: object } | undefined)?.constructor;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, text]): FieldIssue => {
      // class-validator already starts most messages with the property name; keep the full path visible.
      const message = text.startsWith(`${error.property} `)
        ? `${field}${text.slice(error.property.length)}`
        : text.startsWith(`${error.property}:`) || text.startsWith(`${field}:`)
          ? `${field}${text.slice(text.indexOf(':'))}`
          : `${field}: ${text}`;
      const described = describerOf(dtoClass, error.property, constraint)?.(error.value);
      if (described) return { field, message, ...described };
      const code =
        constraint !== 'whitelistValidation' && isMissing(error.value)
          ? InputErrorCode.Required
          : (CODE_BY_CONSTRAINT[constraint] ?? InputErrorCode.Invalid);
      const params = limitParams(code, text);
      return params ? { field, code, message, params } : { field, code, message };
    });
    return [...own, ...validationIssues(error.children ?? [], field)];
  });
}

/** The 400 for a list of issues: the messages joined (each names its field), the first issue's field and code. */
export const issuesError = (issues: readonly FieldIssue[]) =>
  new ValidationError(issues.map((i) => i.message).join('; '), issues);
