import { distanceMiles, roundMiles, type LatLng } from '../directory/geo';
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
 * The order of search results (spec §2; issue 32 supersedes ADR 092's 5-mile bands, docs/adr/092 and 196): with a
 * ZIP, by distance as the card shows it (to a tenth of a mile), ties by rating, then the filtered specialty as
 * the attorney's main practice, then experience; without a ZIP, specialty match, rating, experience. Last ties by
 * exact distance, name and id, so the order (and so every page) is stable. "Sorted by distance" is then true of
 * every page a person reads.
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
      shownMiles: miles === null ? 0 : roundMiles(miles),
      specialtyRank: specialty === null || attorney.specialties[0] === specialty ? 0 : 1,
      rating: attorney.rating ?? -1,
    };
  });
  type Keyed = (typeof keyed)[number];
  // With a ZIP a tie in distance goes to the better rated; without one the main specialty comes first.
  const ratingThenSpecialty = (x: Keyed, y: Keyed) =>
    y.rating - x.rating || x.specialtyRank - y.specialtyRank;
  const specialtyThenRating = (x: Keyed, y: Keyed) =>
    x.specialtyRank - y.specialtyRank || y.rating - x.rating;
  const quality = origin ? ratingThenSpecialty : specialtyThenRating;
  keyed.sort(
    (x, y) =>
      x.shownMiles - y.shownMiles ||
      quality(x, y) ||
      y.attorney.yearsExperience - x.attorney.yearsExperience ||
      (x.distanceMiles ?? 0) - (y.distanceMiles ?? 0) ||
      byCodePoint(x.attorney.name, y.attorney.name) ||
      byCodePoint(x.attorney.id, y.attorney.id),
  );
  return keyed.map(({ attorney, distanceMiles: miles }) => ({ attorney, distanceMiles: miles }));
}

/**
 * Whom a referral request goes to (issue 32, docs/adr/196): the attorneys of the claimant's state qualified for
 * the practice area (who list it among their specialties) first, then the nearest to the claimant's ZIP, then
 * the best rated, then the most experienced. Without a ZIP, distance drops out and rating decides.
 */
export function rankForReferral<A extends RankableAttorney>(
  attorneys: readonly A[],
  { specialty, origin }: SearchRankingInput,
): RankedAttorney<A>[] {
  const keyed = attorneys.map((attorney) => ({
    attorney,
    distanceMiles: origin ? distanceMiles(origin, attorney) : null,
    qualified: specialty === null || attorney.specialties.includes(specialty) ? 0 : 1,
    rating: attorney.rating ?? -1,
  }));
  keyed.sort(
    (x, y) =>
      x.qualified - y.qualified ||
      (x.distanceMiles ?? 0) - (y.distanceMiles ?? 0) ||
      y.rating - x.rating ||
      y.attorney.yearsExperience - x.attorney.yearsExperience ||
      byCodePoint(x.attorney.name, y.attorney.name) ||
      byCodePoint(x.attorney.id, y.attorney.id),
  );
  return keyed.map(({ attorney, distanceMiles: miles }) => ({ attorney, distanceMiles: miles }));
}

/** A stable, locale-free order for ties (localeCompare is slow and varies by runtime). */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
