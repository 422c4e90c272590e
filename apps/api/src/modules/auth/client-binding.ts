/**
 * Which client a refresh token was spent by (decision 010, "The grace window is the same client's"):
 * the browser's user agent and its network — the address family and prefix (IPv4 /24, IPv6 /64),
 * not the whole address, so a home router's or a carrier's rotating address within its network
 * stays the same client. Only the grace renewal reads it (tokens.ts `takeOverLostSuccessor`): a
 * spent token may come back within the window only from the client that spent it.
 */
import { isIP } from 'node:net';
import { sha256 } from '../../lib/crypto.ts';

export interface ClientOrigin {
  userAgent: string | undefined;
  ip: string;
}

/** the network part of an address: `4:a.b.c` or `6:` and the first four groups; the raw text otherwise */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  const family = isIP(address);
  if (family === 4) return `4:${address.split('.').slice(0, 3).join('.')}`;
  if (family !== 6) return `?:${address}`;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  // an embedded IPv4 tail (::1.2.3.4) is in the last 32 bits, beyond the /64 kept here
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `6:${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}`;
}

/** What refresh_token.used_by keeps: a hash, so the table holds no user agent or address. */
export const clientBinding = (origin: ClientOrigin): string =>
  sha256(`${networkOf(origin.ip)}\n${origin.userAgent ?? ''}`);
