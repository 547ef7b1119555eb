import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CASE_CREATION_LIMIT, UserRateLimiter } from '../../rate-limits/user-rate-limiter';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { CurrentUser } from '../../identity/access.decorators';
import { AuthChangeListener } from '../../identity/auth-change-listener';
import type { AuthenticatedUser } from '../../identity/authenticated-user';
import { toCaseDetails } from '../case-form-data.dto';
import { CoverCaseBySubscriptionCommand } from '../../subscriptions/cover-case/cover-case.command';
import { OpenCaseCommand } from './open-case.command';
import { OpenCaseRequestDto } from './open-case.request.dto';

/** How long a command endpoint waits for the read model, so the client's next GET sees its write. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5_000;

@ApiTags('cases')
@ApiBearerAuth()
@Controller('cases')
export class OpenCaseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly subscriptions: SubscriptionsService,
    private readonly limits: UserRateLimiter,
    private readonly authChanges: AuthChangeListener,
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
    const cover = await this.commands.execute(new CoverCaseBySubscriptionCommand(caseId, actor));
    await this.subscriptions.waitFor(cover.position ?? position, READ_YOUR_WRITES_TIMEOUT_MS);
    // The plan's allowance changed: cached subscription status answers are dropped before we answer.
    if (cover.covered) await this.authChanges.barrier().catch(() => undefined);
    return { id: caseId, status: cover.covered ? 'subscription' : 'pending' };
  }
}
