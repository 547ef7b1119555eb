import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { needsSecondFactor, ROLES, type Role } from './roles';
import type { SecondFactorState } from './authenticated-user';
import { AcceptablePassword } from './password-policy';
import { IsIn, IsOptional } from 'class-validator';
import { TextField } from '../common/text-field.validator';
import { LANGUAGES, type Language } from './language-preference';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;

/** Emails are compared trimmed and lower-cased (spec §5); anything that is not a string is left for the validator. */
import { normalizeAccountEmail } from './account-columns';

const normalizeEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizeAccountEmail(value) : value;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Each field gets one message that starts with its name, so the 400 names the field (DESIGN §9).
class EmailField {
  @ApiProperty({ example: 'ana@example.com', maxLength: EMAIL_MAX })
  @Transform(normalizeEmail)
  @TextField({ max: EMAIL_MAX, email: true })
  email!: string;
}

export class RegisterRequestDto extends EmailField {
  /**
   * Taken exactly as typed (no trimming; ASVS 6.2.8); no composition rules (6.2.5), but not a common or breached
   * password and not containing the email or name (6.2.4, 6.2.11).
   */
  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @TextField({ min: PASSWORD_MIN, max: PASSWORD_MAX })
  @AcceptablePassword(PASSWORD_MIN)
  password!: string;

  @ApiProperty({ example: 'Ana Díaz', maxLength: NAME_MAX })
  @Transform(trim)
  @TextField({ max: NAME_MAX, plain: 'line' })
  name!: string;

  /** The page's language at sign-up (issue 33): the account's emails use it. Optional. */
  @ApiProperty({ enum: LANGUAGES, required: false })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: Language;
}

/** Sign-in needs only email and password (spec §5); no length rule beyond the maximum any account can have. */
export class LoginRequestDto extends EmailField {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @TextField({ max: PASSWORD_MAX })
  password!: string;
}

/** POST /api/users: the signed-in user's own email (as a check) and their new name. */
export class UpdateProfileRequestDto extends EmailField {
  @ApiProperty({ example: 'Ana Díaz', maxLength: NAME_MAX })
  @Transform(trim)
  @TextField({ max: NAME_MAX, plain: 'line' })
  name!: string;
}

/** The only shape in which a user leaves the API: no hash, no tokens, no payment ids. */
export class UserResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    description: 'Whether the account opened the verification link sent to its email (ADR 140).',
  })
  emailVerified!: boolean;

  @ApiProperty({
    enum: ['not_required', 'pending', 'verified'],
    description:
      "This session and the TOTP second factor: staff sessions are 'pending' until a code is entered (ADR 113)",
  })
  secondFactor!: SecondFactorState;
}

export class AuthResponseDto {
  @ApiProperty({ description: 'Bearer token; send as `Authorization: Bearer <token>`.' })
  token!: string;

  @ApiProperty({ type: UserResponseDto })
  user!: UserResponseDto;
}

export class UpdateProfileResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

/** `session` absent: a session just started (sign-in, sign-up), which has not passed a second factor. */
export function toUserResponse(user: {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: Date;
  emailVerified?: boolean;
  emailVerifiedAt?: Date | null;
  session?: { secondFactorVerified: boolean };
}): UserResponseDto {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerified ?? !!user.emailVerifiedAt,
    secondFactor: !needsSecondFactor(user.role)
      ? 'not_required'
      : user.session?.secondFactorVerified
        ? 'verified'
        : 'pending',
  };
}
