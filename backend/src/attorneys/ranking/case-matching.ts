import type { CaseType } from '../../case-file/index';
import { distanceMiles, roundMiles, type LatLng } from '../directory/geo';
import { CASE_TYPE_SPECIALTIES, SPECIALTY_PHRASES, type Specialty } from '../directory/specialties';
import { byCodePoint, type RankableAttorney } from './search-ranking';

/** What matching needs of a case (docs/adr/093). */
export interface CaseForMatching {
  caseType: CaseType;
  /** Two letters; only attorneys of this state are candidates. */
  state: string;
  stateName: string;
  /** The claimant's ZIP centroid, when their address has a ZIP the table knows. */
  origin: LatLng | null;
  /** The case's complexity score (0-10), null when not assessed. */
  complexity: number | null;
}

export interface AttorneyRecommendation<A extends RankableAttorney = RankableAttorney> {
  attorney: A;
  /** 0-1, two decimals */
  matchScore: number;
  /** Why, the strongest first (the editor shows the first 2). */
  reasons: string[];
  /** The same reasons by code with raw parameters, for the client to translate (issue 33, ADR 203). */
  reasonCodes: MatchReason[];
  distanceMiles: number | null;
}

/**
 * One reason by code: `specialty` / `specialty_related` {specialty}, `near` / `miles` {miles}, `rated` {rating,
 * reviews}, `experience_under_one` / `experience` {years} / `experience_complex` {years}, `licensed` {state,
 * stateName}.
 */
export interface MatchReason {
  code: string;
  params: Record<string, string | number>;
}

/** Spec §9: the editor shows the top 3. */
export const RECOMMENDATIONS = 3;
/** Spec §4: 6 and above is 'High complexity - attorney recommended'. */
export const HIGH_COMPLEXITY = 6;
/** Proximity counts down to nothing at this distance. */
const FAR_MILES = 100;
/** Experience counts up to this many years. */
const SEASONED_YEARS = 25;

interface Weights {
  specialty: number;
  distance: number;
  rating: number;
  experience: number;
}
/** A complex case needs an experienced attorney more than a near one. Each set adds up to 1. */
const WEIGHTS: Weights = { specialty: 0.35, distance: 0.25, rating: 0.2, experience: 0.2 };
const COMPLEX_WEIGHTS: Weights = { specialty: 0.35, distance: 0.2, rating: 0.15, experience: 0.3 };

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));
const round2 = (x: number) => Math.round(x * 100) / 100;

/** How well an attorney's practice fits the case type: 1 main practice, 0.8 one of theirs, 0.5 a related area. */
function specialtyFit(
  caseType: CaseType,
  specialties: readonly Specialty[],
): { fit: number; specialty: Specialty | null } {
  const [own, ...related] = CASE_TYPE_SPECIALTIES[caseType];
  if (specialties[0] === own) return { fit: 1, specialty: own };
  if (specialties.includes(own)) return { fit: 0.8, specialty: own };
  const near = related.find((s) => specialties.includes(s));
  return near ? { fit: 0.5, specialty: near } : { fit: 0, specialty: null };
}

function milesReason(miles: number): { reason: string; code: MatchReason } {
  if (miles < 1) return { reason: 'Less than a mile from you', code: { code: 'near', params: {} } };
  const rounded = roundMiles(miles);
  return {
    reason: `${rounded} ${rounded === 1 ? 'mile' : 'miles'} from you`,
    code: { code: 'miles', params: { miles: rounded } },
  };
}

function experienceCode(years: number, complex: boolean): MatchReason {
  const whole = Math.floor(years);
  if (whole < 1) return { code: 'experience_under_one', params: {} };
  return { code: complex ? 'experience_complex' : 'experience', params: { years: whole } };
}

/** One candidate scored, with its reasons strongest first. */
export function scoreAttorney<A extends RankableAttorney>(
  theCase: CaseForMatching,
  attorney: A,
): AttorneyRecommendation<A> {
  const complex = theCase.complexity !== null && theCase.complexity >= HIGH_COMPLEXITY;
  const w = complex ? COMPLEX_WEIGHTS : WEIGHTS;
  const { fit, specialty } = specialtyFit(theCase.caseType, attorney.specialties);
  const miles = theCase.origin ? distanceMiles(theCase.origin, attorney) : null;
  const proximity = miles === null ? 0.5 : clamp01(1 - miles / FAR_MILES);
  const rating = attorney.rating === null ? 0 : clamp01((attorney.rating - 3) / 2);
  const experience = clamp01(attorney.yearsExperience / SEASONED_YEARS);

  const near = miles === null ? null : milesReason(miles);
  const seasoned = complex && attorney.yearsExperience >= 15;
  const parts: Array<{ weight: number; reason: string | null; code: MatchReason | null }> = [
    {
      weight: w.specialty * fit,
      reason:
        specialty === null
          ? null
          : `${fit >= 0.8 ? 'Handles' : 'Also handles'} ${SPECIALTY_PHRASES[specialty]} cases`,
      code:
        specialty === null
          ? null
          : { code: fit >= 0.8 ? 'specialty' : 'specialty_related', params: { specialty } },
    },
    { weight: w.distance * proximity, reason: near?.reason ?? null, code: near?.code ?? null },
    {
      weight: w.rating * rating,
      reason:
        attorney.rating === null
          ? null
          : `Rated ${attorney.rating.toFixed(1)} by ${attorney.reviewCount} ${attorney.reviewCount === 1 ? 'client' : 'clients'}`,
      code:
        attorney.rating === null
          ? null
          : { code: 'rated', params: { rating: attorney.rating.toFixed(1), reviews: attorney.reviewCount } },
    },
    {
      weight: w.experience * experience,
      reason: seasoned
        ? `${yearsOfExperience(attorney.yearsExperience)}, suited to a complex case`
        : yearsOfExperience(attorney.yearsExperience),
      code: experienceCode(attorney.yearsExperience, seasoned),
    },
  ];
  const strongest = parts
    .filter(
      (p): p is { weight: number; reason: string; code: MatchReason } =>
        p.reason !== null && p.code !== null && p.weight > 0,
    )
    .sort((a, b) => b.weight - a.weight);
  const reasons = strongest.map((p) => p.reason);
  reasons.push(`Licensed in ${theCase.stateName}`);
  const reasonCodes = strongest.map((p) => p.code);
  reasonCodes.push({ code: 'licensed', params: { state: theCase.state, stateName: theCase.stateName } });
  return {
    attorney,
    matchScore: round2(parts.reduce((sum, p) => sum + p.weight, 0)),
    reasons,
    reasonCodes,
    distanceMiles: miles === null ? null : roundMiles(miles),
  };
}

/**
 * The top recommendations for a case among candidates of its state (spec §3 Attorney recommendation): by match
 * score, then rating, experience, name and id. Candidates of another state or inactive ones must not be passed.
 */
export function matchAttorneys<A extends RankableAttorney>(
  theCase: CaseForMatching,
  candidates: readonly A[],
  limit = RECOMMENDATIONS,
): AttorneyRecommendation<A>[] {
  return candidates
    .map((a) => scoreAttorney(theCase, a))
    .sort(
      (x, y) =>
        y.matchScore - x.matchScore ||
        (y.attorney.rating ?? -1) - (x.attorney.rating ?? -1) ||
        y.attorney.yearsExperience - x.attorney.yearsExperience ||
        byCodePoint(x.attorney.name, y.attorney.name) ||
        byCodePoint(x.attorney.id, y.attorney.id),
    )
    .slice(0, limit);
}

/** The 5-digit ZIP at the end of a US address ("… Austin, TX 78701-1234" → 78701), or null. */
export function zipOfAddress(address: string): string | null {
  const all = [...address.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)];
  return all.at(-1)?.[1] ?? null;
}

/** Whole years, singular or plural: "1 year of experience", never "1 years" or "23.5 years" (issue 32). */
export function yearsOfExperience(years: number): string {
  const whole = Math.floor(years);
  if (whole < 1) return 'Less than a year of experience';
  return `${whole} ${whole === 1 ? 'year' : 'years'} of experience`;
}
