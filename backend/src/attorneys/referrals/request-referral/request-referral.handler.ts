import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fieldError, IllegalStateError, InputErrorCode, NotFoundError } from '../../../common/errors';
import { SearchAccessService } from '../../access/search-access.service';
import { AttorneyDirectory, stateName } from '../../directory/attorney-directory';
import { DirectoryIndex } from '../../directory/directory-index';
import { isSpecialty, type Specialty } from '../../directory/specialties';
import { rankForReferral } from '../../ranking/search-ranking';
import { lookupZip } from '../../directory/geo';
import { referralAttorney, ReferralOpener } from '../referral-opener';
import { MAX_MATCHED_ATTORNEYS } from '../referral-request.decide';
import type { ReferralBudget, ReferralUrgency } from '../referral-request.events';
import { RequestReferralCommand } from './request-referral.command';
import { ReferralQueries } from '../referral-queries';
import { assertNewMatter } from '../same-matter';

/**
 * POST /api/attorney-referrals. The form: SueGo picks the best 2-3 attorneys of the state for the practice area
 * at once (the whole state when the area has fewer), included with a plan, $15 otherwise. Contact Attorney:
 * part of search access (403 without it), to the one attorney of the search result.
 */
@CommandHandler(RequestReferralCommand)
export class RequestReferralHandler implements ICommandHandler<RequestReferralCommand> {
  constructor(
    private readonly directory: AttorneyDirectory,
    private readonly index: DirectoryIndex,
    private readonly access: SearchAccessService,
    private readonly opener: ReferralOpener,
    private readonly queries: ReferralQueries,
  ) {}

  async execute({ actor, input, now }: RequestReferralCommand) {
    const referralRequestId = randomUUID();
    if (input.kind === 'direct') {
      await this.access.require(actor.id);
      const attorney = await this.directory.findActive(input.attorneyId);
      if (!attorney) throw new NotFoundError('Attorney not found');
      const [main] = attorney.specialties;
      return this.opener.open(
        actor,
        {
          referralRequestId,
          userId: actor.id,
          kind: 'direct',
          caseId: null,
          caseType: main ?? 'other',
          specialty: main ?? null,
          state: attorney.state,
          description: input.description ?? '',
          urgency: null,
          budget: null,
          contactEmail: input.contactEmail ?? actor.email,
          contactPhone: input.contactPhone,
          notes: null,
          attorneys: [referralAttorney(attorney)],
        },
        { method: 'search-access' },
        now,
      );
    }
    const specialty: Specialty | null = isSpecialty(input.caseType) ? input.caseType : null;
    const attorneys = await this.pick(input.state, specialty, input.zipCode);
    const plan = await this.access.coveringPlan(actor.id);
    if (!plan && !input.confirmSameMatter) {
      await assertNewMatter(
        this.queries,
        {
          userId: actor.id,
          caseType: input.caseType,
          state: input.state,
          description: input.description,
          attorneyIds: attorneys.map((a) => a.id),
        },
        now,
      );
    }
    return this.opener.open(
      actor,
      {
        referralRequestId,
        userId: actor.id,
        kind: 'matched',
        caseId: null,
        caseType: input.caseType,
        specialty,
        state: input.state,
        description: input.description,
        urgency: input.urgency as ReferralUrgency | null,
        budget: input.budget as ReferralBudget | null,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone,
        notes: null,
        attorneys: attorneys.map(referralAttorney),
      },
      plan ? { method: 'subscription', plan } : 'fee',
      now,
    );
  }

  /**
   * The nearest qualified attorneys of the claimant's state (docs/adr/196): those who practise the area, nearest
   * to the ZIP, then the best rated; the rest of the state only when fewer than 2 practise it.
   */
  private async pick(state: string, specialty: Specialty | null, zipCode: string | null) {
    let candidates = await this.index.candidates({ state, specialty });
    if (candidates.length < 2) candidates = await this.index.candidates({ state });
    if (candidates.length === 0) {
      throw new IllegalStateError(`We have no attorneys in ${stateName(state)} in our directory yet.`);
    }
    const origin = zipCode ? lookupZip(zipCode) : null;
    if (zipCode && !origin) {
      throw fieldError(
        'zipCode',
        InputErrorCode.ZipNotFound,
        `zipCode: We could not find the ZIP code ${zipCode}`,
        { zip: zipCode },
      );
    }
    const top = rankForReferral(candidates, { specialty, origin }).slice(0, MAX_MATCHED_ATTORNEYS);
    return top.map((r) => r.attorney.row);
  }
}
