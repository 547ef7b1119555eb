import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../identity/access.decorators';
import { assessEligibility, getJurisdiction, US_STATES, type EligibilityResult } from '../../law/law-table';
import { parseAmountToCents } from '../case.types';
import { EligibilityRequestDto } from './eligibility.request.dto';

export interface JurisdictionSummary {
  code: string;
  name: string;
  smallClaims: { courtName: string; limitIndividualCents: number; limitBusinessCents: number; citation: string };
}

/** The questionnaire's step-1 check and state list, open to visitors (they may fill it in before signing up). */
@ApiTags('cases')
@Public()
@Controller()
export class EligibilityController {
  private readonly jurisdictions: JurisdictionSummary[] = US_STATES.map(({ code, name }) => {
    const { smallClaims } = getJurisdiction(code);
    return {
      code,
      name,
      smallClaims: {
        courtName: smallClaims.courtName.value,
        limitIndividualCents: smallClaims.limitIndividual.value,
        limitBusinessCents: smallClaims.limitBusiness.value,
        citation: smallClaims.limitIndividual.citation,
      },
    };
  });

  @Get('jurisdictions')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOkResponse({ description: 'The 50 states and DC with their small-claims court and limit.' })
  list(): JurisdictionSummary[] {
    return this.jurisdictions;
  }

  @Post('eligibility')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Warnings (over the state limit, limitation period, pre-suit notice) and any refusal.' })
  check(@Body() body: EligibilityRequestDto): EligibilityResult {
    return assessEligibility({
      state: body.state,
      amountCents: parseAmountToCents(body.amount) ?? 0,
      documentType: body.documentType,
      caseType: body.caseType,
      incidentDate: body.incidentDate || undefined,
      today: new Date().toISOString().slice(0, 10),
      claimant: body.claimantKind ?? 'individual',
    });
  }
}
