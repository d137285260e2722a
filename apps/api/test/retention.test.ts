import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  analyticsSessions,
  contactMessages,
  newsletterSubscriptions,
  newsletterTokens,
  outboxEmails,
} from '../src/db/schema';
import { RETENTION, retentionCutoffs } from '../src/plugins/retention';
import { setupApp } from './helpers/build-app';

const t = setupApp();
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('retention purge (periods of the privacy policy)', () => {
  it('deletes old pending sign-ups, old contact messages and old analytics, and keeps the rest', async () => {
    // The app's own purge after start-up must not take the rows this test counts.
    await t.api.retentionStartup;
    const db = t.database.db;
    const base = { languageCode: 'de', consentTextVersion: 'v' };
    await db.insert(newsletterSubscriptions).values([
      {
        ...base,
        email: 'old-pending@example.com',
        status: 'pending',
        subscribedAt: daysAgo(RETENTION.pendingNewsletterDays + 1),
      },
      { ...base, email: 'new-pending@example.com', status: 'pending', subscribedAt: daysAgo(1) },
      { ...base, email: 'old-active@example.com', status: 'active', subscribedAt: daysAgo(400) },
    ]);
    const message = { name: 'A', email: 'a@example.com', message: 'x', languageCode: 'de' };
    await db.insert(contactMessages).values([
      { ...message, name: 'old', createdAt: daysAgo(RETENTION.contactMessageDays + 1) },
      { ...message, name: 'recent', createdAt: daysAgo(10) },
    ]);
    const session = {
      startedAt: new Date(),
      userAgent: 'x',
      screenResolution: '1x1',
      viewportSize: '1x1',
      language: 'de',
      timezone: 'UTC',
      landingPage: '/',
    };
    const [old] = await db
      .insert(analyticsSessions)
      .values({ ...session, lastActivityAt: daysAgo(RETENTION.analyticsDays + 1) })
      .returning();
    const [recent] = await db.insert(analyticsSessions).values(session).returning();
    if (!old || !recent) throw new Error('sessions not inserted');
    await db
      .insert(analyticsEvents)
      .values(
        [old, recent].map((s) => ({ sessionId: s.id, type: 'page_view', data: {}, occurredAt: new Date() })),
      );

    const deleted = await t.api.repositories.retention.purge(retentionCutoffs(new Date()));

    expect(deleted).toEqual({
      consoleSessions: 0,
      consoleLinks: 0,
      signInFailures: 0,
      newsletter: 1,
      newsletterTokens: 0,
      outbox: 0,
      contact: 1,
      analyticsSessions: 1,
    });
    const emails = (await db.select().from(newsletterSubscriptions)).map((row) => row.email).sort();
    expect(emails).toEqual(['new-pending@example.com', 'old-active@example.com']);
    expect((await db.select().from(contactMessages)).map((row) => row.name)).toEqual(['recent']);
    expect(await db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, old.id))).toHaveLength(
      0,
    );
    expect(
      await db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, recent.id)),
    ).toHaveLength(1);
  });

  it('deletes queued emails after 30 days (sent or not), expired tokens, and unsubscribed addresses when their proof period ends', async () => {
    await t.api.retentionStartup;
    const db = t.database.db;
    const now = new Date('2026-06-15T12:00:00Z');
    const at = (iso: string) => new Date(iso);
    const base = { languageCode: 'de', consentTextVersion: 'v' };
    const subscriptions = await db
      .insert(newsletterSubscriptions)
      .values([
        // Unsubscribed in 2022: proof kept through 31 December 2025, gone in 2026.
        {
          ...base,
          email: 'proof-over@example.com',
          status: 'unsubscribed',
          subscribedAt: at('2020-01-01T00:00:00Z'),
          confirmedAt: at('2020-01-02T00:00:00Z'),
          unsubscribedAt: at('2022-12-31T23:59:59Z'),
        },
        // Unsubscribed on 1 January 2023: kept through 31 December 2026.
        {
          ...base,
          email: 'proof-kept@example.com',
          status: 'unsubscribed',
          subscribedAt: at('2020-01-01T00:00:00Z'),
          confirmedAt: at('2020-01-02T00:00:00Z'),
          unsubscribedAt: at('2023-01-01T00:00:00Z'),
        },
        // Unsubscribed before confirming: an unconfirmed sign-up, 30 days.
        {
          ...base,
          email: 'never-confirmed-old@example.com',
          status: 'unsubscribed',
          subscribedAt: at('2026-05-15T11:00:00Z'),
          unsubscribedAt: at('2026-05-16T00:00:00Z'),
        },
        {
          ...base,
          email: 'never-confirmed-new@example.com',
          status: 'unsubscribed',
          subscribedAt: at('2026-05-17T00:00:00Z'),
          unsubscribedAt: at('2026-05-18T00:00:00Z'),
        },
        { ...base, email: 'tokens@example.com', status: 'pending', subscribedAt: at('2026-06-10T00:00:00Z') },
      ])
      .returning();
    const holder = subscriptions.find((row) => row.email === 'tokens@example.com')?.id ?? '';
    await db.insert(newsletterTokens).values([
      {
        tokenHash: 'a'.repeat(64),
        subscriptionId: holder,
        purpose: 'confirm',
        expiresAt: at('2026-06-15T11:59:59Z'),
      },
      {
        tokenHash: 'b'.repeat(64),
        subscriptionId: holder,
        purpose: 'confirm',
        expiresAt: at('2026-06-15T12:00:01Z'),
      },
      { tokenHash: 'c'.repeat(64), subscriptionId: holder, purpose: 'unsubscribe', expiresAt: null },
    ]);
    const mail = { recipient: 'r@example.com', languageCode: 'de', subject: 's', bodyText: 'b' };
    await db.insert(outboxEmails).values([
      {
        ...mail,
        template: 'old-sent',
        createdAt: at('2026-05-15T11:00:00Z'),
        sentAt: at('2026-05-15T11:01:00Z'),
      },
      { ...mail, template: 'old-unsent', createdAt: at('2026-05-15T11:00:00Z') },
      {
        ...mail,
        template: 'recent',
        createdAt: at('2026-05-17T00:00:00Z'),
        sentAt: at('2026-05-17T00:01:00Z'),
      },
    ]);

    const deleted = await t.api.repositories.retention.purge(retentionCutoffs(now));

    expect(deleted).toMatchObject({ newsletter: 2, newsletterTokens: 1, outbox: 2 });
    const emails = (await db.select().from(newsletterSubscriptions)).map((row) => row.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'proof-kept@example.com',
        'never-confirmed-new@example.com',
        'tokens@example.com',
      ]),
    );
    expect(emails).not.toContain('proof-over@example.com');
    expect(emails).not.toContain('never-confirmed-old@example.com');
    const tokens = await db
      .select()
      .from(newsletterTokens)
      .where(eq(newsletterTokens.subscriptionId, holder));
    expect(tokens.map((token) => token.tokenHash[0]).sort()).toEqual(['b', 'c']);
    expect((await db.select().from(outboxEmails)).map((row) => row.template)).toEqual(['recent']);
    // On 1 January 2027 the proof of an address unsubscribed in 2023 goes too.
    await t.api.repositories.retention.purge(retentionCutoffs(at('2027-01-01T00:00:00Z')));
    expect((await db.select().from(newsletterSubscriptions)).map((row) => row.email)).not.toContain(
      'proof-kept@example.com',
    );
  });
});
