import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../identity/index';
import {
  assessEligibility,
  getJurisdiction,
  isVerifiedOn,
  US_STATES,
  type EligibilityResult,
} from '../../../law/law-table';
import { parseAmountToCents } from '../../../claim/case.types';
import { EligibilityRequestDto } from './eligibility.request.dto';

export interface JurisdictionSummary {
  code: string;
  name: string;
  smallClaims: {
    courtName: string;
    limitIndividualCents: number;
    limitBusinessCents: number;
    citation: string;
    /** False while the limit is not verified in official text (or its check is stale): the client words it as unverified. */
    limitVerified: boolean;
    /** Where a business files instead of small claims (NY Commercial Claims), when the state has such a court. */
    businessCourtName?: string;
  };
}

/** The state list with the law in force on `date`. */
function summariesOn(date: string): JurisdictionSummary[] {
  return US_STATES.map(({ code, name }) => {
    const { smallClaims } = getJurisdiction(code, date);
    return {
      code,
      name,
      smallClaims: {
        courtName: smallClaims.courtName.value,
        limitIndividualCents: smallClaims.limitIndividual.value,
        limitBusinessCents: smallClaims.limitBusiness.value,
        citation: smallClaims.limitIndividual.citation,
        limitVerified: isVerifiedOn(smallClaims.limitIndividual, date),
        ...(smallClaims.businessCourt
          ? { businessCourtName: smallClaims.businessCourt.value.courtName }
          : {}),
      },
    };
  });
}

/** The questionnaire's step-1 check and state list, open to visitors (they may fill it in before signing up). */
@ApiTags('cases')
@Public()
@Controller()
export class EligibilityController {
  /** Rebuilt when the date changes, so a scheduled change in the law shows from its first day. */
  private cached: { date: string; list: JurisdictionSummary[] } | null = null;

  @Get('jurisdictions')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOkResponse({ description: 'The 50 states and DC with their small-claims court and limit.' })
  list(): JurisdictionSummary[] {
    const today = new Date().toISOString().slice(0, 10);
    if (this.cached?.date !== today) this.cached = { date: today, list: summariesOn(today) };
    return this.cached.list;
  }

  @Post('eligibility')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      'Warnings (over the state limit, limitation period, pre-suit notice, deposit clock, who appears for a business, a defendant in another state) and any refusal: the decisions the letter is drafted from.',
  })
  check(@Body() body: EligibilityRequestDto): EligibilityResult {
    return assessEligibility({
      state: body.state,
      amountCents: parseAmountToCents(body.amount) ?? 0,
      documentType: body.documentType,
      caseType: body.caseType,
      incidentDate: body.incidentDate || undefined,
      today: new Date().toISOString().slice(0, 10),
      claimant: body.claimantKind ?? 'individual',
      agreement: body.agreementForm,
      defendantKind: body.defendantKind,
      consumerTransaction: body.consumerTransaction,
      deceptiveActs: body.deceptiveActs,
      defendantAddress: body.defendantAddress || undefined,
      forwardingAddressOn: body.forwardingAddressDate || undefined,
    });
  }
}
