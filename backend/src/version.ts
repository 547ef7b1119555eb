import { readFileSync } from 'node:fs';
import path from 'node:path';

function readVersion(): string {
  // Works from both backend/src (ts) and dist/backend/src (js): walk up to the root package.json.
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'suego' && pkg.version) return pkg.version;
    } catch {
      // keep walking
    }
  }
  return '0.0.0';
}

export const APP_VERSION = readVersion();
