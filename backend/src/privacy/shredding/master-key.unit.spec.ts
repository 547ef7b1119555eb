import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/env';
import { parseMasterKey } from '../../config/master-key-format';
import { loadOrCreateKeyFile, MasterKey } from './master-key';

describe('the privacy master key', () => {
  it('reads 32 bytes as base64, base64url or hex, and nothing else', () => {
    const raw = randomBytes(32);
    expect(parseMasterKey(raw.toString('base64'))).toEqual(raw);
    expect(parseMasterKey(raw.toString('base64url'))).toEqual(raw);
    expect(parseMasterKey(raw.toString('hex'))).toEqual(raw);
    expect(parseMasterKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseMasterKey('not a key')).toBeNull();
  });

  it('wraps a subject key so that only the same master key and subject open it', () => {
    const master = new MasterKey(randomBytes(32));
    const dek = randomBytes(32);
    const wrapped = master.wrap('user-1', dek);
    expect(master.unwrap('user-1', wrapped)).toEqual(dek);
    expect(() => master.unwrap('user-2', wrapped)).toThrow();
    expect(() => new MasterKey(randomBytes(32)).unwrap('user-1', wrapped)).toThrow();
    expect(master.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('generates the embedded default once, mode 0600, beside the embedded data directory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'suego-kek-'));
    try {
      const config = loadConfig({ EMBEDDED_PG_DIR: path.join(dir, 'postgres') });
      expect(config.privacy.keyFile).toBe(path.join(dir, 'postgres.privacy-master-key'));
      const first = loadOrCreateKeyFile(config.privacy.keyFile);
      expect(loadOrCreateKeyFile(config.privacy.keyFile)).toEqual(first);
      expect(statSync(config.privacy.keyFile).mode & 0o777).toBe(0o600);
      expect(parseMasterKey(readFileSync(config.privacy.keyFile, 'utf8'))).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is validated at boot: a bad PRIVACY_MASTER_KEY is named', () => {
    expect(() => loadConfig({ PRIVACY_MASTER_KEY: 'short' })).toThrow(/PRIVACY_MASTER_KEY: must be 32 bytes/);
    const key = randomBytes(32);
    expect(loadConfig({ PRIVACY_MASTER_KEY: key.toString('base64') }).privacy.masterKey).toEqual(key);
  });
});
