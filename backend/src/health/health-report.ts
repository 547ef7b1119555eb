import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { testModeNotices } from '../config/test-mode';
import { SessionCache } from '../identity/index';
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

/**
 * The full health report: a database ping, pending migrations, each subscription's position and lag (one count
 * per subscription), the session cache and the payment mode. Costs a dozen queries, so only staff get it on
 * request; the public answer reads HealthStatus, which runs this in the background (ADR 212).
 */
@Injectable()
export class HealthProbe {
  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(SUBSCRIPTIONS_HEALTH) private readonly subscriptions?: SubscriptionsHealthSource,
    @Optional() private readonly sessionCache?: SessionCache,
    @Optional() @InjectConfig() private readonly config?: AppConfig,
  ) {}

  get paymentMode(): PublicHealth['paymentMode'] {
    return this.config?.payments.mode ?? 'sandbox';
  }

  async report(): Promise<HealthReport> {
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
        mode: this.paymentMode,
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
