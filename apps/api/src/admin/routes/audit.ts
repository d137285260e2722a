/** /api/admin/audit/: who changed what and when, newest first (owner only; decision 042). */
import { AuditPageSchema, AuditQuerySchema } from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { pageOf, paginate } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';

export default async function auditRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/audit/',
    summary: 'The audit log, newest first, paginated',
    tags: ['console: audit log'],
    auth: { role: 'owner' },
    querystring: AuditQuerySchema,
    response: { 200: AuditPageSchema },
    handler: async ({ request, reply, query }) => {
      reply.header('cache-control', 'no-store');
      const page = pageOf(query);
      const { count, results } = await app.repositories.audit.page(page);
      return paginate(request, page, {
        count,
        results: results.map(({ entry, user }) => ({
          id: String(entry.id),
          at: new Date(entry.at).toISOString(),
          user: user?.id ? { id: user.id, name: user.name ?? '', email: user.email ?? '' } : null,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          summary: entry.summary,
        })),
      });
    },
  });
}
