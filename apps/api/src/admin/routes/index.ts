/**
 * Every route of the console's own API under /api/admin/: sign-in, two-factor, users, audit log,
 * the content resources with drafts, revisions and the translation report, and the media library.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_RESOURCES } from '../../repositories/resources';
import contentAdminRoutes from '../content/content-routes';
import mediaRoutes from '../media/media-routes';
import auditRoutes from './audit';
import authRoutes from './auth';
import twoFactorRoutes from './two-factor';
import userRoutes from './users';

export default async function consoleRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(userRoutes);
  await app.register(auditRoutes);
  await app.register(contentAdminRoutes, { resources: CONTENT_RESOURCES });
  await app.register(mediaRoutes, { resources: CONTENT_RESOURCES });
}
