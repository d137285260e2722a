import {
  ApiErrorSchema,
  ContactMessageCreatedSchema,
  ContactMessageCreateSchema,
} from '@wegweiser/contracts';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { contactNotificationEmail } from '../emails/templates';
import { defineRoute } from '../lib/route';

/** Contact form: the message is stored and the owner's notification queued before the 201. */
export default async function contactRoutes(app: FastifyInstance) {
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
      const settings = await app.repositories.settings.getSiteSettings(locale);
      const owner = settings?.business.email;
      const id = await app.repositories.contact.create(
        body,
        locale.language,
        owner ? { email: contactNotificationEmail(body), recipient: owner } : null,
      );
      return { id, message: translate('contact_received', locale.language) };
    },
  });
}
