/** The dashboard's period: presets end today (UTC), custom ranges are checked like the API checks them. */
import { describe, expect, it } from 'vitest';
import { parseAnalyticsSearch, presetDays, rangeQuery, resolveRange } from './range';

const now = new Date('2026-03-05T23:30:00.000Z');

describe('the dashboard period', () => {
  it('counts the presets back from today in UTC', () => {
    expect(presetDays('7d', now)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(presetDays('30d', now)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(presetDays('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    // Just after midnight in Berlin it is still the previous day in UTC.
    expect(presetDays('7d', new Date('2026-03-01T00:30:00+01:00'))).toEqual({
      from: '2026-02-22',
      to: '2026-02-28',
    });
  });

  it('keeps only what it understands from the URL', () => {
    expect(parseAnalyticsSearch({ range: '30d', from: '2026-01-01', lang: 'fr', page: 3 })).toEqual({
      range: '30d',
      from: undefined,
      to: undefined,
      lang: 'fr',
    });
    expect(
      parseAnalyticsSearch({ range: 'custom', from: '2026-01-01', to: 'yesterday', lang: 'xx' }),
    ).toEqual({ range: 'custom', from: '2026-01-01', to: undefined, lang: undefined });
    expect(parseAnalyticsSearch({ range: '7d' }).range).toBeUndefined();
  });

  it('resolves the default, a language and a custom range, and names what is wrong with one', () => {
    expect(resolveRange({}, now)).toEqual({
      ok: true,
      range: { from: '2026-02-27', to: '2026-03-05', siteLanguage: null },
    });
    const custom = resolveRange({ range: 'custom', from: '2026-01-01', to: '2026-01-31', lang: 'de' }, now);
    expect(custom).toEqual({ ok: true, range: { from: '2026-01-01', to: '2026-01-31', siteLanguage: 'de' } });
    if (custom.ok)
      expect(rangeQuery(custom.range)).toEqual({ from: '2026-01-01', to: '2026-01-31', site_language: 'de' });
    expect(resolveRange({ range: 'custom', from: '2026-01-01' }, now)).toEqual({
      ok: false,
      reason: 'incomplete',
    });
    expect(resolveRange({ range: 'custom', from: '2026-02-01', to: '2026-01-01' }, now)).toEqual({
      ok: false,
      reason: 'reversed',
    });
    expect(resolveRange({ range: 'custom', from: '2024-01-01', to: '2025-12-31' }, now)).toEqual({
      ok: false,
      reason: 'too_long',
    });
    expect(resolveRange({ range: 'custom', from: '2026-02-30', to: '2026-03-02' }, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
