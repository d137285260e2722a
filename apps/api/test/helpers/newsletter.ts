/**
 * What the newsletter tests share: reading subscriptions and the outbox, the links a mail carries,
 * and POSTs as a browser form or a JSON client sends them.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { newsletterSubscriptions, outboxEmails } from '../../src/db/schema';
import type { TestContext } from './build-app';

/** The token of a mail's confirm or unsubscribe link. */
export const linkToken = (body: string, kind: 'confirm' | 'unsubscribe') =>
  body.match(new RegExp(`/api/newsletter/${kind}/([A-Za-z0-9_-]+)/`))?.[1];

export function newsletterHelpers(t: TestContext) {
  const db = () => t.database.db;
  const lastEmailTo = async (recipient: string) =>
    (
      await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, recipient))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(1)
    )[0];

  return {
    db,
    subscription: async (email: string) =>
      (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0],
    emailsTo: (recipient: string) =>
      db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, recipient))
        .orderBy(asc(outboxEmails.createdAt)),
    lastEmailTo,
    /** Moves every email to the address back in time, as if it had been queued `ms` earlier. */
    ageEmails: (recipient: string, ms: number) =>
      db()
        .update(outboxEmails)
        .set({ createdAt: sql`${outboxEmails.createdAt} - make_interval(secs => ${ms / 1000})` })
        .where(eq(outboxEmails.recipient, recipient)),
    /** A form POST as a browser sends it from the page: same-origin, no CSRF cookie or header. */
    formPost: (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: '',
        headers: {
          accept: 'text/html,application/xhtml+xml',
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:3000',
          'sec-fetch-site': 'same-origin',
          ...headers,
        },
      }),
    /** A POST from a JSON client (no CSRF cookie: the token in the URL is the authorization). */
    jsonPost: async (url: string) => {
      const response = await t.app.inject({ method: 'POST', url });
      return { status: response.statusCode, body: response.json() };
    },
    /** Signs the address up and returns the tokens of the mail's two links. */
    subscribeAndGetToken: async (email: string, language = 'de') => {
      await t.post(`/api/newsletter/subscribe/?language=${language}`, { email });
      const body = (await lastEmailTo(email))?.bodyText ?? '';
      return { confirm: linkToken(body, 'confirm') ?? '', unsubscribe: linkToken(body, 'unsubscribe') ?? '' };
    },
  };
}
