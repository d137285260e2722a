/**
 * The service funnel (issue 24 point 9): every active service and package of the catalogue — seen
 * or not — and any other offer the visitors met in the range (one since removed), with how often
 * its card was seen in a list, its page opened, "book" clicked and a contact message sent from it.
 * Pure: the figures come in as the dashboard's totals.
 */
import type { Totals } from '../../repositories/analytics-dashboard-repository';

export type Offer = { kind: 'service' | 'package'; slug: string; title: string; titles: string[] };
export type FunnelFigures = { steps: Totals[]; titles: Totals[]; contacts: Totals[] };

export const FUNNEL_COLUMNS = [
  'kind',
  'service',
  'title',
  'views',
  'detail_views',
  'book_clicks',
  'contact_messages',
] as const;

/** Contact contexts that name a service (service_name) or a package (package_name). */
const CONTEXTS: Record<Offer['kind'], Set<string>> = {
  service: new Set(['service_detail']),
  package: new Set(['service_package_detail', 'service_package_general']),
};
const PACKAGE_STEPS = new Set(['package_view', 'package_click']);

type Entry = {
  kind: Offer['kind'];
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
  const kindOf = (slug: string) => {
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
        messages,
      ] as (string | number)[],
    };
  });
  // Most seen first; offers nobody met keep the catalogue's order (services, then packages).
  rows.sort(
    (a, b) =>
      Number(b.cells[3]) - Number(a.cells[3]) ||
      Number(b.cells[4]) - Number(a.cells[4]) ||
      a.order - b.order ||
      String(a.cells[1]).localeCompare(String(b.cells[1])),
  );
  return rows.slice(0, limit).map((row) => row.cells);
}
