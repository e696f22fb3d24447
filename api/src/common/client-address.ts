import { isIP } from 'node:net';

/** An IPv4 address written inside IPv6 (::ffff:a.b.c.d), as a dual-stack socket reports IPv4 clients. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The address without its IPv6 zone ("fe80::1%eth0") and IPv4 unwrapped from its IPv6 form. */
function plainAddress(address: string): string {
  const unzoned = address.split('%')[0]!;
  return IPV4_MAPPED.exec(unzoned)?.[1] ?? unzoned;
}

/** Whether a listening host is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  const address = plainAddress(host);
  if (isIP(address) === 4) return address.startsWith('127.');
  return isIP(address) === 6 && expandIpv6(address).join(':') === '0:0:0:0:0:0:0:1';
}

/** The eight 16-bit groups of an IPv6 address, as numbers ("::" filled in, a trailing IPv4 part counted as two). */
function expandIpv6(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const groups = (part: string | undefined) =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = groups(head);
  const back = groups(tail);
  const missing = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<number>(missing).fill(0), ...back];
}

/**
 * Who a request counts as for per-client limits (the quote rate limit, open connections). One host is one client
 * whichever way it connects: its IPv4 address written as IPv6 is the same client, and 127.0.0.1 and ::1 are the same
 * machine. An IPv6 client gets a whole /64 from its provider (every address in it for the asking), so the /64 is the
 * client.
 */
export function clientBucket(address: string | undefined): string {
  if (!address) return 'unknown';
  const plain = plainAddress(address);
  if (isLoopbackHost(plain)) return 'loopback';
  if (isIP(plain) !== 6) return plain;
  const prefix = expandIpv6(plain)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
