import type { ZipCode } from 'zipcodes';

/** A US postal address as a mail provider takes it (Lob's letter `to`/`from`). */
export interface PostalAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  /** Two letters, upper case. */
  state: string;
  /** Five digits. */
  zip: string;
  /** The ZIP+4 suffix, when given. */
  zip4: string | null;
}

/** The address's lines as printed: name, street lines, "City, ST 12345". */
export const addressLines = (a: PostalAddress): string[] => [
  a.name,
  a.line1,
  ...(a.line2 ? [a.line2] : []),
  `${a.city}, ${a.state} ${a.zip}${a.zip4 ? `-${a.zip4}` : ''}`,
];

export type AddressCheck =
  { ok: true; address: PostalAddress; warnings: string[] } | { ok: false; message: string };

/** Lob's limits: 64 characters a street line, 200 for a city, 40 for a name. */
const MAX_LINE = 64;
const MAX_NAME = 40;
const LAST_LINE = /^(.+?),?\s+([A-Za-z]{2})\.?\s+(\d{5})(?:-(\d{4}))?$/;
const SAFE = /^[\p{L}\p{N} .,'#&/()\-°]+$/u;

type ZipModule = typeof import('zipcodes');
let zips: ZipModule | undefined;
/** The offline US ZIP table (`zipcodes`), loaded on first use: 5 MB that only a mailing needs. */
function zipTable(): ZipModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  zips ??= require('zipcodes') as ZipModule;
  return zips;
}

/** The US place of a ZIP; by its first three digits when the table lacks the ZIP itself (a newer ZIP). */
function placeOf(zip: string): { state: string; city: string | null } | null {
  const table = zipTable();
  const exact: ZipCode | undefined = table.lookup(zip);
  if (exact && exact.country === 'US') return { state: exact.state, city: exact.city };
  const prefix = zip.slice(0, 3);
  for (let n = 0; n <= 99; n++) {
    const near = table.lookup(`${prefix}${String(n).padStart(2, '0')}`);
    if (near && near.country === 'US') return { state: near.state, city: null };
  }
  return null;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/^saint/, 'st')
    .replace(/^fort/, 'ft');

/**
 * Reads a case's free-text address (the questionnaire's lines) as a postal address for `name`. The last line must be
 * "City, ST 12345" (a one-line address may end with it after a comma); the lines above it are the street lines (at
 * most two). The ZIP must be a US ZIP of that state; a city the ZIP table does not list for the ZIP only warns,
 * because USPS accepts several names per ZIP.
 */
export function parsePostalAddress(name: string, text: string): AddressCheck {
  const cleanName = name.trim().replace(/\s+/g, ' ');
  if (cleanName === '') return { ok: false, message: 'A name is needed to mail a letter' };
  if (cleanName.length > MAX_NAME)
    return { ok: false, message: `The name must be at most ${MAX_NAME} characters to fit the envelope` };
  let lines = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .filter((l) => l !== '');
  if (lines.length === 0) return { ok: false, message: 'The mailing address is empty' };
  if (lines.length === 1) {
    // "12 Oak St, Springfield, IL 62701": the street is what comes before the city's comma.
    const parts = lines[0]!.split(',').map((p) => p.trim());
    if (parts.length >= 3) lines = [parts.slice(0, -2).join(', '), `${parts.at(-2)}, ${parts.at(-1)}`];
  }
  const match = LAST_LINE.exec(lines.at(-1) ?? '');
  const street = lines.slice(0, -1);
  if (!match || street.length === 0)
    return {
      ok: false,
      message: 'Write the address as the street on its own line, then "City, ST 12345" on the last line',
    };
  if (street.length > 2) return { ok: false, message: 'Use at most two street lines above "City, ST 12345"' };
  for (const line of [...street, cleanName]) {
    if (!SAFE.test(line))
      return { ok: false, message: `"${line}" has characters a mailing address cannot print` };
  }
  if (street.some((l) => l.length > MAX_LINE))
    return { ok: false, message: `Each street line must be at most ${MAX_LINE} characters` };
  const city = match[1]!.replace(/,$/, '').trim();
  const state = match[2]!.toUpperCase();
  const zip = match[3]!;
  const place = placeOf(zip);
  if (!place) return { ok: false, message: `${zip} is not a US ZIP code` };
  if (place.state !== state)
    return {
      ok: false,
      message: `ZIP code ${zip} is in ${place.state}, not ${state}: check the state and the ZIP code`,
    };
  const warnings: string[] = [];
  if (place.city && norm(place.city) !== norm(city)) {
    const named = zipTable()
      .lookupByName(city, state)
      .some((z) => z.zip === zip);
    if (!named)
      warnings.push(
        `USPS lists ZIP code ${zip} as ${place.city}, ${state}, not ${city}. The letter can still be mailed: check the city if you are unsure.`,
      );
  }
  return {
    ok: true,
    address: {
      name: cleanName,
      line1: street[0]!,
      line2: street[1] ?? null,
      city,
      state,
      zip,
      zip4: match[4] ?? null,
    },
    warnings,
  };
}

/** The sandbox's returned-to-sender trigger: an address line containing "RETURN" (any case). */
export const asksForReturn = (a: PostalAddress) => [a.line1, a.line2 ?? ''].some((l) => /return/i.test(l));
