import {
  ApiErrorSchema,
  MessageResponseSchema,
  NewsletterConfirmParamsSchema,
  NewsletterSubscribeSchema,
} from '@wegweiser/contracts';
import {
  type LanguageCode,
  NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_TOKEN_TTL_MS,
} from '@wegweiser/contracts/constants';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { newsletterAlreadyActiveEmail, newsletterConfirmationEmail } from '../emails/templates';
import { HttpError } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { renderNoticePage } from './notice-page';

/** Newsletter sign-up with double opt-in. Known and new addresses get the same answer. */
export default async function newsletterRoutes(app: FastifyInstance) {
  const siteName = async (language: LanguageCode) =>
    (await app.repositories.settings.getSiteSettings({ language, fallback: language }))?.site_name ?? '';

  defineRoute(app, {
    method: 'POST',
    url: '/newsletter/subscribe/',
    summary: 'Subscribe an email address; a confirmation email is queued',
    tags: ['newsletter'],
    body: NewsletterSubscribeSchema,
    bodyLimit: 2_048,
    rateLimit: { max: app.config.rateLimits.newsletter, timeWindow: 60_000 },
    response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
    handler: async ({ body, locale }) => {
      const site = await siteName(locale.language);
      await app.repositories.newsletter.subscribe(
        {
          email: body.email,
          language: locale.language,
          consentTextVersion: NEWSLETTER_CONSENT_VERSION,
          tokenTtlMs: NEWSLETTER_TOKEN_TTL_MS,
        },
        {
          confirmation: (token) =>
            newsletterConfirmationEmail(
              locale.language,
              `${app.config.publicUrl}/api/newsletter/confirm/${token}/`,
              site,
            ),
          alreadyActive: () => newsletterAlreadyActiveEmail(locale.language, site),
        },
      );
      return { message: translate('newsletter_pending', locale.language) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/newsletter/confirm/:token/',
    summary: 'Confirm a subscription with the token from the email (HTML for browsers, JSON otherwise)',
    tags: ['newsletter'],
    params: NewsletterConfirmParamsSchema,
    response: { 200: MessageResponseSchema, 404: ApiErrorSchema },
    handler: async ({ params, request, reply }) => {
      const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
      const confirmed = await app.repositories.newsletter.confirm(params.token);
      const language = (confirmed?.language as LanguageCode | undefined) ?? request.locale.language;
      if (!confirmed && !wantsHtml) throw new HttpError(404, 'newsletter_token_invalid');
      const message = translate(confirmed ? 'newsletter_confirmed' : 'newsletter_token_invalid', language);
      if (!wantsHtml) return { message };
      reply.code(confirmed ? 200 : 404).type('text/html; charset=utf-8');
      return renderNoticePage({
        language,
        title: await siteName(language),
        message,
        homeUrl: '/',
        nonce: app.cspNonce(request),
      });
    },
  });
}
