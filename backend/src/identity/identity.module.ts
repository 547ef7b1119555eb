import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { PersonalDataHolders } from '../common/personal-data-holder';
import { EventStore } from '../event-store/event-store';
import { ReadYourWrites } from '../event-store/subscriptions/read-your-writes';
import { DataSource } from 'typeorm';
import { sealLegacyAccounts } from './legacy-accounts';
import { NotificationOutbox } from '../outbox/outbox';
import { identityPersonalData } from './personal-data.holder';
import { AccessGuard } from './access.guard';
import { AuthChangeListener } from './auth-change-listener';
import { AuthController, LoginAliasController } from './auth.controller';
import { AuthRateLimiter } from './auth-rate-limiter';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { EmailOwnershipController } from './email-ownership/email-ownership.controller';
import { EmailOwnershipService } from './email-ownership/email-ownership.service';
import { EmailVerifiedHooks } from './email-ownership/email-verified.port';
import { LanguagePreferenceController, LanguagePreferences } from './language-preference';
import { PasswordHasher } from './password-hasher';
import { SessionCache } from './session-cache';
import { SessionsService, TOUCH_INTERVAL_MS } from './sessions.service';
import { UsersController } from './users.controller';
import { UserAccounts } from './user-accounts';
import { TotpKeyRing } from './two-factor/totp-key-ring';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorService } from './two-factor/two-factor.service';

/**
 * Accounts, sessions and access control. Registers the global {@link AccessGuard}: with this module loaded,
 * every route needs a session unless marked `@Public()`. Hooks the auth-change barrier into read-your-writes, so a
 * write answers only once the cached answers it changed are dropped in this process.
 */
@Module({
  controllers: [
    AuthController,
    LoginAliasController,
    UsersController,
    LanguagePreferenceController,
    TwoFactorController,
    EmailOwnershipController,
  ],
  providers: [
    PasswordHasher,
    {
      provide: SessionCache,
      useFactory: (config: AppConfig) =>
        new SessionCache(
          config.sessions.cacheMs,
          Math.min(TOUCH_INTERVAL_MS, config.sessions.idleMinutes * 60 * 1000),
        ),
      inject: [APP_CONFIG],
    },
    AuthChangeListener,
    SessionsService,
    AuthRateLimiter,
    DeviceCookies,
    AuthService,
    EmailOwnershipService,
    EmailVerifiedHooks,
    TotpKeyRing,
    TwoFactorService,
    UserAccounts,
    LanguagePreferences,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [
    SessionsService,
    AuthChangeListener,
    SessionCache,
    AuthService,
    PasswordHasher,
    AuthRateLimiter,
    TwoFactorService,
    UserAccounts,
    LanguagePreferences,
    EmailVerifiedHooks,
  ],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly readYourWrites: ReadYourWrites,
    private readonly authChanges: AuthChangeListener,
    private readonly holders: PersonalDataHolders,
    private readonly outbox: NotificationOutbox,
    private readonly languages: LanguagePreferences,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  async onModuleInit(): Promise<void> {
    // Accounts stored before docs/adr/128 are sealed (once) before anything signs in.
    await sealLegacyAccounts(this.dataSource, this.store.sealedValues);
    this.readYourWrites.addHook(() => this.authChanges.barrier().catch(() => undefined));
    this.holders.register(identityPersonalData(this.store.sealedValues));
    // emails go in the account's language (ADR 202)
    this.outbox.useRecipientLanguage((subjectId, tx) => this.languages.get(subjectId, tx));
  }
}
