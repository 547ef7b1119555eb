import { randomUUID } from 'node:crypto';
import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimitedError } from '../../common/errors';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { Public } from '../../identity/index';
import { AuthRateLimiter, type RateLimitRule } from '../../identity/index';
import { logSecurityEvent } from '../../identity/index';
import { bearerToken } from '../../identity/index';
import { SessionsService } from '../../identity/index';
import { SupportQueries } from '../support-queries';
import { fromOpened, SupportTicketResponse, toTicketResponse } from '../support-ticket.response';
import { OpenSupportTicketCommand } from './open-ticket.command';
import { OpenTicketRequestDto } from './open-ticket.request.dto';

/** The form is public, so it is a spam target: 10 requests an hour from one address, 5 for one email. */
export const SUPPORT_PER_IP: RateLimitRule = { name: 'support-ip', limit: 10, windowSeconds: 60 * 60 };
export const SUPPORT_PER_EMAIL: RateLimitRule = { name: 'support-email', limit: 5, windowSeconds: 60 * 60 };
export const SUPPORT_RATE_LIMITED_MESSAGE =
  'You have sent several support requests in a short time. Please wait a while and try again.';
@ApiTags('support')
@Controller('support')
export class OpenTicketController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionsService,
    private readonly limiter: AuthRateLimiter,
    private readonly readYourWrites: ReadYourWrites,
    private readonly queries: SupportQueries,
  ) {}

  /**
   * Public (spec §6: visitors may use the support form). A signed-in sender's ticket carries their user id, so it
   * shows under Account → My requests; an expired or unknown token is simply a visitor here.
   */
  @Public()
  @Post()
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @ApiCreatedResponse({
    type: SupportTicketResponse,
    description: 'The new ticket: status open, priority medium unless chosen.',
  })
  @ApiBadRequestResponse({
    description: 'name, email, subject and message are required; each 400 names the field',
  })
  @ApiTooManyRequestsResponse({
    description: 'Too many requests from this address or for this email; see Retry-After.',
  })
  async open(@Body() body: OpenTicketRequestDto, @Req() req: Request): Promise<SupportTicketResponse> {
    const refused = await this.limiter.consume([
      { rule: SUPPORT_PER_IP, subject: req.ip ?? 'unknown' },
      { rule: SUPPORT_PER_EMAIL, subject: body.email },
    ]);
    if (refused) {
      logSecurityEvent({
        event: 'auth.rate_limited',
        action: 'support_request',
        rule: refused.rule.name,
        email: body.email,
        ip: req.ip,
        retryAfterSeconds: refused.retryAfterSeconds,
      });
      throw new RateLimitedError(SUPPORT_RATE_LIMITED_MESSAGE, refused.retryAfterSeconds);
    }
    const { token } = bearerToken(req.headers.authorization);
    const user = token ? await this.sessions.authenticate(token) : null;
    const ticketId = randomUUID();
    const { position, opened } = await this.commands.execute(
      new OpenSupportTicketCommand(ticketId, user ? { id: user.id, role: user.role } : null, {
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
        priority: body.priority,
        language: body.language,
      }),
    );
    await this.readYourWrites.after(position);
    const row = await this.queries.byId(ticketId);
    // The read model may be behind (a slow worker elsewhere): then answer from the event just written.
    return row ? toTicketResponse(row) : fromOpened(opened!);
  }
}
