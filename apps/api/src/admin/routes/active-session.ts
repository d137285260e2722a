import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import type { ActiveSession } from '../sessions';

/**
 * The session a `session`/role route's auth hook let through (resolved once per request, so this
 * asks the database nothing more).
 */
export const activeSession =
  (app: FastifyInstance) =>
  async (request: FastifyRequest): Promise<ActiveSession> => {
    const session = await app.consoleAuth.sessions.active(request);
    if (!session) throw new HttpError(401, 'authentication_required');
    return session;
  };
