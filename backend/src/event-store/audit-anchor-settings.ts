import { existsSync } from 'node:fs';
import { loadOrCreateKeyFile } from '../config/key-file';
import type { AppConfig } from '../config/env';

/** AUDIT_ANCHOR_KEY, else the key generated beside the embedded data directory (created on first use). */
export function anchorKey(config: Pick<AppConfig, 'auditAnchor'>): Buffer {
  return config.auditAnchor.key ?? loadOrCreateKeyFile(config.auditAnchor.keyFile);
}

/** The key only when one exists already (verifying needs none before the first anchor). */
export function existingAnchorKey(config: Pick<AppConfig, 'auditAnchor'>): Buffer | null {
  if (config.auditAnchor.key) return config.auditAnchor.key;
  return existsSync(config.auditAnchor.keyFile) ? loadOrCreateKeyFile(config.auditAnchor.keyFile) : null;
}
