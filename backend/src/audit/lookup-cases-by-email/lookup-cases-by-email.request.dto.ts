import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { EMAIL_MAX } from '../../identity/index';
import { TextField } from '../../common/text-field.validator';

/** `GET /api/audit/cases?email=`: the claimant's email, compared trimmed and lower-cased like sign-in does. */
export class LookupCasesByEmailQueryDto {
  @ApiProperty({ example: 'maria@example.com', maxLength: EMAIL_MAX })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @TextField({ max: EMAIL_MAX, email: true })
  email!: string;
}
