/**
 * The dashboard's period: presets end on the practice's today, custom ranges are checked like the
 * API checks them.
 */
import { describe, expect, it } from 'vitest';
import { parseAnalyticsSearch, presetDays, rangeQuery, resolveRange } from './range';

const today = '2026-03-05';

describe('the dashboard period', () => {
  it("counts the presets back from the practice's today", () => {
    expect(presetDays('7d', today)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(presetDays('30d', today)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(presetDays('month', today)).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    // Across a year's end and a leap day.
    expect(presetDays('7d', '2028-03-02')).toEqual({ from: '2028-02-25', to: '2028-03-02' });
    expect(presetDays('30d', '2027-01-10')).toEqual({ from: '2026-12-12', to: '2027-01-10' });
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
    expect(resolveRange({}, today)).toEqual({
      ok: true,
      range: { from: '2026-02-27', to: '2026-03-05', siteLanguage: null },
    });
    const custom = resolveRange({ range: 'custom', from: '2026-01-01', to: '2026-01-31', lang: 'de' }, today);
    expect(custom).toEqual({ ok: true, range: { from: '2026-01-01', to: '2026-01-31', siteLanguage: 'de' } });
    if (custom.ok)
      expect(rangeQuery(custom.range)).toEqual({ from: '2026-01-01', to: '2026-01-31', site_language: 'de' });
    expect(resolveRange({ range: 'custom', from: '2026-01-01' }, today)).toEqual({
      ok: false,
      reason: 'incomplete',
    });
    expect(resolveRange({ range: 'custom', from: '2026-02-01', to: '2026-01-01' }, today)).toEqual({
      ok: false,
      reason: 'reversed',
    });
    expect(resolveRange({ range: 'custom', from: '2024-01-01', to: '2025-12-31' }, today)).toEqual({
      ok: false,
      reason: 'too_long',
    });
    expect(resolveRange({ range: 'custom', from: '2026-02-30', to: '2026-03-02' }, today)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
