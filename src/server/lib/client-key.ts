import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every per-client budget counts under (sign-in, second factor, live chat, renders, forms): an IPv4
 * address as it is, an IPv6 address by its /64 network, since one subscriber is handed a whole /64 and can
 * change the last 64 bits at will (docs/security.md). An IPv4-mapped IPv6 address (::ffff:1.2.3.4) is its
 * IPv4 address. `request.ip` is already the real client (TRUST_PROXY decides whose X-Forwarded-For is read).
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const hextets = expandIPv6(address);
  if (hextets.slice(0, 5).every((h) => h === '0') && hextets[5] === 'ffff') {
    const [high = 0, low = 0] = hextets.slice(6).map((h) => Number.parseInt(h, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${hextets.slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, each without leading zeros (an embedded IPv4 tail becomes two). */
function expandIPv6(address: string): string[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a, b, c, d] = v4[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((part) => Number.parseInt(part, 16).toString(16));
}
