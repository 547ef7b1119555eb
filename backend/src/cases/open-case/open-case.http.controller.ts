import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CASE_CREATION_LIMIT, UserRateLimiter } from '../../common/user-rate-limit/user-rate-limiter';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { CurrentUser } from '../../identity/access.decorators';
import type { AuthenticatedUser } from '../../identity/authenticated-user';
import { toCaseDetails } from '../case-form-data.dto';
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
  ) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The new case id and its status (pending until paid).' })
  @ApiTooManyRequestsResponse({ description: 'Too many new cases from this account in a short time; see Retry-After.' })
  async open(@CurrentUser() user: AuthenticatedUser, @Body() body: OpenCaseRequestDto): Promise<{ id: string; status: string }> {
    const details = toCaseDetails(body.formData, { amount: body.amount, caseType: body.caseType, state: body.state });
    await this.limits.consume(CASE_CREATION_LIMIT, user.id);
    const caseId = randomUUID();
    const { position } = await this.commands.execute(new OpenCaseCommand(caseId, { id: user.id, role: user.role }, details));
    await this.subscriptions.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS);
    return { id: caseId, status: 'pending' };
  }
}
