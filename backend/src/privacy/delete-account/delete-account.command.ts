import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../identity/index';

/** Delete the signed-in user's account: `confirmEmail` must be its email. */
export class DeleteAccountCommand extends Command<void> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly confirmEmail: string,
  ) {
    super();
  }
}
