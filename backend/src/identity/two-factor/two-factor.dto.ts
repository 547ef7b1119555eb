import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TextField } from '../../common/text-field.validator';

/** A 6-digit code from the authenticator app, or (to verify) one of the recovery codes. Spaces are ignored. */
export class TwoFactorCodeRequestDto {
  @ApiProperty({ example: '123456', maxLength: 40, description: '6 digits, or a recovery code like abcd-efgh-ijkl-mnop' })
  @TextField({ max: 40, plain: 'line' })
  code!: string;
}

/** Starting an enrolment: the first one needs the one-time code `npm run users:role` printed (24 hours). */
export class TwoFactorEnrolmentRequestDto {
  @ApiPropertyOptional({
    example: 'k7m2-q9xa-3fpe-w6tz',
    maxLength: 40,
    description: 'Required for the first enrolment of an account: the one-time code printed by npm run users:role',
  })
  @TextField({ max: 40, plain: 'line', optional: true })
  enrolmentCode?: string;
}

export class TwoFactorStatusDto {
  @ApiProperty({ description: 'This account must pass a second factor for its staff tools (staff)' }) required!: boolean;
  @ApiProperty({ description: 'An authenticator app is set up' }) enrolled!: boolean;
  @ApiProperty({ description: 'This session has passed the second factor' }) verified!: boolean;
  @ApiProperty({ description: 'Unused recovery codes' }) recoveryCodesLeft!: number;
}

export class TwoFactorEnrolmentDto {
  @ApiProperty({ description: 'Base32 secret, shown once so it can be typed into an app that cannot scan' }) secret!: string;
  @ApiProperty({ description: 'otpauth://totp/… URI (what the QR code holds)' }) otpauthUrl!: string;
  @ApiProperty({ description: 'The QR code as a PNG data URL' }) qrCode!: string;
  @ApiProperty({ description: 'The setup must be confirmed with a code before this instant' }) expiresAt!: string;
}

export class TwoFactorRecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Shown once: each works one time instead of a code' }) recoveryCodes!: string[];
}

export class TwoFactorVerifiedDto {
  @ApiProperty({ enum: [true] }) verified!: true;
  @ApiProperty() recoveryCodesLeft!: number;
}
