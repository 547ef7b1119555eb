import { registerDecorator, type ValidationArguments } from 'class-validator';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_TOO_COMMON = 'password is too easy to guess: avoid common passwords, words and patterns such as 12345678';
export const PASSWORD_CONTAINS_IDENTITY = 'password must not contain your email or name';

/** zxcvbn score below which a password is refused: 0–1 means fewer than 10^6 guesses (online attacks succeed). */
const MIN_SCORE = 2;
/** Name and email parts shorter than this are too common inside other words to forbid. */
const MIN_IDENTITY_PART = 4;

let estimator: ZxcvbnFactory | undefined;
/** Built on first use (~30 ms, ~50k common passwords); shared by every request after that. */
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));
let common: Set<string> | undefined;
const isCommon = (lower: string) => (common ??= new Set(dictionary['passwords-common'])).has(lower);

/**
 * ASVS 6.2.4 and 6.2.11: refuse passwords on the common/breached list of `@zxcvbn-ts/language-common` (offline,
 * ~50,000 entries) or that zxcvbn guesses within 10^6 tries, and passwords that contain the account's own email,
 * the email's local part or the name. Length rules stay with the text rule; this one only judges content.
 */
export function passwordProblem(password: string, identity: { email?: unknown; name?: unknown }): string | undefined {
  const lower = password.toLowerCase();
  const email = typeof identity.email === 'string' ? identity.email.trim().toLowerCase() : '';
  const name = typeof identity.name === 'string' ? identity.name.trim().toLowerCase() : '';
  const parts = [email, email.split('@')[0] ?? '', name, ...name.split(/\s+/)].filter(
    (p) => p.length >= MIN_IDENTITY_PART,
  );
  if (parts.some((p) => lower.includes(p))) return PASSWORD_CONTAINS_IDENTITY;
  if (isCommon(lower)) return PASSWORD_TOO_COMMON;
  if (zxcvbn().check(password, parts).score < MIN_SCORE) return PASSWORD_TOO_COMMON;
  return undefined;
}

/**
 * The password of a new account, judged against the `email` and `name` of the same body. Non-strings and
 * wrong lengths are left to the field's text rule, so the 400 says one thing about the password.
 */
export function AcceptablePassword(minLength: number): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'acceptablePassword',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          typeof value !== 'string' ||
          [...value].length < minLength ||
          passwordProblem(value, args.object) === undefined,
        defaultMessage: (args: ValidationArguments) =>
          passwordProblem(String(args.value), args.object) ?? '',
      },
    });
  };
}
