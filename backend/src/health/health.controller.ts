import { Controller, Get, Header, Inject, Optional, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { testModeNotices } from '../config/test-mode';
import { Public } from '../identity/index';
import { SessionCache } from '../identity/index';
import { bearerToken } from '../identity/index';
import { SessionsService } from '../identity/index';
import { APP_VERSION } from '../version';
import {
  SUBSCRIPTIONS_HEALTH,
  type SubscriptionHealth,
  type SubscriptionsHealthSource,
} from '../event-store/subscriptions/subscriptions-health';

export interface HealthReport {
  status: 'ok' | 'error';
  version: string;
  database: 'up' | 'down';
  migrations: 'applied' | 'pending' | 'unknown';
  subscriptions: SubscriptionHealth[];
  /** `on` while change notifications arrive, `off` while the listener reconnects, `disabled` by configuration. */
  sessionCache?: 'on' | 'off' | 'disabled';
  /** Which gateway takes payments, whether PAYMENT_MODE chose it, and what the "Test mode" banner says. */
  payments: { mode: 'sandbox' | 'stripe'; explicit: boolean; testMode: string[] };
}

/**
 * What anyone may know: whether the service is up, and whether payments are test payments (every page says so in
 * its banner anyway, and an uptime check can alert on a production that runs in sandbox). The rest is for staff.
 */
export interface PublicHealth {
  status: 'up' | 'down';
  paymentMode: 'sandbox' | 'stripe';
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(SUBSCRIPTIONS_HEALTH) private readonly subscriptions?: SubscriptionsHealthSource,
    @Optional() private readonly sessionCache?: SessionCache,
    @Optional() private readonly sessions?: SessionsService,
    @Optional() @InjectConfig() private readonly config?: AppConfig,
  ) {}

  /**
   * Public: `{ status: 'up' }` (200) or `{ status: 'down' }` (503), for load balancers and uptime checks. A staff
   * session gets the whole report (database, migrations, version, each subscription's position and lag), which
   * tells an attacker what runs and how far behind it is (issue 11 point 12).
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      "{ status: 'up', paymentMode }; with a staff session: database, migrations, version, each subscription's position and lag, and the payment mode with the test-mode notices.",
  })
  @ApiServiceUnavailableResponse({ description: "{ status: 'down' } (or the full report for staff)." })
  async health(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PublicHealth | HealthReport> {
    const report = await this.report();
    res.status(report.status === 'ok' ? 200 : 503);
    if (await this.isStaff(req)) return report;
    return { status: report.status === 'ok' ? 'up' : 'down', paymentMode: report.payments.mode };
  }

  /**
   * Health is public, so the access guard never looks at the token: a staff one is checked here, and it must
   * have passed the second factor like every staff-only answer (ADR 113).
   */
  private async isStaff(req: Request): Promise<boolean> {
    const { token } = bearerToken(req.headers.authorization);
    if (!token || !this.sessions) return false;
    const user = await this.sessions.authenticate(token).catch(() => null);
    return user?.role === 'staff' && user.session.secondFactorVerified;
  }

  private async report(): Promise<HealthReport> {
    let database: HealthReport['database'] = 'down';
    let migrations: HealthReport['migrations'] = 'unknown';
    try {
      await this.dataSource.query('SELECT 1');
      database = 'up';
      migrations = (await this.dataSource.showMigrations()) ? 'pending' : 'applied';
    } catch {
      // database stays 'down'
    }
    const subscriptions =
      database === 'up' && this.subscriptions ? await this.subscriptions.subscriptionsHealth() : [];
    const failing = subscriptions.some((s) => s.status === 'failed');
    return {
      status: database === 'up' && migrations === 'applied' && !failing ? 'ok' : 'error',
      version: APP_VERSION,
      database,
      migrations,
      subscriptions,
      payments: {
        mode: this.config?.payments.mode ?? 'sandbox',
        explicit: this.config?.payments.explicit ?? false,
        testMode: this.config ? testModeNotices(this.config) : [],
      },
      ...(this.sessionCache
        ? {
            sessionCache: this.sessionCache.enabled
              ? 'on'
              : this.sessionCache.configured
                ? 'off'
                : 'disabled',
          }
        : {}),
    };
  }
}
