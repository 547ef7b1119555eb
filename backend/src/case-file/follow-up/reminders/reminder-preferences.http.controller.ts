import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { Request, Response } from 'express';
import { NotFoundError } from '../../../common/errors';
import { CurrentUser, Public } from '../../../identity';
import type { AuthenticatedUser } from '../../../identity';
import { AnswerLinkQueryDto } from '../answer-link/answer-link.request.dto';
import { FOLLOW_UP_LINK_KEY, SignedLinks } from '../links/signed-links';
import { ReminderPreferences } from './reminder-preferences';

export class ReminderPreferenceDto {
  @ApiProperty({
    description: 'Emails about your letters: delivered, 3 days before the response date, on it, a week after',
  })
  @IsBoolean({ message: 'emailReminders must be true or false' })
  emailReminders!: boolean;
}

export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Turn reminders off on your account page.';

/**
 * The reminders' off switch (ADR 170): every reminder's RFC 8058 one-click address (a mail provider POSTs
 * `List-Unsubscribe=One-Click` to it, no sign-in), the page its link opens (a GET only redirects there: opening a
 * link changes nothing), and the same switch on the account page.
 */
@ApiTags('follow-up')
@Controller()
export class ReminderPreferencesController {
  private readonly links: SignedLinks;

  constructor(
    private readonly preferences: ReminderPreferences,
    @Inject(FOLLOW_UP_LINK_KEY) linkKey: Buffer,
  ) {
    this.links = new SignedLinks(linkKey);
  }

  @Get('account/reminders')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ReminderPreferenceDto })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<ReminderPreferenceDto> {
    return { emailReminders: await this.preferences.emailReminders(user.id) };
  }

  @Put('account/reminders')
  @ApiBearerAuth()
  @ApiOkResponse({ type: ReminderPreferenceDto })
  async set(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ReminderPreferenceDto,
  ): Promise<ReminderPreferenceDto> {
    await this.preferences.set(user.id, body.emailReminders, 'account');
    return { emailReminders: body.emailReminders };
  }

  /** Opening the List-Unsubscribe address in a browser shows the confirmation page; nothing changes. */
  @Public()
  @Get('reminders/unsubscribe')
  redirect(@Query() query: AnswerLinkQueryDto, @Res() res: Response): void {
    res.redirect(302, `/unsubscribe?token=${encodeURIComponent(query.token)}`);
  }

  /** RFC 8058 one-click (a provider's POST with `List-Unsubscribe=One-Click`), or the confirmation page's button. */
  @Public()
  @Post('reminders/unsubscribe')
  @HttpCode(200)
  @ApiOkResponse({ type: ReminderPreferenceDto })
  async unsubscribe(@Query() query: AnswerLinkQueryDto, @Req() req: Request): Promise<ReminderPreferenceDto> {
    const link = this.links.readUnsubscribe(query.token);
    if (!link) throw new NotFoundError(UNSUBSCRIBE_LINK_INVALID);
    const body = req.body as Record<string, unknown> | undefined;
    const oneClick = body?.['List-Unsubscribe'] === 'One-Click';
    await this.preferences.set(link.userId, false, oneClick ? 'one_click' : 'email_link');
    return { emailReminders: false };
  }
}
