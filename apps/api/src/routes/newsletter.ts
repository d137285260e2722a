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
import { asDatabaseUnavailable } from '../db/availability';
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
      let confirmed: Awaited<ReturnType<typeof app.repositories.newsletter.confirm>>;
      try {
        confirmed = await app.repositories.newsletter.confirm(params.token);
      } catch (error) {
        const unavailable = asDatabaseUnavailable(error);
        if (!unavailable || !wantsHtml) throw error;
        // A link opened from an email: a page that says to try again, not a JSON error.
        const { language } = request.locale;
        const seconds = unavailable.retryAfterSeconds;
        reply
          .code(503)
          .header('retry-after', String(seconds))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8');
        const message = translate('service_unavailable', language, { seconds });
        return renderNoticePage({
          language,
          title: new URL(app.config.publicUrl).host,
          message,
          homeUrl: '/',
          nonce: app.cspNonce(request),
        });
      }
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
