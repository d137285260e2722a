import { describe, expect, it } from 'vitest';
import { discountLine, packagePrice, saveBadge } from './package-pricing';

describe('packagePrice', () => {
  it('shows formatted_price.formatted', () => {
    expect(packagePrice({ price: '790.00', formatted_price: { formatted: '790 €' } })).toBe('790 €');
  });

  it.each([
    [null, '790.00', '€790.00'],
    [{ formatted: '' }, '420.00', '€420.00'],
    [{ formatted: '   ' }, '1', '€1'],
    [undefined, '', ''],
  ])('falls back to the euro sign plus the price (%o, %s)', (formatted_price, price, expected) => {
    expect(packagePrice({ price, formatted_price })).toBe(expected);
  });
});

describe('discountLine', () => {
  it('is a minus sign, the percentage and the managed discount text', () => {
    expect(discountLine(15, 'Rabatt gegenüber Einzelbuchung')).toBe('-15% Rabatt gegenüber Einzelbuchung');
  });

  it.each([0, null, undefined, -5])('is absent without a discount (%s)', (value) => {
    expect(discountLine(value, 'Rabatt')).toBeNull();
  });

  it('still shows the percentage while the text is missing', () => {
    expect(discountLine(10, '')).toBe('-10%');
  });
});

describe('saveBadge', () => {
  it('fills {discount_percentage} into the save text', () => {
    expect(saveBadge(15, '{discount_percentage}% sparen')).toBe('15% sparen');
    expect(saveBadge(10, 'Save {discount_percentage}%')).toBe('Save 10%');
  });

  it.each([0, null, undefined])('shows nothing when the discount is not above 0 (%s)', (value) => {
    expect(saveBadge(value, '{discount_percentage}% sparen')).toBeNull();
  });
});
