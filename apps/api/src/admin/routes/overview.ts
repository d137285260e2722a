/** /api/admin/overview/: the console's start page — what came in and what still needs doing. */
import { ApiErrorSchema, OverviewSchema } from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { allows, requirePrincipal } from '../../lib/auth';
import { defineRoute } from '../../lib/route';
import { createOverview } from '../overview';

export default async function overviewRoutes(app: FastifyInstance) {
  const overview = createOverview({
    newMessages: () => app.repositories.contact.count({ state: 'new' }),
    subscribersConfirmedSince: (since) => app.repositories.subscribers.confirmedSince(since),
    week: async (now) => {
      const timeZone = await app.repositories.practiceSettings.timeZone();
      return app.repositories.analyticsDashboard.week(now, timeZone);
    },
    visitorsBetween: async (from, to) => {
      const timeZone = await app.repositories.practiceSettings.timeZone();
      const days = await app.repositories.analyticsDashboard.perDay('sessions', {
        from,
        to,
        language: null,
        timeZone,
      });
      return days.reduce((sum, row) => sum + row.count, 0);
    },
    servicesFor: (principal) =>
      app.contentServices.filter((service) => allows(principal, { role: service.resource.role })),
    activeLanguages: () => app.languages.active(),
    twoFactorOn: async (userId) => Boolean((await app.repositories.adminUsers.byId(userId))?.totpEnabledAt),
    mailServerConfigured: app.config.mail.smtpUrl !== null,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/overview/',
    summary: 'The start page: new messages, subscribers and visitors, and what still needs doing',
    tags: ['console: overview'],
    auth: 'session',
    response: { 200: OverviewSchema, 401: ApiErrorSchema },
    handler: async ({ principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return overview.of(requirePrincipal(principal));
    },
  });
}
