import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiBody,
  ApiQuery,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, Public } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { UserRateLimiter } from '../../rate-limits/user-rate-limiter';
import { ATTORNEY_TEASER_LIMIT, clientBucket } from '../attorney-rate-limits';
import { SearchAccessService } from '../access/search-access.service';
import { DirectoryIndex } from '../directory/directory-index';
import { SPECIALTIES, SPECIALTY_LABELS } from '../directory/specialties';
import { AttorneySearchResponse, DirectoryStatsResponse } from './attorney.response';
import { AttorneySearchService } from './attorney-search.service';
import {
  ListAttorneysQueryDto,
  SearchAttorneysRequestDto,
  TeaserQueryDto,
} from './search-attorneys.request.dto';
import { parseSearchRequest } from './search-filters';

/** Spec §9: the public search shows at most 3 results. */
export const TEASER_RESULTS = 3;
/** Browsers and proxies may keep a teaser answer this long (the server keeps it until the directory changes). */
export const TEASER_MAX_AGE_SECONDS = 300;

/** Sends JSON text made by the search as it is (Nest would send a string as text/html). */
const json = (res: Response, body: string) => {
  res.type('application/json');
  return body;
};

const SEARCH_FIELDS = ['state', 'specialty', 'zipCode', 'radiusMiles', 'page', 'pageSize'] as const;
const LIST_FIELDS = [...SEARCH_FIELDS, 'location'] as const;
const TEASER_FIELDS = ['state', 'specialty', 'location'] as const;

@ApiTags('attorneys')
@Controller('attorneys')
export class AttorneySearchController {
  constructor(
    private readonly directory: DirectoryIndex,
    private readonly search: AttorneySearchService,
    private readonly access: SearchAccessService,
    private readonly limits: UserRateLimiter,
  ) {}

  /** Live counts of the directory (every "N attorneys" figure of every page), per state, and how many are samples. */
  @Public()
  @Get('stats')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: DirectoryStatsResponse })
  async stats(): Promise<DirectoryStatsResponse> {
    return {
      ...(await this.directory.stats()),
      specialties: [...SPECIALTIES],
      specialtyLabels: SPECIALTY_LABELS,
    };
  }

  /**
   * The home page's search (public): at most 3 attorneys of the state, with their contact details. Throttled per
   * client address (ATTORNEY_TEASER_LIMIT, always on: 429 with Retry-After), and each answer is kept per query until
   * the directory changes (issue 22 point 5).
   */
  @Public()
  @Get('teaser')
  @Header('Cache-Control', `public, max-age=${TEASER_MAX_AGE_SECONDS}`)
  @ApiOkResponse({ type: AttorneySearchResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many searches from this address: wait Retry-After seconds.' })
  @ApiQuery({ type: TeaserQueryDto })
  async teaser(
    @Query() raw: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const query = parseSearchRequest(raw, TEASER_FIELDS);
    await this.limits.consume(ATTORNEY_TEASER_LIMIT, clientBucket(req.ip));
    const key = JSON.stringify(['teaser', query.state, query.specialty ?? null, query.location ?? null]);
    const answer = await this.directory.memoized(key, () =>
      this.search.searchJson({ ...query, page: 1, pageSize: TEASER_RESULTS }, { contact: true }),
    );
    return json(res, answer);
  }

  /** The directory search (spec §7): signed in (401) with a plan or the one-time purchase (403). */
  @Post('search')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ type: AttorneySearchResponse })
  @ApiUnauthorizedResponse({ description: 'Login Required' })
  @ApiForbiddenResponse({ description: 'Subscription Required: no plan and no one-time access running' })
  @ApiBody({ type: SearchAttorneysRequestDto })
  async searchAttorneys(
    @CurrentUser() user: AuthenticatedUser,
    // Checked by parseSearchRequest (same rules and messages as the DTO, without class-validator on the hot path).
    @Body() body: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const query = parseSearchRequest(body, SEARCH_FIELDS);
    await this.access.require(user.id);
    return json(res, await this.search.searchJson(query, { contact: true }));
  }

  /** The same search as a GET (spec §7: `GET /api/attorneys?state=&specialty=&location=`). */
  @Get()
  @ApiBearerAuth()
  @ApiOkResponse({ type: AttorneySearchResponse })
  @ApiUnauthorizedResponse({ description: 'Login Required' })
  @ApiForbiddenResponse({ description: 'Subscription Required' })
  @ApiQuery({ type: ListAttorneysQueryDto })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() raw: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const query = parseSearchRequest(raw, LIST_FIELDS);
    await this.access.require(user.id);
    return json(res, await this.search.searchJson(query, { contact: true }));
  }
}
