/**
 * Console sessions (ASVS 3; decision 042): a random token in a cookie, its SHA-256 in the
 * database, so any number of processes share them and a copy of the table signs nobody in.
 * Idle expiry slides with use (written at most once a minute); the absolute expiry never moves.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { anonymizeIp } from '../lib/anonymize-ip';
import type { Principal } from '../lib/auth';
import { hashToken, newToken } from '../lib/tokens';
import type { ConsoleRepositories } from '../repositories';
import type { AdminSessionRow } from '../repositories/admin-sessions-repository';
import type { AdminUserRow } from '../repositories/admin-users-repository';

/** `last_seen_at` is written at most this often; the idle expiry is that much coarse. */
export const TOUCH_INTERVAL_MS = 60 * 1000;
/** How long the second step of a sign-in may take after the password was right. */
export const SECOND_FACTOR_WINDOW_MS = 5 * 60 * 1000;
const USER_AGENT_MAX = 512;
const TOKEN_MAX = 100;

export type ActiveSession = { session: AdminSessionRow; user: AdminUserRow; principal: Principal };

/**
 * Over HTTPS (PUBLIC_URL says so, or the request came that way) the cookie is `__Host-` prefixed
 * and Secure: the browser then refuses it from plain HTTP, from a subdomain and with a Domain.
 */
export function sessionCookie(config: AppConfig, request: FastifyRequest) {
  const secure = config.configuredPublicUrl?.startsWith('https:') === true || request.protocol === 'https';
  return {
    name: secure ? '__Host-wegweiser_session' : 'wegweiser_session',
    options: { path: '/', httpOnly: true, sameSite: 'strict' as const, secure },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

export function createSessions(config: AppConfig, repositories: ConsoleRepositories) {
  const { idleMs, absoluteMs } = config.adminSession;
  /** Sessions already resolved for a request (the auth hook, then the handler). */
  const resolved = new WeakMap<FastifyRequest, ActiveSession | null>();

  const tokenOf = (request: FastifyRequest) => {
    // Undefined when the answer was sent before the cookie plugin's hook ran (an early refusal).
    const token = request.cookies?.[sessionCookie(config, request).name];
    return token && token.length <= TOKEN_MAX ? token : undefined;
  };

  const expired = (session: AdminSessionRow, now: Date) =>
    new Date(session.expiresAt) <= now || new Date(session.lastSeenAt).getTime() + idleMs <= now.getTime();

  /** The session the cookie names, with its user, when it is still valid (expired ones are ended). */
  const find = async (request: FastifyRequest, now: Date) => {
    const token = tokenOf(request);
    if (!token) return undefined;
    const found = await repositories.adminSessions.withUser(hashToken(token));
    if (!found) return undefined;
    if (expired(found.session, now)) {
      await repositories.adminSessions.remove(found.session.id);
      return undefined;
    }
    return found;
  };

  const open = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: AdminUserRow,
    { pending, repository = repositories }: { pending: boolean; repository?: ConsoleRepositories },
  ) => {
    const now = new Date();
    const token = newToken();
    const lifetime = pending ? SECOND_FACTOR_WINDOW_MS : absoluteMs;
    await repository.adminSessions.insert({
      id: hashToken(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
      pendingSecondFactor: pending,
      ip: anonymizeIp(request.ip),
      userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
    });
    const cookie = sessionCookie(config, request);
    reply.setCookie(cookie.name, token, { ...cookie.options, maxAge: Math.floor(lifetime / 1000) });
  };

  return {
    /** The signed-in session of the request (not one waiting for its second factor), or null. */
    async active(request: FastifyRequest): Promise<ActiveSession | null> {
      if (resolved.has(request)) return resolved.get(request) ?? null;
      const now = new Date();
      const found = await find(request, now);
      const usable =
        found && !found.session.pendingSecondFactor && !found.user.disabledAt && found.user.passwordHash;
      const active: ActiveSession | null = usable
        ? { ...found, principal: { userId: found.user.id, role: found.user.role as Principal['role'] } }
        : null;
      if (active && now.getTime() - new Date(active.session.lastSeenAt).getTime() >= TOUCH_INTERVAL_MS) {
        await repositories.adminSessions.touch(active.session.id, now);
        active.session = { ...active.session, lastSeenAt: now };
      }
      resolved.set(request, active);
      return active;
    },

    /** The request came with a session cookie, or signed in on the way (its answer is the account's). */
    carriesSession: (request: FastifyRequest): boolean =>
      tokenOf(request) !== undefined || Boolean(resolved.get(request)),

    /** The user the auth hook found for this request, without asking the database again. */
    userOf: (request: FastifyRequest): string | null => resolved.get(request)?.user.id ?? null,

    /** The session waiting for a second factor, or undefined. */
    async pending(request: FastifyRequest) {
      const found = await find(request, new Date());
      return found?.session.pendingSecondFactor && !found.user.disabledAt ? found : undefined;
    },

    /**
     * Starts a session for the user (a new token each time: a token set before signing in never
     * becomes a signed-in one) and ends the one the request came with.
     */
    async start(
      request: FastifyRequest,
      reply: FastifyReply,
      user: AdminUserRow,
      options: { pending: boolean; repository?: ConsoleRepositories },
    ) {
      const previous = tokenOf(request);
      const repository = options.repository ?? repositories;
      if (previous) await repository.adminSessions.remove(hashToken(previous));
      await open(request, reply, user, options);
    },

    /** Ends the request's session, whatever its state, and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const token = tokenOf(request);
      const cookie = sessionCookie(config, request);
      reply.clearCookie(cookie.name, cookie.options);
      resolved.delete(request);
      return token ? repositories.adminSessions.remove(hashToken(token)) : false;
    },

    /** When the session ends if nothing happens, and at the latest. */
    expiries(session: AdminSessionRow) {
      const idle = new Date(new Date(session.lastSeenAt).getTime() + idleMs);
      const absolute = new Date(session.expiresAt);
      return { idle: idle < absolute ? idle : absolute, absolute };
    },
  };
}
