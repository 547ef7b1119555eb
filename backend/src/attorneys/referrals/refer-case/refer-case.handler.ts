import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CaseQueries } from '../../../case-file/index';
import { NotFoundError } from '../../../common/errors';
import { assertOwner } from '../../../identity/index';
import { SearchAccessService } from '../../access/search-access.service';
import { AttorneyDirectory } from '../../directory/attorney-directory';
import { CASE_TYPE_SPECIALTIES } from '../../directory/specialties';
import { CASE_TYPES, type CaseType } from '../../../case-file/index';
import { referralAttorney, ReferralOpener } from '../referral-opener';
import { ReferCaseCommand } from './refer-case.command';
import { EventStore } from '../../../event-store/event-store';
import { caseReferralSlot } from '../case-referral-slot';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * POST /api/cases/{id}/refer-attorney: the case goes to the attorney with its facts (type, state, what happened)
 * and the claimant's contact details from the questionnaire. The case records AttorneyReferralSent when the
 * referral goes out: at once with a plan, once the $15 is paid otherwise.
 */
@CommandHandler(ReferCaseCommand)
export class ReferCaseHandler implements ICommandHandler<ReferCaseCommand> {
  constructor(
    private readonly cases: CaseQueries,
    private readonly directory: AttorneyDirectory,
    private readonly access: SearchAccessService,
    private readonly opener: ReferralOpener,
    private readonly store: EventStore,
  ) {}

  async execute({ actor, caseId, attorneyId, notes, now }: ReferCaseCommand) {
    const row = await this.cases.findById(caseId);
    assertOwner(actor, row?.userId, 'Case not found');
    const attorney = await this.directory.findActive(attorneyId);
    if (!attorney) throw new NotFoundError('Attorney not found');
    const caseType = (CASE_TYPES as readonly string[]).includes(row!.caseType)
      ? (row!.caseType as CaseType)
      : 'other';
    const form = row!.formData;
    const plan = await this.access.coveringPlan(actor.id);
    // One open referral per case and attorney (docs/adr/215): a sent one is 409, a waiting one is joined.
    const { referralRequestId } = await caseReferralSlot(this.store, caseId, attorney.id);
    return this.opener.open(
      actor,
      {
        referralRequestId,
        userId: actor.id,
        kind: 'case',
        caseId,
        caseType,
        specialty: CASE_TYPE_SPECIALTIES[caseType][0],
        state: row!.state,
        description: text(form.disputeDescription),
        urgency: null,
        budget: null,
        contactEmail: text(form.plaintiffEmail),
        contactPhone: text(form.plaintiffPhone) || null,
        notes,
        attorneys: [referralAttorney(attorney)],
      },
      plan ? { method: 'subscription', plan } : 'fee',
      now,
    );
  }
}
