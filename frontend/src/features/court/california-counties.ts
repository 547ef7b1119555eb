/**
 * California's 58 counties (Government Code §§ 23101–23158), each with one superior court whose small-claims
 * division hears the claim (Cal. Const. art. VI, § 4). The SC-100 prints "Superior Court of California, County of"
 * before the court's box, so choosing the county fills in its name; the courthouse and its street address come from
 * the court's own page (courts.ca.gov/find-my-court), which SueGo does not copy: addresses change and no verified
 * table of them is kept here (ADR 188).
 */
export const CALIFORNIA_COUNTIES = [
  'Alameda',
  'Alpine',
  'Amador',
  'Butte',
  'Calaveras',
  'Colusa',
  'Contra Costa',
  'Del Norte',
  'El Dorado',
  'Fresno',
  'Glenn',
  'Humboldt',
  'Imperial',
  'Inyo',
  'Kern',
  'Kings',
  'Lake',
  'Lassen',
  'Los Angeles',
  'Madera',
  'Marin',
  'Mariposa',
  'Mendocino',
  'Merced',
  'Modoc',
  'Mono',
  'Monterey',
  'Napa',
  'Nevada',
  'Orange',
  'Placer',
  'Plumas',
  'Riverside',
  'Sacramento',
  'San Benito',
  'San Bernardino',
  'San Diego',
  'San Francisco',
  'San Joaquin',
  'San Luis Obispo',
  'San Mateo',
  'Santa Barbara',
  'Santa Clara',
  'Santa Cruz',
  'Shasta',
  'Sierra',
  'Siskiyou',
  'Solano',
  'Sonoma',
  'Stanislaus',
  'Sutter',
  'Tehama',
  'Trinity',
  'Tulare',
  'Tuolumne',
  'Ventura',
  'Yolo',
  'Yuba',
] as const;

/** The county a court's name starts with (the longest match: "San Luis Obispo", not "San"), or ''. */
export function countyOf(courtName: string): string {
  const name = courtName.trim().toLowerCase();
  return (
    [...CALIFORNIA_COUNTIES]
      .sort((a, b) => b.length - a.length)
      .find((c) => name === c.toLowerCase() || name.startsWith(`${c.toLowerCase()},`)) ?? ''
  );
}

/** The court's name with `county` in place of the county it starts with (what follows it, the courthouse, kept). */
export function withCounty(courtName: string, county: string): string {
  const current = countyOf(courtName);
  const rest = current
    ? courtName.trim().slice(current.length)
    : courtName.trim()
      ? `, ${courtName.trim()}`
      : '';
  return `${county}${rest}`;
}
