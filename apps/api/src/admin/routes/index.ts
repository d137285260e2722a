/**
 * Every route of the console's own API under /api/admin/: sign-in, two-factor, users, audit log,
 * the content resources with drafts, revisions and the translation report, the media library,
 * the analytics dashboard, the newsletter's subscribers and the contact inbox, the outbox,
 * newsletter campaigns, the owner's retention periods, the practice's time zone and the start page's overview.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_RESOURCES } from '../../repositories/resources';
import analyticsAdminRoutes from '../analytics/analytics-routes';
import agendaAdminRoutes from '../booking/agenda-routes';
import bookingPolicyAdminRoutes from '../booking-policy/booking-policy-routes';
import bookingSetupAdminRoutes from '../booking-setup/booking-setup-routes';
import campaignsAdminRoutes from '../campaigns/campaigns-routes';
import contentAdminRoutes from '../content/content-routes';
import mediaRoutes from '../media/media-routes';
import messagesRoutes from '../messages/messages-routes';
import outboxAdminRoutes from '../outbox/outbox-routes';
import practiceAdminRoutes from '../practice/practice-routes';
import retentionAdminRoutes from '../retention/retention-routes';
import subscribersAdminRoutes from '../subscribers/subscribers-routes';
import auditRoutes from './audit';
import authRoutes from './auth';
import overviewRoutes from './overview';
import twoFactorRoutes from './two-factor';
import userRoutes from './users';

export default async function consoleRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(userRoutes);
  await app.register(auditRoutes);
  await app.register(contentAdminRoutes, { resources: CONTENT_RESOURCES });
  await app.register(mediaRoutes, { resources: CONTENT_RESOURCES });
  await app.register(analyticsAdminRoutes);
  await app.register(subscribersAdminRoutes);
  await app.register(messagesRoutes);
  await app.register(outboxAdminRoutes);
  await app.register(campaignsAdminRoutes);
  await app.register(retentionAdminRoutes);
  await app.register(practiceAdminRoutes);
  await app.register(agendaAdminRoutes);
  await app.register(bookingPolicyAdminRoutes);
  await app.register(bookingSetupAdminRoutes);
  await app.register(overviewRoutes);
}
