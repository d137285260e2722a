/**
 * Rate limit and progressive lockout of sign-ins and second-factor codes (ASVS 2.2.1; decision
 * 042), shared by every process through the database. Unknown emails are counted exactly as known
 * ones, so neither the count, the answer nor its timing tells whether an account exists.
 */
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { HttpError } from '../lib/errors';
import type { ConsoleRepositories } from '../repositories';
import type { ThrottleKey, ThrottleKind } from '../repositories/sign-in-failures-repository';

const MINUTE = 60 * 1000;

/** The numbers of decision 042. */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE,
  /**
   * Failures within the window before a lockout, per kind of key; for the password-reset kinds
   * (decision 090), mails asked for: three per address typed, ten per client.
   */
  failures: {
    account: 10,
    client: 50,
    second_factor: 10,
    reset_account: 3,
    reset_client: 10,
  } satisfies Record<ThrottleKind, number>,
  /** The first lockout; each further one within `levelResetMs` lasts twice as long, up to the cap. */
  firstLockoutMs: 15 * MINUTE,
  maxLockoutMs: 4 * 60 * MINUTE,
  /** A key not locked for this long starts again at the first level. */
  levelResetMs: 24 * 60 * MINUTE,
} as const;

export const lockoutDuration = (level: number) =>
  Math.min(SIGN_IN_LIMITS.firstLockoutMs * 2 ** (level - 1), SIGN_IN_LIMITS.maxLockoutMs);

/**
 * The part of an address that names one client: an IPv4 address, or the /64 network of an IPv6
 * one (a single host is usually given a whole /64, so counting full addresses would let it rotate).
 */
export function clientNetwork(ip: string): string {
  const mapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (!isIPv6(mapped)) return mapped;
  const [head = '', tail] = mapped.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type Throttle = ReturnType<typeof createSignInThrottle>;

/**
 * `attempt` runs a check (a password or a code) under the limits: 429 with Retry-After while any
 * key is locked, else the check; a failure that reaches a key's limit locks that key.
 */
export function createSignInThrottle(repository: ConsoleRepositories['signInFailures'], secret: string) {
  /** The client's key: a keyed hash of its network, so the table holds no address. */
  const clientKey = (ip: string): ThrottleKey => ({
    kind: 'client',
    key: createHmac('sha256', secret).update(clientNetwork(ip)).digest('hex'),
  });

  const refuse = (until: Date, now: Date): never => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    throw new HttpError(
      429,
      'sign_in_locked',
      { minutes: Math.ceil(seconds / 60) },
      { 'retry-after': String(seconds) },
    );
  };

  const lockIfReached = async (
    keys: ThrottleKey[],
    counts: number[],
    now: Date,
    reached: (count: number, limit: number) => boolean,
  ) => {
    const limitOf = (index: number) => SIGN_IN_LIMITS.failures[keys[index]?.kind ?? 'account'];
    const due = keys.filter((_, index) => reached(counts[index] ?? 0, limitOf(index)));
    const levelSince = new Date(now.getTime() - SIGN_IN_LIMITS.levelResetMs);
    const ends = await Promise.all(due.map((key) => repository.lock(key, now, levelSince, lockoutDuration)));
    return {
      kinds: due.map((key) => key.kind),
      until: ends.length > 0 ? new Date(Math.max(...ends.map(Number))) : null,
    };
  };

  return {
    clientKey,

    /**
     * Counts one use of something limited rather than judged (a mail to set a new password):
     * false — nothing may happen — while a key is locked or parallel uses overtook its limit; the
     * use that reaches a key's limit still happens and locks the key, as a failure would.
     */
    async take(keys: ThrottleKey[]): Promise<boolean> {
      const now = new Date();
      if (await repository.lockedUntil(keys, now)) return false;
      const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
      const { counts } = await repository.record(keys, now, windowStart);
      const overtaken = await lockIfReached(keys, counts, now, (count, limit) => count > limit);
      if (overtaken.until) return false;
      await lockIfReached(keys, counts, now, (count, limit) => count >= limit);
      return true;
    },

    /** Lifts a key's lockout (the account's password was just set anew through the mail). */
    lift: (key: ThrottleKey) => repository.lift(key, new Date()),

    async attempt(
      keys: ThrottleKey[],
      check: () => Promise<boolean>,
    ): Promise<{ ok: boolean; locked: ThrottleKind[] }> {
      const now = new Date();
      const lockedUntil = await repository.lockedUntil(keys, now);
      if (lockedUntil) refuse(lockedUntil, now);

      const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
      const { ids, counts } = await repository.record(keys, now, windowStart);

      // More attempts than the limit without a lockout: parallel attempts overtook each other.
      const overtaken = await lockIfReached(keys, counts, now, (count, limit) => count > limit);
      if (overtaken.until) refuse(overtaken.until, now);

      const ok = await check();
      if (ok) {
        await repository.forget(ids);
        return { ok, locked: [] };
      }
      const locked = await lockIfReached(keys, counts, now, (count, limit) => count >= limit);
      return { ok, locked: locked.kinds };
    },
  };
}
