import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ReadYourWrites } from '../../event-store/subscriptions/read-your-writes';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { InputErrorCode, ValidationError } from '../../common/errors';
import type { Position } from '../../event-store/event-store';
import { CurrentUser } from '../../identity/index';
import type { AuthenticatedUser } from '../../identity/index';
import { ProviderEventHandler } from '../../payments/index';
import { PaymentGateway } from '../../payments/index';
import { OnlyInPaymentMode } from '../../payments/index';
import { advanceTestClock } from '../../payments/index';
import type { SandboxPaymentGateway } from '../../payments/index';
import { SandboxClockHooks } from '../../payments/index';
import { BillingCustomers } from '../billing-customers';

export class AdvanceTestClockRequestDto {
  @ApiProperty({ example: 8, minimum: 1, maximum: 400 })
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: 'days must be at least 1' })
  @Max(400, { message: 'days must be at most 400' })
  days!: number;
}

export class AdvanceTestClockResponse {
  @ApiProperty({ description: "The customer's clock after the advance (ISO-8601)." }) frozenTime!: string;
  @ApiProperty({ description: 'Billing transitions that fell due and were delivered as provider events.' })
  transitions!: number;
}

@ApiTags('sandbox')
@ApiBearerAuth()
@Controller('sandbox/test-clock')
export class TestClockController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly customers: BillingCustomers,
    private readonly dataSource: DataSource,
    private readonly providerEvents: ProviderEventHandler,
    private readonly fresh: ReadYourWrites,
    private readonly clockHooks: SandboxClockHooks,
  ) {}

  /**
   * Sandbox only (404 with Stripe keys): moves the signed-in user's customer `days` forward, like a Stripe test
   * clock. Trial ends, renewals, failed charges and their retries, and period-end cancellations that fall due
   * become provider events, delivered one transition at a time to the same handler as Stripe webhooks. The
   * customer's sandbox letters move along the same clock (mailed, in transit, delivered on day 3).
   */
  @Post('advance')
  @HttpCode(200)
  @UseGuards(OnlyInPaymentMode('sandbox'))
  @ApiOkResponse({ type: AdvanceTestClockResponse })
  async advance(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: AdvanceTestClockRequestDto,
  ): Promise<AdvanceTestClockResponse> {
    const customer = await this.customers.find(user.id);
    if (!customer)
      throw new ValidationError('days: there is no billing customer to advance yet; start a plan first', {
        field: 'days',
        code: InputErrorCode.NothingToDo,
      });
    const sandbox = this.gateway as SandboxPaymentGateway;
    let position: Position | null = null;
    const { frozenTime, transitions } = await advanceTestClock(
      this.dataSource,
      customer,
      body.days,
      new Date(),
      async (subscriptionId) => {
        for (const event of await sandbox.undeliveredEvents(subscriptionId)) {
          const result = await this.providerEvents.handle(event);
          await sandbox.markDelivered(event.id);
          position = result.position ?? position;
        }
      },
    );
    // What else keeps this customer's time (their sandbox letters) moves along too.
    position = (await this.clockHooks.advanced(customer, frozenTime)) ?? position;
    await this.fresh.after(position);
    return { frozenTime: frozenTime.toISOString(), transitions };
  }
}
