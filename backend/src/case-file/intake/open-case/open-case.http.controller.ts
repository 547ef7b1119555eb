import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CASE_CREATION_LIMIT, UserRateLimiter } from '../../../rate-limits/user-rate-limiter';
import { ReadYourWrites } from '../../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { toCaseDetails } from '../case-form-data.dto';
import { CaseCoverage } from './case-coverage.port';
import { OpenCaseCommand } from './open-case.command';
import { OpenCaseRequestDto } from './open-case.request.dto';

@ApiTags('cases')
@ApiBearerAuth()
@Controller('cases')
export class OpenCaseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly limits: UserRateLimiter,
    private readonly coverage: CaseCoverage,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: "The new case id and its status: 'subscription' when the user's plan covers it, else 'pending' until paid." })
  @ApiTooManyRequestsResponse({ description: 'Too many new cases from this account in a short time; see Retry-After.' })
  async open(@CurrentUser() user: AuthenticatedUser, @Body() body: OpenCaseRequestDto): Promise<{ id: string; status: string }> {
    const details = toCaseDetails(body.formData, { amount: body.amount, caseType: body.caseType, state: body.state });
    await this.limits.consume(CASE_CREATION_LIMIT, user.id);
    const caseId = randomUUID();
    const actor = { id: user.id, role: user.role };
    const { position } = await this.commands.execute(new OpenCaseCommand(caseId, actor, details));
    // A subscriber's plan covers the case when it has documents left (then straight to the document).
    const cover = await this.coverage.cover(caseId, actor);
    // When the plan's allowance changed, the cached subscription status answers are dropped before we answer.
    await this.readYourWrites.after(cover.position ?? position);
    return { id: caseId, status: cover.covered ? 'subscription' : 'pending' };
  }
}
