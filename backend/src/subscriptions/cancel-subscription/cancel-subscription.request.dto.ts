import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { CANCEL_REASON_MAX } from '../subscription.decide';
import { SafeText } from '../safe-text.validator';

/** POST /api/subscriptions/cancel (spec §7): `immediate` false (default) cancels at period end. */
export class CancelSubscriptionRequestDto {
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'immediate must be true or false' })
  immediate?: boolean;

  @ApiPropertyOptional({ maxLength: CANCEL_REASON_MAX, example: 'Too expensive for me right now' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'reason must be a string' })
  @SafeText()
  @MaxLength(CANCEL_REASON_MAX, { message: `reason must be at most ${CANCEL_REASON_MAX} characters` })
  reason?: string | null;
}
