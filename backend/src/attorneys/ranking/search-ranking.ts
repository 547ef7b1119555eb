import { distanceMiles, type LatLng } from '../directory/geo';
import type { Specialty } from '../directory/specialties';

/** What ranking needs of an attorney (the cheap columns of a candidate row). */
export interface RankableAttorney extends LatLng {
  id: string;
  name: string;
  specialties: readonly Specialty[];
  rating: number | null;
  yearsExperience: number;
  reviewCount: number;
}

export interface SearchRankingInput {
  /** The specialty the user filtered on, if any: attorneys whose main practice it is come first. */
  specialty: Specialty | null;
  /** The centroid of the user's ZIP, if they gave one. */
  origin: LatLng | null;
}

export interface RankedAttorney<A extends RankableAttorney = RankableAttorney> {
  attorney: A;
  /** Miles from the ZIP centroid (exact); null without a ZIP. */
  distanceMiles: number | null;
}

/**
 * Distances within one band count as equally near (docs/adr/092): a 4.9-mile attorney rated 4.9 comes before a
 * 0.5-mile one rated 4.0, but nobody 12 miles away comes before someone 4 miles away.
 */
export const DISTANCE_BAND_MILES = 5;

const band = (miles: number | null) => (miles === null ? 0 : Math.floor(miles / DISTANCE_BAND_MILES));

/**
 * The order of search results (spec §2, issue 15): distance from the ZIP (in 5-mile bands) when a ZIP is given,
 * then specialty match (the filtered specialty as the attorney's main practice first), then rating, then
 * experience; ties by exact distance, name and id so the order (and so every page) is stable.
 */
export function rankForSearch<A extends RankableAttorney>(
  attorneys: readonly A[],
  { specialty, origin }: SearchRankingInput,
): RankedAttorney<A>[] {
  // Keys computed once per attorney, not once per comparison (the whole of California is ~1,700 attorneys).
  const keyed = attorneys.map((attorney) => {
    const miles = origin ? distanceMiles(origin, attorney) : null;
    return {
      attorney,
      distanceMiles: miles,
      band: band(miles),
      specialtyRank: specialty === null || attorney.specialties[0] === specialty ? 0 : 1,
      rating: attorney.rating ?? -1,
    };
  });
  keyed.sort(
    (x, y) =>
      x.band - y.band ||
      x.specialtyRank - y.specialtyRank ||
      y.rating - x.rating ||
      y.attorney.yearsExperience - x.attorney.yearsExperience ||
      (x.distanceMiles ?? 0) - (y.distanceMiles ?? 0) ||
      byCodePoint(x.attorney.name, y.attorney.name) ||
      byCodePoint(x.attorney.id, y.attorney.id),
  );
  return keyed.map(({ attorney, distanceMiles: miles }) => ({ attorney, distanceMiles: miles }));
}

/** A stable, locale-free order for ties (localeCompare is slow and varies by runtime). */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
