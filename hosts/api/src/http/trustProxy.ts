import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the API are trusted to say who the client is (TRUST_PROXY): none,
 * the nearest `hops` of them, or those whose addresses are in `list` (CIDRs or addresses).
 */
export type TrustProxy = { hops: number } | { list: BlockList } | null;

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Reads TRUST_PROXY: empty or 0 (none), a hop count, or comma-separated CIDRs and addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (!text || text === '0') return null;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = entry.split('/');
    if (!isIP(address))
      throw new Error(`TRUST_PROXY: '${entry}' is not an address or CIDR (e.g. 10.0.0.0/8, ::1)`);
    if (prefix === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, Number(prefix), family(address));
  }
  return { list };
}

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * The client's address: the right-most one on the path (the socket's peer, then X-Forwarded-For
 * from right to left) that is not a trusted proxy. Whatever a client writes into the header
 * stands left of the proxies' own entries, so it is never picked while a trusted proxy is there.
 */
export function clientAddress(
  socket: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  if (!trust) return socket;
  const path = [
    socket,
    ...(forwardedFor ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .reverse(),
  ].map(plain);
  if ('hops' in trust) return path[Math.min(trust.hops, path.length - 1)] ?? socket;
  for (const address of path) {
    if (!isIP(address) || !trust.list.check(address, family(address))) return address;
  }
  return path.at(-1) ?? socket;
}
