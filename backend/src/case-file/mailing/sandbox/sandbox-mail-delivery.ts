import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG } from '../../../config/app-config';
import type { AppConfig } from '../../../config/env';
import { describeError } from '../../../common/describe-error';
import type { Position } from '../../../event-store/event-store';
import { MailGateway } from '../mail-gateway';
import { MailTracking } from '../tracking/mail-tracking';
import type { SandboxMailGateway } from './sandbox-mail-gateway';

/** How often the worker delivers the sandbox's tracking webhooks that fell due by real time. */
export const SANDBOX_MAIL_SWEEP_MS = 60_000;

/**
 * Delivers the sandbox mail provider's tracking "webhooks" to the same handler as Lob's signed ones: right after a
 * customer's test clock moved (their letters), and once a minute in the worker for letters on real time.
 */
@Injectable()
export class SandboxMailDelivery implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mailing');
  private timer?: ReturnType<typeof setInterval>;
  private running?: Promise<unknown>;

  constructor(
    private readonly gateway: MailGateway,
    private readonly tracking: MailTracking,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Delivers what is due (of one clock, or every letter), oldest first; the last position appended. */
  async deliverDue(clockKey?: string | null): Promise<Position | null> {
    if (this.gateway.mode !== 'sandbox') return null;
    const sandbox = this.gateway as SandboxMailGateway;
    let position: Position | null = null;
    for (const event of await sandbox.dueEvents(clockKey)) {
      const result = await this.tracking.handle(event);
      await sandbox.markDelivered(event.id);
      position = result.position ?? position;
    }
    return position;
  }

  onApplicationBootstrap(): void {
    if (this.gateway.mode !== 'sandbox' || this.config.role === 'api' || this.config.env === 'test') return;
    this.timer = setInterval(() => {
      this.running ??= this.deliverDue()
        .catch((error: unknown) =>
          this.logger.warn(
            { error: describeError(error) },
            'Sandbox mail delivery failed; retried in a minute',
          ),
        )
        .finally(() => (this.running = undefined));
    }, SANDBOX_MAIL_SWEEP_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
