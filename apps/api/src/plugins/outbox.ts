import fp from 'fastify-plugin';
import { asDatabaseUnavailable } from '../db/availability';
import { inScope } from '../db/scope';
import { headerText } from '../emails/headers';
import { createSmtpMailer, deliveryError, type Mailer } from '../emails/mailer';
import { redactSmtpUrl } from '../lib/log-redaction';
import type { ClaimedEmail } from '../repositories/outbox-repository';
import { createSettingsService } from '../services/settings-service';

/** How many emails one pass without a mail server marks and logs at a time. */
const HOLD_BATCH = 50;
/** The confirmation link in a double opt-in email: a path segment `confirm` and the token after it. */
const CONFIRM_LINK = /https?:\/\/[^\s<>"]+\/confirm\/[A-Za-z0-9_-]+\/?/;

/** The wait before the next attempt after `attempts` failed ones: base, 2 × base, 4 × base … capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * The outbox worker (decision 054): sends queued emails through SMTP_URL, one claimed email at a
 * time, after start-up, every poll interval and right after this process queued one. A failed
 * attempt is retried with exponential backoff until the maximum attempts, then marked failed with
 * its last error. Without SMTP_URL every email is kept as "not sent — no mail server configured"
 * and a double opt-in email's confirmation link is logged once, so a local sign-up can be finished.
 */
export default fp(
  async (app) => {
    const config = app.config.mail;
    const outbox = app.repositories.outbox;
    const mailer: Mailer | null = config.smtpUrl
      ? createSmtpMailer({ ...config, smtpUrl: config.smtpUrl })
      : null;

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let again = false;
    let closed = false;
    let started = false;

    /**
     * The display name of From (decision 082): the email's own (a notification's "Anna über …"),
     * else MAIL_FROM's, else the site's name in the recipient's language — never a product name the
     * owner did not choose.
     */
    const senderName = async (email: ClaimedEmail): Promise<string | null> => {
      if (email.fromName) return email.fromName;
      if (config.fromName) return config.fromName;
      const site = await createSettingsService(app.repositories).getSiteSettings(
        await app.languages.resolve(email.languageCode),
      );
      return site?.site_name ? headerText(site.site_name) || null : null;
    };

    const deliver = async (email: ClaimedEmail, sender: Mailer) => {
      try {
        await sender.send(email, await senderName(email));
      } catch (error) {
        const now = Date.now();
        const reason = deliveryError(error, config.smtpUrl);
        const retry = email.attempts < config.maxAttempts;
        const retryAt = retry
          ? new Date(now + retryDelayMs(email.attempts, config.retryBaseMs, config.maxRetryDelayMs))
          : null;
        await outbox.markAttemptFailed(email, reason, retryAt);
        const fields = { email: email.id, template: email.template, attempts: email.attempts };
        if (retry) app.log.warn({ ...fields, retryAt }, 'email not sent; will retry');
        else app.log.error(fields, 'email failed after the maximum attempts');
        return;
      }
      await outbox.markSent(email, new Date());
    };

    const hold = async () => {
      for (;;) {
        const held = await outbox.holdUnsent(new Date(), HOLD_BATCH);
        for (const email of held) {
          const link =
            email.template === 'newsletter_confirmation' ? CONFIRM_LINK.exec(email.bodyText)?.[0] : null;
          if (link) {
            app.log.info(
              { email: email.id, language: email.languageCode },
              `No mail server configured (SMTP_URL): the newsletter sign-up waits for this confirmation link: ${link}`,
            );
          }
        }
        if (held.length < HOLD_BATCH || closed) return;
      }
    };

    const drain = async () => {
      do {
        again = false;
        if (!mailer) {
          await hold();
          continue;
        }
        while (!closed) {
          const now = Date.now();
          const email = await outbox.claimNext(new Date(now), new Date(now + config.claimLeaseMs));
          if (!email) break;
          await deliver(email, mailer);
        }
      } while (again && !closed);
    };

    const wake = () => {
      // While the database is down the database plugin reports it; the first poll after it is back
      // catches up. Inside a preview's transaction (decision 044) the claims would be rolled back.
      if (closed || !started || !app.database.availability.isUp || inScope()) return;
      if (running) {
        again = true;
        return;
      }
      running = drain()
        .catch((error) => {
          // An unavailable database is logged once by the database plugin; the next poll catches up.
          if (asDatabaseUnavailable(error)) app.log.debug('outbox skipped: database unavailable');
          else app.log.error({ err: error }, 'outbox worker failed');
        })
        .finally(() => {
          running = undefined;
        });
    };
    const stopListening = outbox.onQueued(wake);

    app.addHook('onReady', async () => {
      app.log.info(
        mailer && config.smtpUrl
          ? { smtp: redactSmtpUrl(config.smtpUrl), from: config.fromAddress }
          : { smtp: null },
        mailer
          ? 'outgoing mail through SMTP'
          : 'no mail server configured (SMTP_URL): emails stay in the outbox',
      );
      // Once the database is up (at once, unless it was unreachable at start-up).
      void app.database.availability.ready.then(() => {
        if (closed) return;
        started = true;
        wake();
        timer = setInterval(wake, config.pollIntervalMs);
        timer.unref();
      });
    });
    // The database closes after this hook: let the email in progress finish first.
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      stopListening();
      await running;
      mailer?.close();
    });
  },
  { name: 'outbox', dependencies: ['database', 'locale'] },
);
