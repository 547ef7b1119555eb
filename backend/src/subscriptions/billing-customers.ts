import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { execSql } from '../database/sql';
import { PaymentGateway } from '../payments/payment-gateway';

/**
 * The provider customer of each account, kept in `users.stripe_customer_id` (identity is state-stored). Created
 * once: the idempotency key is the user id, and the first id stored wins a race.
 */
@Injectable()
export class BillingCustomers {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly dataSource: DataSource,
  ) {}

  async find(userId: string): Promise<string | null> {
    const { rows } = await execSql<{ stripe_customer_id: string | null }>(
      this.dataSource,
      `SELECT stripe_customer_id FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0]?.stripe_customer_id ?? null;
  }

  async ensure(user: { id: string; email: string }): Promise<string> {
    const existing = await this.find(user.id);
    if (existing) return existing;
    const customer = await this.gateway.createCustomer({
      email: user.email,
      metadata: { userId: user.id },
      idempotencyKey: `cus:create:${user.id}`,
    });
    await execSql(
      this.dataSource,
      `UPDATE users SET stripe_customer_id = $2 WHERE id = $1 AND stripe_customer_id IS NULL`,
      [user.id, customer.id],
    );
    return (await this.find(user.id)) ?? customer.id;
  }
}
