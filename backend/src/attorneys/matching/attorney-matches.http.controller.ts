import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { CaseQueries } from '../../case-file/index';
import { CASE_READ_BY_STAFF_AND_AUDITORS, CurrentUser, RecordsLookup } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { assertCanRead } from '../../identity/index';
import { CaseMatchesService } from './case-matches.service';

class RecommendedAttorneyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Ana Reyes' }) name!: string;
  @ApiPropertyOptional({ example: 4.8, nullable: true }) rating!: number | null;
  @ApiProperty({ example: 12 }) yearsExperience!: number;
  @ApiProperty({ example: 'Reyes Law Group' }) firm!: string;
  @ApiProperty({ example: 'Austin' }) city!: string;
  @ApiProperty({ example: 'TX' }) state!: string;
  @ApiProperty({ example: 40 }) reviewCount!: number;
  @ApiProperty({ enum: ['sample', 'import'] }) source!: 'sample' | 'import';
}

/** Spec §3 Attorney recommendation. */
export class AttorneyMatchResponse {
  @ApiProperty({ type: RecommendedAttorneyResponse }) attorney!: RecommendedAttorneyResponse;
  @ApiProperty({ example: 0.87, description: '0-1; shown as a rounded percent match' }) matchScore!: number;
  @ApiProperty({
    example: ['Handles landlord-tenant cases', '2 miles from you'],
    description: 'Strongest first',
  })
  reasons!: string[];
  @ApiProperty({
    example: [
      { code: 'specialty', params: { specialty: 'landlord_tenant' } },
      { code: 'miles', params: { miles: 2 } },
    ],
    description:
      'The same reasons by code with raw parameters, for translation (issue 33): specialty, specialty_related, near, miles, rated, experience_under_one, experience, experience_complex, licensed',
  })
  reasonCodes!: { code: string; params: Record<string, string | number> }[];
  @ApiPropertyOptional({ example: 2.1, nullable: true, description: "Miles from the claimant's ZIP" })
  distanceMiles!: number | null;
}

@ApiTags('attorneys')
@ApiBearerAuth()
@Controller('cases')
export class AttorneyMatchesController {
  constructor(
    private readonly cases: CaseQueries,
    private readonly matches: CaseMatchesService,
  ) {}

  /** The top 3 attorneys for the case (owner, staff and auditors; another user gets 404). No contact details. */
  @RecordsLookup(CASE_READ_BY_STAFF_AND_AUDITORS)
  @Get(':id/attorney-matches')
  @ApiOkResponse({ type: [AttorneyMatchResponse] })
  async forCase(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<AttorneyMatchResponse[]> {
    const row = await this.cases.findById(id);
    assertCanRead(user, row?.userId, { allow: ['staff', 'auditor'] }, 'Case not found');
    const matches = await this.matches.forCase(row!);
    return matches.map(({ row: a, matchScore, reasons, reasonCodes, distanceMiles }) => ({
      attorney: {
        id: a.id,
        name: a.name,
        rating: a.rating === null ? null : Number(a.rating),
        yearsExperience: Number(a.years_experience),
        firm: a.firm,
        city: a.city,
        state: a.state,
        reviewCount: a.review_count,
        source: a.source,
      },
      matchScore,
      reasons,
      reasonCodes,
      distanceMiles,
    }));
  }
}
