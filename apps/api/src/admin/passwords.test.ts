import { PASSWORD_LIMITS } from '@wegweiser/contracts';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1) and a salt per hash', async () => {
    const first = await hashPassword('Kaffee-Wolke-Brücke-47');
    const second = await hashPassword('Kaffee-Wolke-Brücke-47');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Kaffee-Wolke-Brücke-47')).toBe(true);
    expect(await verifyPassword(first, 'Kaffee-Wolke-Brücke-48')).toBe(false);
  });

  it('never matches without a stored hash or with a malformed one', async () => {
    expect(await verifyPassword(null, '')).toBe(false);
    expect(await verifyPassword(undefined, 'anything-at-all-1')).toBe(false);
    expect(await verifyPassword('not-a-phc-string', 'anything-at-all-1')).toBe(false);
  });
});

describe('new password rules', () => {
  it.each([
    ['elf-Zeichen', 'password_too_short'],
    ['x'.repeat(PASSWORD_LIMITS.max + 1), 'too_long'],
    ['1q2w3e4r5t6y', 'password_too_common'],
    ['PasswordPassword', 'password_too_common'],
    ['Sunshine2024!', 'password_too_common'],
    ['!!qwertyuiop99', 'password_too_common'],
    ['Kaffee-Wolke-Brücke-47', null],
    ['x'.repeat(PASSWORD_LIMITS.max), null],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('counts characters, not UTF-16 units: 12 emoji are 12 characters', () => {
    expect(passwordProblem('🦊'.repeat(11))).toBe('password_too_short');
    expect(passwordProblem('🦊'.repeat(12))).toBeNull();
  });

  it('knows the list, ignoring case, and judges no core shorter than four characters', () => {
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('a)(*&^%$#@!9')).toBe(false);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});
