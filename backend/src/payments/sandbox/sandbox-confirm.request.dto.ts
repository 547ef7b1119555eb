import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** "12" → 12 for the expiry fields; anything else is left for the validators to refuse. */
const digitsToNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value;

/** POST /api/sandbox/confirm: what Stripe.js would send with the card element. */
export class SandboxConfirmRequestDto {
  @ApiProperty({ example: 'pi_3Qx…_secret_…' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  clientSecret!: string;

  @ApiProperty({ example: '4242 4242 4242 4242' })
  @IsString()
  @MaxLength(40)
  cardNumber!: string;

  @ApiProperty({ example: 12 })
  @Transform(digitsToNumber)
  @IsInt()
  expMonth!: number;

  @ApiProperty({ example: 2030, description: 'Four digits, or two (30 = 2030).' })
  @Transform(digitsToNumber)
  @IsInt()
  expYear!: number;

  @ApiProperty({ example: '123' })
  @IsString()
  @MaxLength(10)
  cvc!: string;
}
