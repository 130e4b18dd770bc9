import net from 'node:net';
import type { Server } from 'node:http';
import { normalizeIP } from '@fastify/rate-limit';
import type { TrustProxy } from '../config';

/** proxy-addr's range names, as TRUST_PROXY accepts them. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function addEntry(list: net.BlockList, entry: string): void {
  const [address = '', bits] = entry.split('/');
  const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(address, family);
  else list.addSubnet(address, Number(bits), family);
}

/**
 * Whether a socket's peer is a proxy TRUST_PROXY names. A hop count trusts every peer (the nearest hop is the
 * proxy, whoever connects); a list trusts its addresses and ranges only; off trusts none.
 */
export function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new net.BlockList();
  for (const entry of trust) for (const each of NAMED_RANGES[entry] ?? [entry]) addEntry(list, each);
  return (address) => {
    // An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
    return list.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * At most `max` open connections per client address (IPv6 by /64, as the rate limits count): one more is
 * closed on arrival, before it is read, so a flood of idle sockets from one address costs that address
 * only. Trusted proxies are exempt: every visitor behind them shares their address, and the proxy limits
 * connections per visitor itself.
 */
export function capConnectionsPerAddress(server: Server, max: number, exempt: (address: string) => boolean): void {
  const open = new Map<string, number>();
  // Before Node's own listener, so a refused socket never gets a parser or a request.
  server.prependListener('connection', (socket: net.Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || exempt(address)) return;
    const key = normalizeIP(address);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
