/**
 * The newsletter sign-up's use case (decisions 020, 094): which mail an address gets — a
 * confirmation, or a notice when it is already subscribed — and whether it may get one now (the
 * mail limits). The repository locks the subscription and reads and writes; the rules are here.
 */
import {
  type LanguageCode,
  NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_TOKEN_TTL_MS,
} from '@wegweiser/contracts/constants';
import { outboxRow } from '../emails/headers';
import { type Email, newsletterAlreadyActiveEmail, newsletterConfirmationEmail } from '../emails/templates';
import type { Repositories } from '../repositories';
import type { RecentMails } from '../repositories/newsletter-repository';

/**
 * Newsletter emails one address can be sent (decision 020): at most one per 10 minutes and three
 * per 24 hours, whoever asks and from wherever. Counted in the outbox, under the subscription's
 * row lock, so it holds across processes.
 */
export const NEWSLETTER_MAIL_LIMITS = { minIntervalMs: 10 * 60 * 1000, perDay: 3 } as const;
/** The window the daily limit counts in. */
export const NEWSLETTER_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether an address sent `sent` in the last 24 hours may be sent another newsletter email now. */
export function mayMailNewsletter(sent: RecentMails, now: Date): boolean {
  if (sent.count === 0) return true;
  const last = sent.last ? sent.last.getTime() : 0;
  return (
    sent.count < NEWSLETTER_MAIL_LIMITS.perDay && now.getTime() - last >= NEWSLETTER_MAIL_LIMITS.minIntervalMs
  );
}

/**
 * The mail a sign-up sends: an active subscriber is told so (with an unsubscribe link, nothing to
 * confirm); a new, pending or unsubscribed address gets a confirmation.
 */
export function subscribeMailOf(status: string): 'already_active' | 'confirmation' {
  return status === 'active' ? 'already_active' : 'confirmation';
}

export type SubscribeInput = {
  email: string;
  language: LanguageCode;
  /** The requester's address, already shortened (lib/anonymize-ip.ts); '' when unknown. */
  signupIp: string;
  /** The site's name in the language (the mail's signature). */
  siteName: string;
};

export function createNewsletterService(
  repositories: Pick<Repositories, 'newsletter'>,
  options: { publicUrl: string; tokenTtlMs?: number },
) {
  const tokenTtlMs = options.tokenTtlMs ?? NEWSLETTER_TOKEN_TTL_MS;
  const mailLink = (kind: 'confirm' | 'unsubscribe', token: string) =>
    `${options.publicUrl}/api/newsletter/${kind}/${token}/`;

  return {
    /**
     * Records a subscription request and queues its mail in one transaction. A new, pending or
     * unsubscribed address gets a confirmation with a new token (earlier ones stay valid until they
     * expire) and is pending again; an active one gets a notice instead. Over the mail limit
     * nothing changes and nothing is sent; the caller answers the same either way.
     */
    async subscribe(input: SubscribeInput) {
      // Already in its stored form (trimmed, lowercased, NFC): EmailSchema checked exactly this.
      const { email, language, siteName } = input;
      const now = new Date();
      const request = {
        email,
        language,
        consentTextVersion: NEWSLETTER_CONSENT_VERSION,
        signupIp: input.signupIp,
      };
      await repositories.newsletter.withSubscription(request, now, async (subscription) => {
        const sent = await subscription.mailsSince(new Date(now.getTime() - NEWSLETTER_MAIL_WINDOW_MS));
        if (!mayMailNewsletter(sent, now)) return;
        let mail: Email;
        if (subscribeMailOf(subscription.status) === 'already_active') {
          const unsubscribe = await subscription.issueToken('unsubscribe', null);
          mail = newsletterAlreadyActiveEmail(
            language,
            { unsubscribe: mailLink('unsubscribe', unsubscribe) },
            siteName,
          );
        } else {
          if (!subscription.inserted) await subscription.reopen();
          const confirm = await subscription.issueToken('confirm', new Date(now.getTime() + tokenTtlMs));
          const unsubscribe = await subscription.issueToken('unsubscribe', null);
          mail = newsletterConfirmationEmail(
            language,
            { confirm: mailLink('confirm', confirm), unsubscribe: mailLink('unsubscribe', unsubscribe) },
            siteName,
          );
        }
        await subscription.queue(outboxRow(mail, email, language));
      });
    },
  };
}
