import { isEmail, registerDecorator, type ValidationArguments } from 'class-validator';

/** Control characters PostgreSQL cannot store or that never belong in text a person typed (tab and newlines allowed). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Why `value` is not safe text (a lone surrogate or a control character), or undefined when it is. */
export function unsafeTextProblem(field: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined; // left to the type validators
  if (!value.isWellFormed()) return `${field} must not contain unpaired surrogate characters`;
  if (CONTROL.test(value)) return `${field} must not contain control characters`;
  return undefined;
}

/** Refuses lone UTF-16 surrogates and control characters with a message naming the field. */
export function SafeText(options: { email?: boolean } = {}): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'safeText',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          if (unsafeTextProblem(args.property, value)) return false;
          if (!options.email || typeof value !== 'string') return true;
          try {
            return isEmail(value);
          } catch {
            return false;
          }
        },
        defaultMessage: (args: ValidationArguments) =>
          unsafeTextProblem(args.property, args.value) ?? `${args.property} must be a valid email address`,
      },
    });
  };
}
