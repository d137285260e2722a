/**
 * Password hashing and the rules for a new password (ASVS 2.1 and 2.4; decision 042).
 *
 * argon2id with OWASP's first recommended parameter set (19 MiB, 2 passes, 1 lane) through
 * `@node-rs/argon2`, which runs in libuv's thread pool and so never blocks the event loop.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_LIMITS } from '@wegweiser/contracts';
import type { MessageKey } from '@wegweiser/contracts/messages';
import { ValidationError } from '../lib/errors';
import { isCommonPassword } from './common-passwords';

/** OWASP Password Storage Cheat Sheet: m=19456 KiB, t=2, p=1. `algorithm: 2` is Argon2id. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/**
 * A hash of a random password made once per process. An unknown email (or an account without a
 * password) is verified against it, so the answer takes as long as for a known one.
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
};

/**
 * Whether `password` matches `stored`; with no stored hash, a verification that cannot succeed but
 * costs the same time. A malformed stored hash counts as a mismatch.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await dummy());
  try {
    const matches = await verify(target, password);
    return Boolean(stored) && matches;
  } catch {
    return false;
  }
}

/** Hashes the dummy now, so the first sign-in of an unknown email is not the fast one. */
export const warmUpPasswordHashing = () => dummy().then(() => undefined);

/**
 * Why a new password is refused, or null. Length as in the contract (the schema checked it
 * already at the boundary; checked again here for the shell and the environment), then the list.
 */
export function passwordProblem(password: string): MessageKey | null {
  if ([...password].length < PASSWORD_LIMITS.min) return 'password_too_short';
  if (password.length > PASSWORD_LIMITS.max) return 'too_long';
  if (isCommonPassword(password)) return 'password_too_common';
  return null;
}

/** A new password that breaks a rule is the named field's error. */
export function assertNewPassword(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem) {
    throw new ValidationError([
      { path: field, key: problem, params: { minimum: PASSWORD_LIMITS.min, maximum: PASSWORD_LIMITS.max } },
    ]);
  }
}
