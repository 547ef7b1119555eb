import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One sign-in. The bearer token itself is never stored: only its SHA-256 (`token_hash`), so a database leak
 * does not hand out live sessions. `session_id` is a public, loggable identifier for the session.
 */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'session_id', type: 'text', unique: true })
  sessionId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'token_hash', type: 'bytea', unique: true })
  tokenHash!: Buffer;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Sliding idle expiry; refreshed at most once a minute per session. */
  @Column({ name: 'last_used_at', type: 'timestamptz' })
  lastUsedAt!: Date;

  /** Absolute expiry, fixed at sign-in. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  ip!: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;
}
