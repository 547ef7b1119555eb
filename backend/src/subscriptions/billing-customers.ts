import { Injectable } from '@nestjs/common';
import { UserAccounts } from '../identity/index';
import { PaymentGateway } from '../payments/index';

/**
 * The provider customer of each account, kept by identity (`users.stripe_customer_id`, state-stored). Created
 * once: the idempotency key is the user id, and the first id stored wins a race.
 */
@Injectable()
export class BillingCustomers {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly accounts: UserAccounts,
  ) {}

  async find(userId: string): Promise<string | null> {
    return this.accounts.billingCustomer(userId);
  }

  async ensure(user: { id: string; email: string }): Promise<string> {
    const existing = await this.find(user.id);
    if (existing) return existing;
    const customer = await this.gateway.createCustomer({
      email: user.email,
      metadata: { userId: user.id },
      idempotencyKey: `cus:create:${user.id}`,
    });
    await this.accounts.setBillingCustomerIfUnset(user.id, customer.id);
    return (await this.find(user.id)) ?? customer.id;
  }
}
