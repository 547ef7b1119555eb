import { isEmail, registerDecorator, type ValidationArguments } from 'class-validator';

export interface TextRules {
  /** Minimum length in characters (code points). */
  min?: number;
  /** Maximum length in characters (code points). */
  max: number;
  email?: boolean;
  /** Refuse control characters (NUL and friends cannot be stored in PostgreSQL text, and never belong in a name). */
  noControlCharacters?: boolean;
}

const CONTROL = /\p{Cc}/u;

/** The first rule `value` breaks, as a message that starts with the field name; undefined when it is fine. */
export function textProblem(field: string, value: unknown, rules: TextRules): string | undefined {
  if (value === undefined || value === null || value === '') return `${field} is required`;
  if (typeof value !== 'string') return `${field} must be a string`;
  const length = [...value].length;
  if (rules.min !== undefined && length < rules.min)
    return `${field} must be at least ${rules.min} characters`;
  if (length > rules.max) return `${field} must be at most ${rules.max} characters`;
  if (rules.noControlCharacters && CONTROL.test(value)) return `${field} must not contain control characters`;
  if (rules.email && !isEmail(value)) return `${field} must be a valid email address`;
  return undefined;
}

/**
 * One required string field, checked rule by rule so a 400 says the single most useful thing per field
 * ("password is required", not also "password must be a string" and "password must be at most 128 characters").
 */
export function TextField(rules: TextRules): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'textField',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          textProblem(args.property, value, rules) === undefined,
        defaultMessage: (args: ValidationArguments) => textProblem(args.property, args.value, rules) ?? '',
      },
    });
  };
}
