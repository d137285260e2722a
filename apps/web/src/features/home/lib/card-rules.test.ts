import { describe, expect, it } from 'vitest';
import { packageBadge, packagePrice, packageSaveBadge, serviceBadge, servicePriceLine } from './card-rules';

const labels: Record<string, string> = { duration_unit_minutes: 'Minuten' };
const label = (type: string) => labels[type];

describe('badges', () => {
  it('shows the premium badge text only on premium-styled services', () => {
    expect(serviceBadge({ is_premium_styled: true, premium_badge_text: 'Premium' })).toBe('Premium');
    expect(serviceBadge({ is_premium_styled: false, premium_badge_text: 'Beliebt' })).toBeNull();
    expect(serviceBadge({ is_premium_styled: true, premium_badge_text: ' ' })).toBeNull();
  });

  it('shows "most popular" only on premium-styled packages', () => {
    expect(packageBadge({ is_premium_styled: true }, 'Am beliebtesten')).toBe('Am beliebtesten');
    expect(packageBadge({ is_premium_styled: false }, 'Am beliebtesten')).toBeNull();
  });

  it.each([
    [15, '{discount_percentage}% sparen', '15% sparen'],
    [10, 'Save {discount_percentage}%', 'Save 10%'],
    [20, '', '20% save'],
    [0, '{discount_percentage}% sparen', null],
    [-5, '{discount_percentage}% sparen', null],
  ])('discount %i with %j → %j', (discount, template, expected) => {
    expect(packageSaveBadge({ discount_percentage: discount }, template)).toBe(expected);
  });
});

describe('prices', () => {
  const service = {
    show_price_on_home: true,
    formatted_price: { amount: '150.00', currency: 'EUR', formatted: '150 €' },
    formatted_duration: { duration: 60, unit: 'minutes' as const },
  };

  it('shows a service price and duration only with show_price_on_home and a formatted price', () => {
    expect(servicePriceLine(service, label)).toEqual({ price: '150 €', duration: '60 Minuten' });
    expect(servicePriceLine({ ...service, show_price_on_home: false }, label)).toBeNull();
    expect(servicePriceLine({ ...service, formatted_price: null }, label)).toBeNull();
  });

  it('uses the raw unit when the unit has no label and no duration when there is none', () => {
    expect(
      servicePriceLine({ ...service, formatted_duration: { duration: 2, unit: 'hours' } }, label),
    ).toEqual({
      price: '150 €',
      duration: '2 hours',
    });
    expect(servicePriceLine({ ...service, formatted_duration: null }, label)?.duration).toBe('');
  });

  it('shows a package price only with show_price_on_home', () => {
    const formatted_price = { amount: '790.00', currency: 'EUR', formatted: '790 €' };
    expect(packagePrice({ show_price_on_home: true, formatted_price })).toBe('790 €');
    expect(packagePrice({ show_price_on_home: false, formatted_price })).toBeNull();
  });
});
