import {
  ApiErrorSchema,
  CONTACT_MIN_FILL_MS,
  type ContactMessageCreate,
  ContactMessageCreatedSchema,
  ContactMessageCreateSchema,
} from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { contactNotificationEmail } from '../emails/templates';
import { defineRoute } from '../lib/route';

/**
 * Spam judged without third parties (decision 057): a filled honeypot, or a form sent faster than a
 * person types. Null: not spam. Both fields are optional, so a form that sends neither passes.
 */
export function spamReasonOf(body: ContactMessageCreate): 'honeypot' | 'too_fast' | null {
  if (body.website !== undefined && body.website.trim() !== '') return 'honeypot';
  if (body.elapsed_ms !== undefined && body.elapsed_ms < CONTACT_MIN_FILL_MS) return 'too_fast';
  return null;
}

/** The site's name in a language (its default language's where that one has none). */
async function siteNameIn(
  app: FastifyInstance,
  language: LanguageCode,
  fallback: LanguageCode,
): Promise<string> {
  const settings = await app.repositories.settings.getSiteSettings({ language, fallback });
  return settings?.site_name ?? '';
}

/** Contact form: the message is stored and the owners' notifications queued before the 201 (spam: none). */
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
      const spam = spamReasonOf(body);
      // issue 14 inbox: spam is stored in the spam state, unannounced; the sender sees the same answer.
      // issue 24 point 1: the owners are told at their own addresses, not the imprint's.
      const owners = spam ? [] : await app.repositories.contact.ownerRecipients();
      const siteName =
        owners.length > 0 ? await siteNameIn(app, owners[0]?.language ?? 'de', locale.fallback) : '';
      const notifications = owners.map((owner) => ({
        email: contactNotificationEmail(body, { language: owner.language, siteName }),
        recipient: owner.email,
        language: owner.language,
      }));
      const id = await app.repositories.contact.create(body, locale.language, notifications, spam);
      return { id, message: translate('contact_received', locale.language) };
    },
  });
}
