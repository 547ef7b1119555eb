import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { SecretBox } from './secret-box';

const DATABASE_KEY_NAME = 'totp-encryption-key';

/**
 * The key ring for TOTP secrets (ADR 113). `TOTP_ENCRYPTION_KEY` set: it seals new secrets, and a key kept in the
 * database earlier still opens the secrets it sealed. Unset: a random key generated once and kept in
 * `app_secrets` (the same for every process), which protects a leaked copy of the two-factor table alone.
 */
@Injectable()
export class TotpKeyRing {
  private box?: Promise<SecretBox>;

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  get(): Promise<SecretBox> {
    this.box ??= this.load().catch((error: unknown) => {
      this.box = undefined; // a database hiccup is retried on the next call
      throw error;
    });
    return this.box;
  }

  private async load(): Promise<SecretBox> {
    const configured = this.config.twoFactor.encryptionKey;
    if (!configured) {
      await this.dataSource.query(
        `INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
        [DATABASE_KEY_NAME, randomBytes(32)],
      );
    }
    const rows: { value: Buffer }[] = await this.dataSource.query(`SELECT value FROM app_secrets WHERE name = $1`, [
      DATABASE_KEY_NAME,
    ]);
    const stored = rows[0]?.value;
    if (configured) return new SecretBox(configured, stored ? [stored] : []);
    if (!stored) throw new Error('The TOTP key was not stored');
    return new SecretBox(stored);
  }
}
