import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

/** Forgot password → emailed single-use link → new password (ADR 111). Needs the global OutboxModule. */
@Module({
  imports: [IdentityModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService],
})
export class PasswordResetModule {}
