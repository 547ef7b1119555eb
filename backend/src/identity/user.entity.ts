import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Role } from './roles';

/** A person with an account. State-stored (DESIGN §4); the email is stored trimmed and lower-cased. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text', unique: true })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  /** argon2id PHC string; never leaves the identity module. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ type: 'text', default: 'user' })
  role!: Role;

  /** When the account opened a verification link sent to `email`; null until then (ADR 140). */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  /** 'en' | 'es', or null until chosen (issue 33, ADR 201). */
  @Column({ type: 'text', nullable: true })
  language!: string | null;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
