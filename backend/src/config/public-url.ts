import { isIP } from 'node:net';

/**
 * Whether the address users reach is this machine only: `localhost`, `*.localhost`, 127.0.0.0/8 or ::1. Anything
 * else is a deployment other people can reach, where a silent test mode would mislead them (issue 22 point 6).
 */
export function isLocalUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.split('.')[0] === '127';
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1';
  return false;
}
