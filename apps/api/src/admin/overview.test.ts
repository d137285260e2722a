import { describe, expect, it } from 'vitest';
import { createOverview, holdsDemoIdentity } from './overview';

const sources = (mailServerConfigured: boolean, twoFactor: boolean) =>
  createOverview({
    newMessages: async () => 3,
    subscribersConfirmedSince: async () => 1,
    week: async () => ({ from: '2026-11-23', to: '2026-11-29', start: new Date('2026-11-22T23:00:00Z') }),
    visitorsBetween: async () => 12,
    servicesFor: () => [],
    activeLanguages: async () => [{ code: 'de' }],
    twoFactorOn: async () => twoFactor,
    mailServerConfigured,
  });

describe('the start page use case', () => {
  it('asks for nothing when mail can go out and two-step sign-in is on', async () => {
    const answer = await sources(true, true).of({ userId: 'u', role: 'owner' });
    expect(answer).toEqual({
      figures: { new_messages: 3, new_subscribers: 1, visitors_week: 12 },
      tasks: [],
    });
  });

  it("counts the week the practice's calendar gives: visitors by its days, subscribers from its first day's start", async () => {
    const asked: string[][] = [];
    const overview = createOverview({
      week: async (now) => {
        asked.push([now.toISOString()]);
        return { from: '2026-11-23', to: '2026-11-29', start: new Date('2026-11-22T23:00:00Z') };
      },
      newMessages: async () => 0,
      subscribersConfirmedSince: async (since) => {
        asked.push([since.toISOString()]);
        return 0;
      },
      visitorsBetween: async (from, to) => {
        asked.push([from, to]);
        return 0;
      },
      servicesFor: () => [],
      activeLanguages: async () => [],
      twoFactorOn: async () => true,
      mailServerConfigured: true,
      now: () => new Date('2026-11-29T05:00:00Z'),
    });
    await overview.of({ userId: 'u', role: 'owner' });
    expect(asked).toEqual([
      ['2026-11-29T05:00:00.000Z'],
      ['2026-11-22T23:00:00.000Z'],
      ['2026-11-23', '2026-11-29'],
    ]);
  });

  it('finds the demo identity in any language of a page, and only there', () => {
    expect(holdsDemoIdentity({ de: 'Impressum', fr: 'Wegweiser (Demodaten)' })).toBe(true);
    expect(holdsDemoIdentity({ en: 'Musterstraße 1, 10115 Berlin' })).toBe(true);
    expect(holdsDemoIdentity({ de: 'Lindenallee 4, 10115 Berlin' })).toBe(false);
    expect(holdsDemoIdentity(null)).toBe(false);
  });
});
