import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { trimString } from '../../common/text-field.validator';

/** "12" → 12 for the expiry fields; anything else is left for the validators to refuse. */
const digitsToNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value;

/** Stripe's client secrets: `pi_…_secret_…` or `seti_…_secret_…`, letters and digits only. */
export const CLIENT_SECRET = /^(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/;

/** POST /api/sandbox/confirm: what Stripe.js would send with the card element. */
export class SandboxConfirmRequestDto {
  /** Checked by shape before any lookup: a payment or setup intent id, `_secret_`, then the secret itself. */
  @ApiProperty({ example: 'pi_3Qx…_secret_…', pattern: CLIENT_SECRET.source })
  @Transform(trimString)
  @IsString()
  @MaxLength(200)
  @Matches(CLIENT_SECRET, { message: 'clientSecret must be a client secret such as pi_…_secret_…' })
  clientSecret!: string;

  /** A card saved on the intent's customer, instead of card details (Stripe.js's `payment_method: pm_…`). */
  @ApiPropertyOptional({ example: 'pm_1Qx…', description: 'A saved card of the customer, instead of card details.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Matches(/^pm_[A-Za-z0-9]+$/, { message: 'paymentMethodId must be a saved card id such as pm_…' })
  paymentMethodId?: string;

  @ApiProperty({ example: '4242 4242 4242 4242' })
  @ValidateIf((o: SandboxConfirmRequestDto) => o.paymentMethodId === undefined)
  @IsString()
  @MaxLength(40)
  cardNumber!: string;

  @ApiProperty({ example: 12 })
  @ValidateIf((o: SandboxConfirmRequestDto) => o.paymentMethodId === undefined)
  @Transform(digitsToNumber)
  @IsInt()
  expMonth!: number;

  @ApiProperty({ example: 2030, description: 'Four digits, or two (30 = 2030).' })
  @ValidateIf((o: SandboxConfirmRequestDto) => o.paymentMethodId === undefined)
  @Transform(digitsToNumber)
  @IsInt()
  expYear!: number;

  @ApiProperty({ example: '123' })
  @ValidateIf((o: SandboxConfirmRequestDto) => o.paymentMethodId === undefined)
  @IsString()
  @MaxLength(10)
  cvc!: string;
}
