/**
 * The hook point for authentication (decision 023). A route declares what it needs with `auth`;
 * who the request is comes from an authenticator that the console's session plugin registers
 * with `app.decorate('authenticator', …)`. A route that needs one where none is registered fails
 * at start-up, never at request time.
 */
import type { ConsoleRole } from '@wegweiser/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** `public`: anyone (the default); `session`: any signed-in user; `{role}`: that role or the owner. */
export type AuthRequirement = 'public' | 'session' | { role: ConsoleRole };

/** Who a request is, as the authenticator found it. */
export type Principal = { userId: string; role: ConsoleRole };

/** Set on every route with `auth`; its absence would be a bug in the route helper. */
export function requirePrincipal<T>(principal: T | undefined): T {
  if (!principal) throw new Error('an authenticated route ran without a principal');
  return principal;
}

/** Resolves the request's principal, or null when it carries no valid session. */
export type Authenticator = (request: FastifyRequest) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticator?: Authenticator;
  }
}

/** Throws unless a non-public route can be authenticated; called when the route is declared. */
export function assertAuthenticator(app: FastifyInstance, auth: AuthRequirement, route: string): void {
  if (auth === 'public') return;
  if (!app.hasDecorator('authenticator') || typeof app.authenticator !== 'function') {
    throw new Error(
      `route ${route} requires auth ${JSON.stringify(auth)} but no authenticator is registered ` +
        "(app.decorate('authenticator', …) before the route is declared)",
    );
  }
}

/** Whether the principal meets the requirement: the owner may do everything. */
export function allows(principal: Principal, auth: Exclude<AuthRequirement, 'public'>): boolean {
  if (auth === 'session') return true;
  return principal.role === 'owner' || principal.role === auth.role;
}

/** The request's principal for a protected route: 401 without a session, 403 without the role. */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: Exclude<AuthRequirement, 'public'>,
): Promise<Principal> {
  const principal = app.authenticator ? await app.authenticator(request) : null;
  if (!principal) throw new HttpError(401, 'authentication_required');
  if (!allows(principal, auth)) throw new HttpError(403, 'permission_denied');
  return principal;
}
