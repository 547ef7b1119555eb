import { Injectable, Logger } from '@nestjs/common';

/** A context that acts once an account has proved it reads its address (the subscriptions claim the email's trial). */
export interface EmailVerifiedListener {
  emailVerified(user: { id: string; email: string }): Promise<void>;
}

/**
 * Told after an address is verified, by its link or by an email change (issue 37 point 1, ADR 210). Identity knows
 * nothing of trials: the subscriptions register here. A listener that fails is logged and does not undo the
 * verification (the next verified sign-up claims the address anyway).
 */
@Injectable()
export class EmailVerifiedHooks {
  private readonly logger = new Logger('Identity');
  private readonly listeners: EmailVerifiedListener[] = [];

  register(listener: EmailVerifiedListener): void {
    this.listeners.push(listener);
  }

  async verified(user: { id: string; email: string }): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener.emailVerified(user);
      } catch (error) {
        this.logger.error({ err: error, userId: user.id }, 'A listener of email verification failed');
      }
    }
  }
}
