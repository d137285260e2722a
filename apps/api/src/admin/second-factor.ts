/**
 * Two-factor sign-in (ASVS 2.8): TOTP codes from an authenticator app (RFC 6238 through the
 * `otpauth` package: SHA-1, 6 digits, 30 s, one step either side for clock drift) and single-use
 * recovery codes. A code is accepted once: the step it belongs to is remembered per user.
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../lib/tokens';

/** How many steps before and after the current one a code may come from. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpFor = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new secret (160 bits, as RFC 4226 recommends) and the otpauth:// URI a QR code carries. */
export function newTotpSecret(issuer: string, label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, issuer, label).toString() };
}

/**
 * The time step a code belongs to, when it is valid now (within the window), else null. The caller
 * accepts it only if the step is later than the last one used.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code an authenticator app shows at `now` (tests, and the shell's self-check). */
export const totpCode = (secret: string, now = Date.now()) => totpFor(secret).generate({ timestamp: now });

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten codes of the form `xxxxx-xxxxx` (about 50 bits each; no 0/o or 1/l to misread). */
export function newRecoveryCodes(): string[] {
  const half = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** A recovery code as stored: SHA-256 of its normalised form (case and spaces do not matter). */
export const hashRecoveryCode = (code: string) => hashToken(code.trim().toLowerCase());

/** Whether a typed code has the recovery code's form (else it is a TOTP code). */
export const isRecoveryCode = (code: string) => /^[a-z0-9]{5}-[a-z0-9]{5}$/i.test(code.trim());
