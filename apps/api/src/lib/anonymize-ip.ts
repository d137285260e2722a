import { isIPv4, isIPv6 } from 'node:net';

/**
 * Shortens an IP address before it is logged (privacy policy: log files keep no full address):
 * the last octet of IPv4 and all but the first 48 bits of IPv6 become zero.
 */
export function anonymizeIp(ip: string | undefined): string {
  if (!ip) return '';
  const mapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return mapped.replace(/\.\d+$/, '.0');
  if (isIPv6(mapped)) {
    const [head = ''] = mapped.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::`;
  }
  return '';
}
