/** Every route of the console's own API under /api/admin/ (sign-in, two-factor, users, audit log). */
import type { FastifyInstance } from 'fastify';
import auditRoutes from './audit';
import authRoutes from './auth';
import twoFactorRoutes from './two-factor';
import userRoutes from './users';

export default async function consoleRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(userRoutes);
  await app.register(auditRoutes);
}
