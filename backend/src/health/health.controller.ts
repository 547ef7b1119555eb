import { Controller, Get, Header, Inject, Optional } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../identity/access.decorators';
import { SessionCache } from '../identity/session-cache';
import { APP_VERSION } from '../version';

export interface SubscriptionHealth {
  name: string;
  status: string;
  position: string;
  lag: number;
  error?: string;
}

/** Anything that runs subscriptions (projections, process managers) reports them through this token. */
export const SUBSCRIPTIONS_HEALTH = Symbol('SUBSCRIPTIONS_HEALTH');
export interface SubscriptionsHealthSource {
  subscriptionsHealth(): Promise<SubscriptionHealth[]>;
}

export interface HealthReport {
  status: 'ok' | 'error';
  version: string;
  database: 'up' | 'down';
  migrations: 'applied' | 'pending' | 'unknown';
  subscriptions: SubscriptionHealth[];
  /** `on` while change notifications arrive, `off` while the listener reconnects, `disabled` by configuration. */
  sessionCache?: 'on' | 'off' | 'disabled';
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(SUBSCRIPTIONS_HEALTH) private readonly subscriptions?: SubscriptionsHealthSource,
    @Optional() private readonly sessionCache?: SessionCache,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'Database, migrations, version and each subscription position and lag.' })
  async health(): Promise<HealthReport> {
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
