import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './access.guard';
import { AuthController, LoginAliasController } from './auth.controller';
import { AuthRateLimiter } from './auth-rate-limiter';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';
import { SessionEntity } from './session.entity';
import { SessionsService } from './sessions.service';
import { UserEntity } from './user.entity';
import { UsersController } from './users.controller';

/**
 * Accounts, sessions and access control. Registers the global {@link AccessGuard}: with this module loaded,
 * every route needs a session unless marked `@Public()`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity])],
  controllers: [AuthController, LoginAliasController, UsersController],
  providers: [
    PasswordHasher,
    SessionsService,
    AuthRateLimiter,
    AuthService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionsService],
})
export class IdentityModule {}
