import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice } from './format';

describe('formatPrice', () => {
  it.each([
    ['150.00', 'de', '150 €'],
    ['150.00', 'en', '€150'],
    ['99.50', 'de', '99,50 €'],
    ['1490.00', 'de', '1.490 €'],
    ['1490.00', 'fr', '1 490 €'],
    ['0.00', 'de', '0 €'],
  ] as const)('%s in %s → %s', (amount, language, formatted) => {
    // Intl uses non-breaking spaces; compare with plain ones.
    expect(formatPrice(amount, 'EUR', language).formatted.replace(/[\u00a0\u202f]/g, ' ')).toBe(formatted);
  });

  it('keeps amount and currency', () => {
    expect(formatPrice('150.00', 'EUR', 'de')).toMatchObject({ amount: '150.00', currency: 'EUR' });
  });
});

describe('formatDuration', () => {
  it('needs both value and unit', () => {
    expect(formatDuration(60, 'minutes')).toEqual({ duration: 60, unit: 'minutes' });
    expect(formatDuration(null, 'minutes')).toBeNull();
    expect(formatDuration(60, null)).toBeNull();
  });
});
