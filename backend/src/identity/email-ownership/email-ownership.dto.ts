import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import { TextField } from '../../common/text-field.validator';
import { normalizeAccountEmail } from '../account-columns';
import { EMAIL_MAX, PASSWORD_MAX } from '../auth.dto';
import { INVALID_EMAIL_TOKEN_MESSAGE } from './email-ownership.service';

const normalizeEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizeAccountEmail(value) : value;

/** The token from an emailed link (verification or email change). */
export class EmailTokenRequestDto {
  @ApiProperty({ description: 'The token from the emailed link (43 characters).' })
  @TextField({ max: 64 })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: INVALID_EMAIL_TOKEN_MESSAGE })
  token!: string;
}

/** POST /api/auth/email-change: the new address, and the current password as a check. */
export class EmailChangeRequestDto {
  @ApiProperty({ example: 'ana.new@example.com', maxLength: EMAIL_MAX })
  @Transform(normalizeEmail)
  @TextField({ max: EMAIL_MAX, email: true })
  newEmail!: string;

  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @TextField({ max: PASSWORD_MAX })
  password!: string;
}

export class EmailOwnershipMessageDto {
  @ApiProperty() message!: string;
}

export class EmailConfirmedDto {
  @ApiProperty({ description: "The account's email, now verified." }) email!: string;
  @ApiProperty() message!: string;
}
