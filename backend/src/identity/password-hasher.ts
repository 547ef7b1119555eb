import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Algorithm, hash, parseOptions, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended parameter set (m=19 MiB, t=2, p=1). Set explicitly: the package's
 * docs and its defaults have disagreed across releases.
 */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

/** Prefix of every hash we write; a stored hash without it is rehashed at the next successful sign-in. */
export const ARGON2_PHC_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash?: Promise<string>;

  /** Computes the dummy hash at boot so the first unknown-email login costs the same as later ones. */
  async onModuleInit(): Promise<void> {
    await this.dummy();
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }

  /**
   * Spends the same work as a real verification and always fails: used when the email is unknown, so the
   * response time does not tell whether an account exists.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    await this.verify(await this.dummy(), password);
    return false;
  }

  needsRehash(passwordHash: string): boolean {
    try {
      const o = parseOptions(passwordHash);
      return (
        o.algorithm !== ARGON2_OPTIONS.algorithm ||
        o.memoryCost !== ARGON2_OPTIONS.memoryCost ||
        o.timeCost !== ARGON2_OPTIONS.timeCost ||
        o.parallelism !== ARGON2_OPTIONS.parallelism
      );
    } catch {
      return true;
    }
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(32).toString('base64url'));
    return this.dummyHash;
  }
}
