import { isIP } from 'node:net';

/**
 * Whether a URL points at this machine only (localhost, `*.localhost`, 127.0.0.0/8, ::1): nobody else can open
 * its links, so a missing mail server or a sandbox is a laptop's trial run, not a deployment (DESIGN §7b).
 */
export function isLocalUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  host = host.replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.split('.')[0] === '127';
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1';
  return false;
}
