import ipaddr from 'ipaddr.js';

/**
 * The address a sign-in counts against: an IPv4 address as it is (an IPv4-mapped IPv6 one as IPv4), an IPv6
 * address by its /64, the smallest block one subscriber is given, so that walking through a block gains nothing.
 */
export function signInAddressOf(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const block = new ipaddr.IPv6([...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${block.toString()}/64`;
}
