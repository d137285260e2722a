import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  analyticsSessions,
  contactMessages,
  newsletterSubscriptions,
} from '../src/db/schema';
import { RETENTION, retentionCutoffs } from '../src/plugins/retention';
import { setupApp } from './helpers/build-app';

const t = setupApp();
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('retention purge (periods of the privacy policy)', () => {
  it('deletes old pending sign-ups, old contact messages and old analytics, and keeps the rest', async () => {
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

    expect(deleted).toEqual({ newsletter: 1, contact: 1, analyticsSessions: 1 });
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
});
