/**
 * The service funnel (issue 24 point 9, issue 25 point 8): every active service and package of the
 * catalogue — seen or not — and any other offer the visitors met in the range (one since removed),
 * with how often its card was seen in a list, its page opened, "book" clicked, a booking started
 * and made (decision 109), and a contact message sent from it. A session type that belongs to no
 * service or package is a row of its own (kind `session_type`, its key `session-type:<id>`).
 * Pure: the figures come in as the dashboard's totals.
 */
import { FUNNEL_SESSION_TYPE_PREFIX } from '@wegweiser/contracts/constants';
import type { Totals } from '../../repositories/analytics-dashboard-repository';

export type Offer = { kind: 'service' | 'package'; slug: string; title: string; titles: string[] };
type Kind = Offer['kind'] | 'session_type';

export type FunnelFigures = { steps: Totals[]; titles: Totals[]; contacts: Totals[] };

export const FUNNEL_COLUMNS = [
  'kind',
  'service',
  'title',
  'views',
  'detail_views',
  'book_clicks',
  'booking_starts',
  'bookings',
  'contact_messages',
] as const;

/** Contact contexts that name a service (service_name) or a package (package_name). */
const CONTEXTS: Record<Kind, Set<string>> = {
  service: new Set(['service_detail']),
  package: new Set(['service_package_detail', 'service_package_general']),
  session_type: new Set(),
};
const PACKAGE_STEPS = new Set(['package_view', 'package_click']);

type Entry = {
  kind: Kind;
  title: string;
  titles: Set<string>;
  steps: Record<string, number>;
  order: number;
};

export function funnelRows(offers: readonly Offer[], figures: FunnelFigures, limit: number) {
  const entries = new Map<string, Entry>();
  for (const [order, offer] of offers.entries()) {
    entries.set(`${offer.kind}:${offer.slug}`, {
      kind: offer.kind,
      title: offer.title,
      titles: new Set(offer.titles),
      steps: {},
      order,
    });
  }
  const kindOf = (slug: string): Kind => {
    if (slug.startsWith(FUNNEL_SESSION_TYPE_PREFIX)) return 'session_type';
    const steps = figures.steps.filter((row) => row.key === slug).map((row) => row.key2);
    if (steps.some((step) => PACKAGE_STEPS.has(step))) return 'package';
    if (entries.has(`service:${slug}`) || !entries.has(`package:${slug}`)) return 'service';
    return 'package';
  };
  const entry = (slug: string) => {
    const key = `${kindOf(slug)}:${slug}`;
    let found = entries.get(key);
    if (!found) {
      found = { kind: kindOf(slug), title: '', titles: new Set(), steps: {}, order: Number.MAX_SAFE_INTEGER };
      entries.set(key, found);
    }
    return found;
  };
  // Titles come most seen first: an offer no longer in the catalogue shows the one seen most.
  for (const row of figures.titles) {
    const found = entry(row.key);
    if (!found.title) found.title = row.key2;
    found.titles.add(row.key2);
  }
  for (const row of figures.steps) {
    const found = entry(row.key);
    found.steps[row.key2] = (found.steps[row.key2] ?? 0) + row.count;
  }
  const rows = [...entries].map(([key, found]) => {
    const messages = figures.contacts
      .filter((row) => CONTEXTS[found.kind].has(row.key) && found.titles.has(row.key2))
      .reduce((total, row) => total + row.count, 0);
    const steps = found.steps;
    return {
      order: found.order,
      cells: [
        found.kind,
        key.slice(found.kind.length + 1),
        found.title,
        steps.view ?? 0,
        (steps.detail_view ?? 0) + (steps.package_view ?? 0),
        steps.book_click ?? 0,
        steps.booking_start ?? 0,
        steps.booked ?? 0,
        messages,
      ] as (string | number)[],
    };
  });
  // Most seen first, then most booked (a session type of its own is never seen as a card); offers
  // nobody met keep the catalogue's order (services, then packages).
  const at = (cells: (string | number)[], column: (typeof FUNNEL_COLUMNS)[number]) =>
    Number(cells[FUNNEL_COLUMNS.indexOf(column)]);
  rows.sort(
    (a, b) =>
      at(b.cells, 'views') - at(a.cells, 'views') ||
      at(b.cells, 'detail_views') - at(a.cells, 'detail_views') ||
      at(b.cells, 'bookings') - at(a.cells, 'bookings') ||
      at(b.cells, 'booking_starts') - at(a.cells, 'booking_starts') ||
      a.order - b.order ||
      String(a.cells[1]).localeCompare(String(b.cells[1])),
  );
  return rows.slice(0, limit).map((row) => row.cells);
}

/** The funnel per site language: its steps for all offers together (decision 109). */
export const FUNNEL_LANGUAGE_COLUMNS = ['site_language', ...FUNNEL_COLUMNS.slice(3)] as const;

/**
 * One row per site language with any figure, in the order given (the site's languages), each step
 * summed over that language's funnel rows — the same counting as the funnel, so a language's row
 * equals the funnel's column sums with that language chosen.
 */
export function funnelByLanguage(
  offers: readonly Offer[],
  languages: readonly { language: string; figures: FunnelFigures }[],
) {
  const rows: (string | number)[][] = [];
  for (const { language, figures } of languages) {
    const sums = FUNNEL_COLUMNS.slice(3).map(() => 0);
    for (const row of funnelRows(offers, figures, Number.MAX_SAFE_INTEGER))
      row.slice(3).forEach((value, index) => {
        sums[index] = (sums[index] ?? 0) + Number(value);
      });
    if (sums.some((value) => value > 0)) rows.push([language, ...sums]);
  }
  return rows;
}
