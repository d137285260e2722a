import { describe, expect, it } from 'vitest';
import { clientNetwork, lockoutDuration, SIGN_IN_LIMITS } from './sign-in-throttle';

describe('progressive lockout', () => {
  it('15 minutes, then twice as long each time, capped at 4 hours', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 9].map((level) => lockoutDuration(level) / 60_000);
    expect(minutes).toEqual([15, 30, 60, 120, 240, 240, 240]);
    expect(SIGN_IN_LIMITS.failures).toEqual({
      account: 10,
      client: 50,
      second_factor: 10,
      // Mails to set a new password asked for (decision 090).
      reset_account: 3,
      reset_client: 10,
    });
    expect(SIGN_IN_LIMITS.windowMs).toBe(15 * 60_000);
  });
});

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::', 'fe80:0:0:0::/64'],
  ])('%s → %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });

  it('one host rotating through its /64 is one client', () => {
    expect(clientNetwork('2001:db8:aa:bb::1')).toBe(clientNetwork('2001:db8:aa:bb:ffff:1:2:3'));
    expect(clientNetwork('2001:db8:aa:bb::1')).not.toBe(clientNetwork('2001:db8:aa:bc::1'));
  });
});
