import { registerDecorator, type ValidationArguments } from 'class-validator';
import { fieldError, InputErrorCode, ValidationError, type FieldIssue } from '../../common/errors';
import { describeThrown, issuesError, registerIssueDescriber } from '../../common/field-issues';
import { isStateCode } from '../../law/law-table';
import { isSpecialty, SPECIALTIES, type Specialty } from '../directory/specialties';

/** Spec §8: the toast of a search without a state. The server says the same, naming the field. */
export const STATE_REQUIRED_MESSAGE = 'State Required: Please select a state to search for attorneys.';
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_RADIUS_MILES = 500;

const refuse = (
  field: string,
  code: InputErrorCode,
  message: string,
  params?: Record<string, string | number>,
) => fieldError(field, code, message, params);

/** Two letters of the 50 states or DC, any case; required. */
export function parseState(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw refuse('state', InputErrorCode.Required, STATE_REQUIRED_MESSAGE);
  }
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!isStateCode(code))
    throw refuse(
      'state',
      InputErrorCode.NotAllowed,
      'state must be the two letters of one of the 50 states or DC',
    );
  return code;
}

/** One of the directory's specialties; absent, empty or `all` means any. */
export function parseSpecialty(value: unknown): Specialty | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || text === 'all') return null;
  if (!isSpecialty(text))
    throw refuse(
      'specialty',
      InputErrorCode.NotAllowed,
      `specialty must be one of: all, ${SPECIALTIES.join(', ')}`,
    );
  return text;
}

/** Spec §5: digits only, up to 5; to measure distance it must be a whole 5-digit ZIP. Empty means none. */
export function parseZip(value: unknown, field = 'zipCode'): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw refuse(field, InputErrorCode.WrongType, `${field} must be a 5-digit ZIP code`);
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text))
    throw refuse(field, InputErrorCode.InvalidFormat, `${field} must contain digits only`);
  if (text.length !== 5)
    throw refuse(field, InputErrorCode.InvalidFormat, `${field} must be a 5-digit ZIP code`);
  return text;
}

/** The home teaser's "City or ZIP": a ZIP when it is 5 digits, otherwise a city name (letters, spaces, . ' -). */
export function parseLocation(value: unknown): { zip: string } | { city: string } | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw refuse('location', InputErrorCode.WrongType, 'location must be a city or a 5-digit ZIP code');
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return { zip: parseZip(text, 'location')! };
  if (!/^[\p{L} .'-]{2,60}$/u.test(text))
    throw refuse('location', InputErrorCode.InvalidFormat, 'location must be a city or a 5-digit ZIP code');
  return { city: text.replace(/\s+/g, ' ') };
}

/** A whole number within bounds, or the default when absent (query strings arrive as text). */
export function parseBoundedInt(
  field: string,
  value: unknown,
  min: number,
  max: number,
  fallback: number | null,
): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,7}\s*$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n < min || n > max)
    throw refuse(field, InputErrorCode.OutOfRange, `${field} must be a whole number from ${min} to ${max}`, {
      min,
      max,
    });
  return n;
}

/**
 * A DTO field checked by one of the parsers above, so the HTTP layer and the service cannot disagree: the 400
 * carries the parser's message, which names the field.
 */
export function ParsedBy(parse: (value: unknown) => unknown): PropertyDecorator {
  const problem = (value: unknown) => {
    try {
      parse(value);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : 'invalid';
    }
  };
  return (target, propertyName) => {
    registerIssueDescriber(target.constructor, String(propertyName), 'parsedBy', describeThrown(parse));
    registerDecorator({
      name: 'parsedBy',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { always: true },
      validator: {
        validate: (value: unknown) => problem(value) === undefined,
        defaultMessage: (args: ValidationArguments) => problem(args.value) ?? '',
      },
    });
  };
}

export interface ParsedSearch {
  state: string;
  specialty: Specialty | null;
  zipCode: string | null;
  location: { zip: string } | { city: string } | null;
  radiusMiles: number | null;
  page: number;
  pageSize: number;
}

/**
 * A whole search request (POST body or GET query), checked by the parsers above with the global pipe's rules
 * (unknown fields refused, every problem a 400 naming its field), without class-validator: the search is the
 * hot path (docs/adr/092). The DTOs stay the documented contract; the bad-input property test holds both to it.
 */
export function parseSearchRequest(input: unknown, allowed: readonly string[]): ParsedSearch {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw fieldError('body', InputErrorCode.NotJson, 'Request body must be a JSON object');
  }
  const raw = input as Record<string, unknown>;
  const problems: FieldIssue[] = [];
  for (const key of Object.keys(raw))
    if (!allowed.includes(key))
      problems.push({
        field: key,
        code: InputErrorCode.UnknownField,
        message: `property ${key} should not exist`,
      });
  const take = <T>(parse: () => T): T | null => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(...error.issues);
      return null;
    }
  };
  const state = take(() => parseState(raw.state));
  const specialty = take(() => parseSpecialty(raw.specialty));
  const zipCode = take(() => parseZip(raw.zipCode));
  const location = allowed.includes('location') ? take(() => parseLocation(raw.location)) : null;
  const radiusMiles = take(() => parseBoundedInt('radiusMiles', raw.radiusMiles, 1, MAX_RADIUS_MILES, null));
  const page = take(() => parseBoundedInt('page', raw.page, 1, 10_000, 1));
  const pageSize = take(() => parseBoundedInt('pageSize', raw.pageSize, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE));
  if (problems.length > 0) throw issuesError(problems);
  return { state: state!, specialty, zipCode, location, radiusMiles, page: page!, pageSize: pageSize! };
}
