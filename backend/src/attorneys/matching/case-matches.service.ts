import { Injectable } from '@nestjs/common';
import { CASE_TYPES, type CaseType } from '../../case-file/index';
import { stateName, type AttorneyRow } from '../directory/attorney-directory';
import { DirectoryIndex, type IndexedAttorney } from '../directory/directory-index';
import { lookupZip } from '../directory/geo';
import { CASE_TYPE_SPECIALTIES } from '../directory/specialties';
import {
  matchAttorneys,
  RECOMMENDATIONS,
  zipOfAddress,
  type AttorneyRecommendation,
} from '../ranking/case-matching';

/** What matching reads of a case (the cases read model's row). */
export interface MatchableCase {
  caseType: string;
  state: string;
  formData: Record<string, unknown>;
  complexityScore: string | number | null;
}

export type CaseMatch = AttorneyRecommendation<IndexedAttorney> & { row: AttorneyRow };

const isCaseType = (v: string): v is CaseType => (CASE_TYPES as readonly string[]).includes(v);

/**
 * Recommendations for a case (docs/adr/093): the attorneys of the case's state who practise its area (or a
 * related one), scored by specialty, distance from the claimant's ZIP, rating and experience, the weights shifted
 * towards experience for a complex case. The whole state when too few practise the area.
 */
@Injectable()
export class CaseMatchesService {
  constructor(private readonly directory: DirectoryIndex) {}

  async forCase(theCase: MatchableCase, limit = RECOMMENDATIONS): Promise<CaseMatch[]> {
    const caseType: CaseType = isCaseType(theCase.caseType) ? theCase.caseType : 'other';
    const address =
      typeof theCase.formData.plaintiffAddress === 'string' ? theCase.formData.plaintiffAddress : '';
    const zip = zipOfAddress(address);
    const place = zip ? lookupZip(zip) : null;
    const complexity = theCase.complexityScore === null ? null : Number(theCase.complexityScore);
    let candidates = await this.directory.candidates({
      state: theCase.state,
      anySpecialty: CASE_TYPE_SPECIALTIES[caseType],
    });
    if (candidates.length < limit) candidates = await this.directory.candidates({ state: theCase.state });
    const top = matchAttorneys(
      {
        caseType,
        state: theCase.state,
        stateName: stateName(theCase.state),
        origin: place,
        complexity: Number.isFinite(complexity) ? complexity : null,
      },
      candidates,
      limit,
    );
    return top.map((m) => ({ ...m, row: m.attorney.row }));
  }
}
