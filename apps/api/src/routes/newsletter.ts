import {
  ApiErrorSchema,
  MessageResponseSchema,
  NewsletterConfirmParamsSchema,
  NewsletterSubscribeSchema,
} from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { type MessageKey, translate } from '@wegweiser/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asDatabaseUnavailable } from '../db/availability';
import { anonymizeIp } from '../lib/anonymize-ip';
import { HttpError } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { createNewsletterService } from '../services/newsletter-service';
import { createSettingsService } from '../services/settings-service';
import { renderNoticePage } from './notice-page';

/**
 * Newsletter sign-up with double opt-in, confirmation and unsubscribe links (decision 020). Known
 * and new addresses, and addresses over their mail limit, get the same answer.
 */
export default async function newsletterRoutes(app: FastifyInstance) {
  const siteName = async (language: LanguageCode) =>
    (await createSettingsService(app.repositories).getSiteSettings({ language, fallback: language }))
      ?.site_name ?? '';
  const newsletter = createNewsletterService(app.repositories, { publicUrl: app.config.publicUrl });

  defineRoute(app, {
    method: 'POST',
    url: '/newsletter/subscribe/',
    summary: 'Subscribe an email address; a confirmation email is queued',
    tags: ['newsletter'],
    body: NewsletterSubscribeSchema,
    bodyLimit: 2_048,
    rateLimit: { max: app.config.rateLimits.newsletter, timeWindow: 60_000 },
    response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
    handler: async ({ request, body, locale }) => {
      await newsletter.subscribe({
        email: body.email,
        language: locale.language,
        signupIp: anonymizeIp(request.ip),
        siteName: await siteName(locale.language),
      });
      return { message: translate('newsletter_pending', locale.language) };
    },
  });

  // Links from emails: GET only shows a page (mail scanners follow links), its button POSTs. The
  // form and RFC 8058 one-click send application/x-www-form-urlencoded or multipart/form-data;
  // the body carries nothing the route needs (the token in the URL is the authorization).
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1_024 },
    (_request, _body, done) => done(null, {}),
  );

  type LinkAnswer = {
    status: 200 | 404;
    language: LanguageCode | undefined;
    message: MessageKey;
    /** The button of the page: it POSTs to the same URL. */
    button?: MessageKey;
  };

  /** HTML for browsers (a notice page in the subscriber's language), JSON for other clients. */
  const answerLink = async (
    { request, reply }: { request: FastifyRequest; reply: FastifyReply },
    actionUrl: string,
    outcome: () => Promise<LinkAnswer>,
  ) => {
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    reply.header('cache-control', 'no-store');
    let answer: LinkAnswer;
    try {
      answer = await outcome();
    } catch (error) {
      const unavailable = asDatabaseUnavailable(error);
      if (!unavailable || !wantsHtml) throw error;
      // A link opened from an email: a page that says to try again, not a JSON error.
      const { language } = request.locale;
      const seconds = unavailable.retryAfterSeconds;
      reply.code(503).header('retry-after', String(seconds)).type('text/html; charset=utf-8');
      const message = translate('service_unavailable', language, { seconds });
      return renderNoticePage({
        language,
        title: new URL(app.config.publicUrl).host,
        message,
        homeUrl: '/',
        nonce: app.cspNonce(request),
      });
    }
    const language = answer.language ?? request.locale.language;
    if (answer.status !== 200 && !wantsHtml) throw new HttpError(answer.status, answer.message);
    const message = translate(answer.message, language);
    if (!wantsHtml) return { message };
    reply.code(answer.status).type('text/html; charset=utf-8');
    return renderNoticePage({
      language,
      title: await siteName(language),
      message,
      action: answer.button ? { url: actionUrl, label: translate(answer.button, language) } : undefined,
      homeUrl: '/',
      nonce: app.cspNonce(request),
    });
  };
  const linkUrl = (kind: 'confirm' | 'unsubscribe', token: string) =>
    `${app.prefix}/newsletter/${kind}/${token}/`;
  const asLanguage = (code: string | undefined) => code as LanguageCode | undefined;

  defineRoute(app, {
    method: 'GET',
    url: '/newsletter/confirm/:token/',
    summary: 'The confirmation link from the email: a page whose button confirms (changes nothing itself)',
    tags: ['newsletter'],
    params: NewsletterConfirmParamsSchema,
    response: { 200: MessageResponseSchema, 404: ApiErrorSchema },
    handler: (context) =>
      answerLink(context, linkUrl('confirm', context.params.token), async () => {
        const pending = await app.repositories.newsletter.findConfirmation(context.params.token);
        return pending
          ? {
              status: 200,
              language: asLanguage(pending.language),
              message: 'newsletter_confirm_prompt',
              button: 'newsletter_confirm_button',
            }
          : { status: 404, language: undefined, message: 'newsletter_token_invalid' };
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/newsletter/confirm/:token/',
    summary: 'Confirm a subscription with the token from the email (HTML for browsers, JSON otherwise)',
    tags: ['newsletter'],
    params: NewsletterConfirmParamsSchema,
    csrf: 'origin',
    // The body carries nothing (the token is in the URL): as small a limit as unsubscribe's.
    bodyLimit: 1_024,
    response: { 200: MessageResponseSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
    handler: (context) =>
      answerLink(context, linkUrl('confirm', context.params.token), async () => {
        const confirmed = await app.repositories.newsletter.confirm(context.params.token);
        return confirmed
          ? { status: 200, language: asLanguage(confirmed.language), message: 'newsletter_confirmed' }
          : { status: 404, language: undefined, message: 'newsletter_token_invalid' };
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/newsletter/unsubscribe/:token/',
    summary:
      'The unsubscribe link from every email: a page whose button unsubscribes (changes nothing itself)',
    tags: ['newsletter'],
    params: NewsletterConfirmParamsSchema,
    response: { 200: MessageResponseSchema, 404: ApiErrorSchema },
    handler: (context) =>
      answerLink(context, linkUrl('unsubscribe', context.params.token), async () => {
        const subscription = await app.repositories.newsletter.findUnsubscribe(context.params.token);
        if (!subscription)
          return { status: 404, language: undefined, message: 'newsletter_unsubscribe_invalid' };
        const language = asLanguage(subscription.language);
        return subscription.status === 'unsubscribed'
          ? { status: 200, language, message: 'newsletter_unsubscribed' }
          : {
              status: 200,
              language,
              message: 'newsletter_unsubscribe_prompt',
              button: 'newsletter_unsubscribe_button',
            };
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/newsletter/unsubscribe/:token/',
    summary:
      'Unsubscribe with the token from an email; idempotent; also RFC 8058 one-click (List-Unsubscribe=One-Click)',
    tags: ['newsletter'],
    params: NewsletterConfirmParamsSchema,
    csrf: 'origin',
    bodyLimit: 1_024,
    response: { 200: MessageResponseSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
    handler: (context) =>
      answerLink(context, linkUrl('unsubscribe', context.params.token), async () => {
        const unsubscribed = await app.repositories.newsletter.unsubscribe(context.params.token);
        return unsubscribed
          ? { status: 200, language: asLanguage(unsubscribed.language), message: 'newsletter_unsubscribed' }
          : { status: 404, language: undefined, message: 'newsletter_unsubscribe_invalid' };
      }),
  });
}
