import { describe, expect, it } from 'vitest';
import { campaignMailDueAt } from './campaign-sender';

describe('the campaign rate (decision 059)', () => {
  const startedAt = new Date('2026-05-01T12:00:00Z');
  const at = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000);

  it('the n-th mail is due n / perMinute minutes after the start', () => {
    const rate = { now: startedAt, startedAt, perMinute: 30 };
    expect(campaignMailDueAt(0, rate)).toEqual(startedAt);
    expect(campaignMailDueAt(30, rate)).toEqual(at(1));
    expect(campaignMailDueAt(45, rate)).toEqual(at(1.5));
  });

  it('never before now (a resumed send), and from now when the campaign has no start', () => {
    expect(campaignMailDueAt(30, { now: at(5), startedAt, perMinute: 30 })).toEqual(at(5));
    expect(campaignMailDueAt(300, { now: at(5), startedAt, perMinute: 30 })).toEqual(at(10));
    expect(campaignMailDueAt(60, { now: at(5), startedAt: null, perMinute: 30 })).toEqual(at(7));
  });
});
