import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox payment gateway's own state (DESIGN.md §6): the provider-side objects it pretends to hold
 * (payment and setup intents, customers, payment methods, subscriptions) and the events it emits. It stands in
 * for Stripe's database, so it is ordinary mutable state, not event-sourced; nothing outside the sandbox
 * adapter reads it.
 */
export class CreatePaymentsSandbox1795600000000 implements MigrationInterface {
  name = 'CreatePaymentsSandbox1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA sandbox`);
    await q.query(`
      CREATE TABLE sandbox.objects (
        id              text        PRIMARY KEY,
        object          text        NOT NULL,
        data            jsonb       NOT NULL,
        client_secret   text        NULL CONSTRAINT objects_client_secret_key UNIQUE,
        idempotency_key text        NULL CONSTRAINT objects_idempotency_key_key UNIQUE,
        request_hash    text        NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX objects_customer_idx ON sandbox.objects (object, (data->>'customer'))`);
    await q.query(`
      CREATE TABLE sandbox.events (
        seq          bigserial   PRIMARY KEY,
        id           text        NOT NULL CONSTRAINT events_id_key UNIQUE,
        type         text        NOT NULL,
        object_id    text        NOT NULL,
        data         jsonb       NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz NULL
      )`);
    await q.query(
      `CREATE INDEX events_undelivered_idx ON sandbox.events (object_id, seq) WHERE delivered_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA sandbox CASCADE`);
  }
}
