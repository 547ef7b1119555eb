import { isEmail, registerDecorator, type ValidationArguments } from 'class-validator';

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

/** The first rule `value` breaks, as a message that starts with the field name; undefined when it is fine. */
export function textProblem(field: string, value: unknown, rules: TextRules): string | undefined {
  if (value === undefined || value === null || value === '') {
    return rules.optional ? undefined : (rules.requiredMessage ?? `${field} is required`);
  }
  if (typeof value !== 'string') return `${field} must be a string`;
  const length = [...value].length;
  if (rules.min !== undefined && length < rules.min)
    return `${field} must be at least ${rules.min} characters`;
  if (length > rules.max) return `${field} must be at most ${rules.max} characters`;
  if (rules.plain) {
    if (hasHiddenControls(value, rules.plain === 'multiline')) {
      return `${field} must not contain control characters or bidirectional overrides`;
    }
    if (isInvisible(value)) return `${field} must contain visible characters`;
  }
  if (rules.email && !isEmail(value)) return `${field} must be a valid email address`;
  return undefined;
}

/**
 * One string field, checked rule by rule so a 400 says the single most useful thing per field
 * ("password is required", not also "password must be a string" and "password must be at most 128 characters").
 * Every string also obeys the edge rule of the validation pipe (no NUL, no unpaired surrogate).
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

/** class-transformer hook: trims strings before validation, so '   ' is missing rather than a name. */
export const trimString = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
