import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { TextField } from '../../common/text-field.validator';
import { EMAIL_MAX } from '../../identity/index';

/** POST /api/account/delete: the account's email, typed again, as the confirmation. */
export class DeleteAccountRequestDto {
  @ApiProperty({ example: 'ana@example.com', maxLength: EMAIL_MAX, description: "The account's email, typed to confirm." })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @TextField({ max: EMAIL_MAX, requiredMessage: "confirmEmail is required: type your account's email to confirm" })
  confirmEmail!: string;
}
