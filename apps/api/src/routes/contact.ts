import {
  ApiErrorSchema,
  ContactMessageCreatedSchema,
  ContactMessageCreateSchema,
} from '@wegweiser/contracts';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../lib/route';
import { createContactService } from '../services/contact-service';

/** Contact form: the message is stored and the owners' notifications queued before the 201 (spam: none). */
export default async function contactRoutes(app: FastifyInstance) {
  const contact = createContactService(app.repositories);
  defineRoute(app, {
    method: 'POST',
    url: '/contact/',
    summary: 'Send a message to the site owner',
    tags: ['contact'],
    body: ContactMessageCreateSchema,
    bodyLimit: 16_384,
    rateLimit: { max: app.config.rateLimits.contact, timeWindow: 60_000 },
    status: 201,
    response: {
      201: ContactMessageCreatedSchema,
      400: ApiErrorSchema,
      403: ApiErrorSchema,
      429: ApiErrorSchema,
    },
    handler: async ({ body, locale }) => {
      const id = await contact.receive(body, locale);
      return { id, message: translate('contact_received', locale.language) };
    },
  });
}
