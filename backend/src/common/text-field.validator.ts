import { isEmail, registerDecorator, type ValidationArguments } from 'class-validator';
import { InputErrorCode, type FieldIssue } from './errors';
import { registerIssueDescriber } from './field-issues';

export interface TextRules {
  /** Minimum length in characters (code points). */
  min?: number;
  /** Maximum length in characters (code points). */
  max: number;
  email?: boolean;
  /** Absent, null and '' are fine (after trimming, when the field trims). */
  optional?: boolean;
  /** The message when a required field is missing; default "<field> is required". */
  requiredMessage?: string;
  /**
   * Text that reaches a person (names, letters): refuse control characters and the bidirectional embedding,
   * override and isolate controls, which can make a letter read differently from what was typed (Trojan Source).
   * `multiline` text may keep tabs and line breaks.
   */
  plain?: 'line' | 'multiline';
}

const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\t\n\r]/u;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * Characters that print as nothing: white space of every kind, format characters (zero-width space and joiners,
 * word joiner, soft hyphen, BOM, direction marks) and the blank "letters" (Hangul fillers, braille blank…).
 */
const INVISIBLE_ONLY = /^(?:[\s\p{Cf}\p{Zs}\u180E\u2800\u3164\uFFA0]|\u034F|\u115F|\u1160|\u17B4|\u17B5)*$/u;

/** Whether `value` has control characters (lines kept when `multiline`) or bidirectional embeddings/overrides. */
export function hasHiddenControls(value: string, multiline: boolean): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value) || BIDI_CONTROLS.test(value);
}

/** Whether `value` would print as nothing (a name of zero-width spaces made a letter read "… to "). */
export function isInvisible(value: string): boolean {
  return INVISIBLE_ONLY.test(value);
}

/** The first rule `value` breaks, with its code and a message that starts with the field name; undefined when fine. */
export function textIssue(
  field: string,
  value: unknown,
  rules: TextRules,
): Omit<FieldIssue, 'field'> | undefined {
  if (value === undefined || value === null || value === '') {
    if (rules.optional) return undefined;
    return { code: InputErrorCode.Required, message: rules.requiredMessage ?? `${field} is required` };
  }
  if (typeof value !== 'string') return { code: InputErrorCode.WrongType, message: `${field} must be a string` };
  const length = [...value].length;
  if (rules.min !== undefined && length < rules.min)
    return { code: InputErrorCode.TooShort, message: `${field} must be at least ${rules.min} characters`, params: { min: rules.min } };
  if (length > rules.max)
    return { code: InputErrorCode.TooLong, message: `${field} must be at most ${rules.max} characters`, params: { max: rules.max } };
  if (rules.plain) {
    if (hasHiddenControls(value, rules.plain === 'multiline')) {
      return { code: InputErrorCode.UnsafeText, message: `${field} must not contain control characters or bidirectional overrides` };
    }
    if (isInvisible(value)) return { code: InputErrorCode.Required, message: `${field} must contain visible characters` };
  }
  if (rules.email && !isEmail(value)) return { code: InputErrorCode.InvalidEmail, message: `${field} must be a valid email address` };
  return undefined;
}

/** The message of {@link textIssue}. */
export function textProblem(field: string, value: unknown, rules: TextRules): string | undefined {
  return textIssue(field, value, rules)?.message;
}

/**
 * One string field, checked rule by rule so a 400 says the single most useful thing per field
 * ("password is required", not also "password must be a string" and "password must be at most 128 characters").
 * Every string also obeys the edge rule of the validation pipe (no NUL, no unpaired surrogate).
 */
export function TextField(rules: TextRules): PropertyDecorator {
  return (target, propertyName) => {
    registerIssueDescriber(target.constructor, String(propertyName), 'textField', (value) => {
      const issue = textIssue(String(propertyName), value, rules);
      return issue && { code: issue.code, ...(issue.params ? { params: issue.params } : {}) };
    });
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

/** class-transformer hook: trims strings before validation, so '   ' is missing rather than a name. */
export const trimString = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
