/**
 * Managed texts grouped by page and section — where the console describes a text (decision 092),
 * by its description; otherwise read from its content-type name (`hero_…` is the home page's
 * introduction, `footer_…` the footer …) — and the search over names, descriptions and texts in
 * every language.
 */
import { TEXT_DESCRIPTIONS, textOrder } from '../../../shared/content/text-descriptions';
import { GROUP_ORDER, type TextGroup } from '../../../shared/content/text-group-names';

export { GROUP_ORDER, type TextGroup };

/** Longest prefixes first: `service_package_detail_` before `service_packages_`. */
const PREFIXES: [string, string][] = [
  ['service_package_detail_', 'service_package_detail'],
  ['service_packages_', 'package'],
  ['featured_services_', 'home'],
  ['services_page_', 'services'],
  ['services_', 'home'],
  ['hero_', 'hero'],
  ['meta_', 'home'],
  ['testimonials_', 'testimonials'],
  ['about_', 'about'],
  ['duration_unit_', 'duration_unit'],
  ['header_', 'header'],
  ['footer_', 'footer'],
  ['newsletter_', 'newsletter'],
  ['blog_', 'blog'],
  ['career_', 'career'],
  ['contact_', 'contact'],
  ['legal_', 'legal'],
  ['not_found_', 'not_found'],
];

export function groupOf(contentType: string): TextGroup {
  if (Object.hasOwn(TEXT_DESCRIPTIONS, contentType)) return TEXT_DESCRIPTIONS[contentType]?.group ?? 'other';
  const match = PREFIXES.find(([prefix]) => contentType.startsWith(prefix));
  return (match?.[1] ?? 'other') as TextGroup;
}

export type ManagedText = { key: string; content: Partial<Record<string, string>> };

/** Every word of the query somewhere in the name, its description or any language's text (case-insensitive). */
export function matches(text: ManagedText, query: string): boolean {
  const described = Object.hasOwn(TEXT_DESCRIPTIONS, text.key) ? TEXT_DESCRIPTIONS[text.key] : undefined;
  const haystack = [
    text.key,
    text.key.replace(/_/g, ' '),
    described?.de ?? '',
    described?.en ?? '',
    ...Object.values(text.content).filter((value) => value !== undefined),
  ]
    .join('\n')
    .toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The texts in group order, each group in the page's order (then by name), only those matching the query. */
export function groupTexts(texts: ManagedText[], query: string): [TextGroup, ManagedText[]][] {
  const found = texts.filter((text) => matches(text, query));
  return GROUP_ORDER.map(
    (group) =>
      [
        group,
        found
          .filter((text) => groupOf(text.key) === group)
          .sort((a, b) => textOrder(a.key) - textOrder(b.key) || a.key.localeCompare(b.key)),
      ] as [TextGroup, ManagedText[]],
  ).filter(([, members]) => members.length > 0);
}
