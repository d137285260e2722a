import { describe, expect, it } from 'vitest';
import { funnelByLanguage, funnelRows, type Offer } from './funnel';

const offers: Offer[] = [
  { kind: 'service', slug: 'erstgespraech', title: 'Erstgespräch', titles: ['Erstgespräch', 'First call'] },
  { kind: 'service', slug: 'coaching', title: 'Coaching', titles: ['Coaching'] },
  { kind: 'package', slug: 'neustart', title: 'Neustart-Paket', titles: ['Neustart-Paket', 'Fresh start'] },
];
const totals = (rows: [string, string, number][]) =>
  rows.map(([key, key2, count]) => ({ key, key2, count, total: 0 }));

describe('the service funnel', () => {
  it('lists every offer of the catalogue, the ones nobody met at 0 in the catalogue order', () => {
    expect(funnelRows(offers, { steps: [], titles: [], contacts: [] }, 100)).toEqual([
      ['service', 'erstgespraech', 'Erstgespräch', 0, 0, 0, 0, 0, 0],
      ['service', 'coaching', 'Coaching', 0, 0, 0, 0, 0, 0],
      ['package', 'neustart', 'Neustart-Paket', 0, 0, 0, 0, 0, 0],
    ]);
  });

  it("counts a package's card impressions, page views and messages under the package, by any of its titles", () => {
    const rows = funnelRows(
      offers,
      {
        steps: totals([
          ['neustart', 'view', 5],
          ['neustart', 'package_view', 3],
          ['neustart', 'book_click', 1],
          ['coaching', 'view', 2],
          ['coaching', 'detail_view', 1],
        ]),
        titles: totals([['neustart', 'Fresh start', 8]]),
        contacts: totals([
          ['service_package_detail', 'Fresh start', 1],
          ['service_package_general', 'Neustart-Paket', 1],
          // A service page's message never counts for a package of the same name.
          ['service_detail', 'Neustart-Paket', 4],
        ]),
      },
      100,
    );
    expect(rows).toEqual([
      ['package', 'neustart', 'Neustart-Paket', 5, 3, 1, 0, 0, 2],
      ['service', 'coaching', 'Coaching', 2, 1, 0, 0, 0, 0],
      ['service', 'erstgespraech', 'Erstgespräch', 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('keeps an offer no longer in the catalogue, under the title seen most, and cuts at the limit', () => {
    const figures = {
      steps: totals([['alt', 'detail_view', 4]]),
      titles: totals([
        ['alt', 'Altes Angebot', 3],
        ['alt', 'Old offer', 1],
      ]),
      contacts: totals([['service_detail', 'Old offer', 2]]),
    };
    expect(funnelRows(offers, figures, 2)).toEqual([
      ['service', 'alt', 'Altes Angebot', 0, 4, 0, 0, 0, 2],
      ['service', 'erstgespraech', 'Erstgespräch', 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('counts booking starts and bookings after "book" clicked, and a session type of no offer as its own row', () => {
    const rows = funnelRows(
      offers,
      {
        steps: totals([
          ['coaching', 'view', 4],
          ['coaching', 'detail_view', 3],
          ['coaching', 'book_click', 2],
          ['coaching', 'booking_start', 2],
          ['coaching', 'booked', 1],
          ['neustart', 'booking_start', 1],
          ['neustart', 'booked', 1],
          ['session-type:7', 'booking_start', 3],
          ['session-type:7', 'booked', 2],
        ]),
        titles: totals([['session-type:7', 'Kennenlernen', 5]]),
        contacts: [],
      },
      100,
    );
    expect(rows).toEqual([
      ['service', 'coaching', 'Coaching', 4, 3, 2, 2, 1, 0],
      // Never seen as a card: after the seen offers, the most booked first.
      ['session_type', 'session-type:7', 'Kennenlernen', 0, 0, 0, 3, 2, 0],
      ['package', 'neustart', 'Neustart-Paket', 0, 0, 0, 1, 1, 0],
      ['service', 'erstgespraech', 'Erstgespräch', 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('sums each language over its offers, leaving out the languages nobody used', () => {
    const none = { steps: [], titles: [], contacts: [] };
    const rows = funnelByLanguage(offers, [
      {
        language: 'de',
        figures: {
          steps: totals([
            ['coaching', 'view', 4],
            ['neustart', 'view', 2],
            ['coaching', 'booking_start', 2],
            ['session-type:7', 'booked', 1],
          ]),
          titles: [],
          contacts: totals([['service_detail', 'Coaching', 1]]),
        },
      },
      { language: 'en', figures: none },
      { language: 'zh', figures: { steps: totals([['neustart', 'booked', 3]]), titles: [], contacts: [] } },
    ]);
    expect(rows).toEqual([
      ['de', 6, 0, 0, 2, 1, 1],
      ['zh', 0, 0, 0, 0, 3, 0],
    ]);
  });
});
