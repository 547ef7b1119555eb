import { isEmail, registerDecorator, type ValidationArguments } from 'class-validator';
import { InputErrorCode } from '../common/errors';
import { registerIssueDescriber } from '../common/field-issues';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control characters PostgreSQL cannot store or that never belong in text a person typed (tab and newlines allowed). */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/** Why `value` is not safe text (a lone surrogate or a control character), or undefined when it is. */
export function unsafeTextProblem(field: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined; // left to the type validators
  if (LONE_SURROGATE.test(value)) return `${field} must not contain unpaired surrogate characters`;
  if (hasControlCharacter(value)) return `${field} must not contain control characters`;
  return undefined;
}

/** Refuses lone UTF-16 surrogates and control characters with a message naming the field. */
export function SafeText(options: { email?: boolean } = {}): PropertyDecorator {
  return (target, propertyName) => {
    registerIssueDescriber(target.constructor, String(propertyName), 'safeText', (value) => ({
      code: unsafeTextProblem(String(propertyName), value)
        ? InputErrorCode.UnsafeText
        : InputErrorCode.InvalidEmail,
    }));
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
