import { Controller, Get, Logger, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { describeError } from '../../common/describe-error';
import { UserRateLimiter, type UserRateLimitRule } from '../../rate-limits/user-rate-limiter';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { DataExportService, exportFileName } from './data-export.service';
import { ExportAbortedError } from './json-stream-writer';

/** Exports: 3 at once, then one every 10 minutes (each holds a database connection while it streams). */
export const DATA_EXPORT_LIMIT: UserRateLimitRule = {
  name: 'data-export',
  burst: 3,
  refillSeconds: 600,
  message: 'You have downloaded your data several times in a short time. Please wait a few minutes and try again.',
};

/** 'Download my data' (ADR 131): any signed-in account, auditors included (it reads only their own data). */
@ApiTags('account')
@ApiBearerAuth()
@Controller('account')
export class DataExportController {
  private readonly logger = new Logger(DataExportController.name);

  constructor(
    private readonly exporter: DataExportService,
    private readonly limits: UserRateLimiter,
  ) {}

  @Get('export')
  @ApiProduces('application/json')
  @ApiOkResponse({
    description:
      'suego-data-YYYY-MM-DD.json (attachment, streamed): { format, exportedAt, profile, sessions, passwordResetRequests, ' +
      'cases: [{ case, events, documentVersions, payments, … }], subscriptions, promotionRedemptions, paymentMethods, emails, … }',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many exports from this account; see Retry-After.' })
  async export(@CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    await this.limits.consume(DATA_EXPORT_LIMIT, user.id);
    const now = new Date();
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      await this.exporter.write(user, res, now);
      res.end();
      this.logger.log({ event: 'data_export.completed', userId: user.id });
    } catch (error) {
      // The status line may be gone already: cut the download short rather than end a broken document cleanly.
      if (!(error instanceof ExportAbortedError))
        this.logger.error({ event: 'data_export.failed', userId: user.id, error: describeError(error) });
      if (!res.headersSent) throw error;
      res.destroy();
    }
  }
}
