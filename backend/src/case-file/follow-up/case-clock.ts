import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PaymentGateway } from '../../payments';
import { customerNow } from '../../payments';
import { CheckoutCustomers } from '../checkout/checkout-customer.port';

/**
 * A case's clock: real time, or in sandbox payment mode the owner's test clock (ADR 060), which
 * `POST /api/sandbox/test-clock/advance` moves, so reminders, deadlines and the timeline follow the same clock as the
 * sandbox mail provider's deliveries. `key` is the billing customer whose clock it is (null: real time).
 */
@Injectable()
export class CaseClock {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentGateway,
    private readonly customers: CheckoutCustomers,
  ) {}

  keyFor(userId: string): Promise<string | null> {
    return this.payments.mode === 'sandbox' ? this.customers.customerOf(userId) : Promise.resolve(null);
  }

  now(key: string | null, tx?: EntityManager, realNow = new Date()): Promise<Date> {
    return key ? customerNow(tx ?? this.dataSource, key, realNow) : Promise.resolve(realNow);
  }

  async nowFor(userId: string): Promise<Date> {
    return this.now(await this.keyFor(userId));
  }
}
