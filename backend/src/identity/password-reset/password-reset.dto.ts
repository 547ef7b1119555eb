import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import { TextField } from '../../common/text-field.validator';
import { normalizeAccountEmail } from '../account-columns';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../auth.dto';
import { AcceptablePassword } from '../password-policy';

const normalizeEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizeAccountEmail(value) : value;

/** POST /api/auth/password-reset: asks for a reset link. */
export class PasswordResetRequestDto {
  @ApiProperty({ example: 'ana@example.com', maxLength: EMAIL_MAX })
  @Transform(normalizeEmail)
  @TextField({ max: EMAIL_MAX, email: true })
  email!: string;
}

/** POST /api/auth/password-reset/confirm: the token from the link and the new password. */
export class PasswordResetConfirmDto {
  @ApiProperty({ description: 'The token from the emailed link (43 characters).' })
  @TextField({ max: 64 })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'token is invalid or has expired' })
  token!: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, format: 'password' })
  @TextField({ min: PASSWORD_MIN, max: PASSWORD_MAX })
  @AcceptablePassword(PASSWORD_MIN)
  password!: string;
}
