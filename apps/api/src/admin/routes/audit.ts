/** /api/admin/audit/: who changed what and when, newest first (owner only; decision 042). */
import { type AuditDetail, AuditPageSchema, AuditQuerySchema } from '@wegweiser/contracts';
import type { FastifyInstance } from 'fastify';
import { pageOf, paginate } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';

export default async function auditRoutes(app: FastifyInstance) {
  /**
   * The names of the content items a page of entries changed, in the asked language (its fallback,
   * else any): one list read per resource on the page. An item since deleted has none (decision 092).
   */
  const labelsOf = async (entities: string[], language: string, fallback: string) => {
    const labels = new Map<string, string>();
    for (const entity of new Set(entities)) {
      const service = app.contentServices.find((candidate) => candidate.resource.name === entity);
      if (!service) continue;
      for (const item of await service.list()) {
        const label = item.label[language] || item.label[fallback] || Object.values(item.label).find(Boolean);
        if (label) labels.set(`${entity}\u0000${item.key}`, label);
      }
    }
    return labels;
  };

  /**
   * The senders of the contact messages a page of entries is about, read while the message exists:
   * the log keeps no copy, so a deleted or expired message leaves no name behind (decision 096).
   */
  const sendersOf = async (ids: string[]) => {
    const senders = new Map<string, AuditDetail>();
    for (const id of new Set(ids)) {
      const message = await app.repositories.contact.get(id);
      if (message) senders.set(id, { person: { name: message.name, email: message.email } });
    }
    return senders;
  };

  /** The visitors of the bookings a page of entries is about, read while the booking exists (decision 104). */
  const visitorsOf = async (ids: string[]) => {
    const visitors = new Map<string, AuditDetail>();
    for (const id of new Set(ids)) {
      const booking = await app.repositories.agenda.byId(id);
      if (booking) visitors.set(id, { person: { name: booking.visitorName, email: booking.visitorEmail } });
    }
    return visitors;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/audit/',
    summary: 'The audit log, newest first, paginated',
    tags: ['console: audit log'],
    auth: { role: 'owner' },
    querystring: AuditQuerySchema,
    response: { 200: AuditPageSchema },
    handler: async ({ request, reply, query, locale }) => {
      reply.header('cache-control', 'no-store');
      const page = pageOf(query);
      const { count, results } = await app.repositories.audit.page(page);
      const labels = await labelsOf(
        results.map(({ entry }) => entry.entity),
        locale.language,
        locale.fallback,
      );
      const senders = await sendersOf(
        results.flatMap(({ entry }) =>
          entry.entity === 'contact_message' && entry.entityId ? [entry.entityId] : [],
        ),
      );
      const visitors = await visitorsOf(
        results.flatMap(({ entry }) =>
          entry.entity === 'booking' && entry.entityId ? [entry.entityId] : [],
        ),
      );
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
          label: (entry.entityId && labels.get(`${entry.entity}\u0000${entry.entityId}`)) ?? null,
          detail:
            entry.detail ??
            (entry.entity === 'contact_message' && entry.entityId ? senders.get(entry.entityId) : null) ??
            (entry.entity === 'booking' && entry.entityId ? visitors.get(entry.entityId) : null) ??
            null,
        })),
      });
    },
  });
}
