import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  isRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpCode,
  totpStep,
} from './second-factor';

describe('TOTP', () => {
  const { secret, otpauthUrl } = newTotpSecret('coaching.example', 'owner@example.com');
  const now = Date.parse('2026-11-24T12:00:10Z');
  const step = Math.floor(now / 30_000);

  it('a 160-bit base32 secret and an otpauth URI with issuer and account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('coaching.example');
    expect(decodeURIComponent(url.pathname)).toContain('owner@example.com');
  });

  it('accepts the codes of the step before, now and after (clock drift), nothing further', () => {
    for (const offset of [-1, 0, 1]) {
      expect(totpStep(secret, totpCode(secret, now + offset * 30_000), now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(totpStep(secret, totpCode(secret, now + offset * 30_000), now)).toBeNull();
    }
  });
});

describe('recovery codes', () => {
  it('ten distinct codes of the form xxxxx-xxxxx, stored as hashes that ignore case and spaces', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(isRecoveryCode(code)).toBe(true);
    }
    const [first = ''] = codes;
    expect(hashRecoveryCode(` ${first.toUpperCase()} `)).toBe(hashRecoveryCode(first));
    expect(hashRecoveryCode(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(isRecoveryCode('123456')).toBe(false);
  });
});
