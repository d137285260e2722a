/** Fields that many resources share, worded once, and small builders for the rest. */
import type { FieldKind, FieldSpec, Option, Words } from './types';

type Extra = Pick<FieldSpec<string>, 'help' | 'required' | 'nullable' | 'maxLength' | 'within'>;

/** A field of one kind: its name, its label and whatever more it needs (help, required …). */
const preset =
  <K extends FieldKind>(kind: K) =>
  <N extends string>(name: N, label: Words, extra: Extra = {}) => ({ name, kind, label, ...extra });

/** Translatable: one line, a few plain lines, markdown. */
export const line = preset('line');
export const summary = preset('summary');
export const markdown = preset('markdown');
/** One-language text, a number, yes or no. */
export const text = preset('text');
export const number = preset('number');
export const flag = preset('boolean');

/** A choice among `options`. */
export const select = <N extends string>(
  name: N,
  label: Words,
  options: readonly Option[],
  extra: Extra = {},
) => ({ name, kind: 'select' as const, options, label, ...extra });

/** Choices whose words are given as [German, English] per value. */
export const optionsOf = <V extends string>(values: readonly V[], words: Record<V, [string, string]>) =>
  values.map((value): Option => ({ value, label: { de: words[value][0], en: words[value][1] } }));

/** Choices named by their value itself in both languages (icon names, language codes …). */
export const plainOptions = (values: readonly string[], show: (value: string) => string = (value) => value) =>
  values.map((value): Option => ({ value, label: { de: show(value), en: show(value) } }));

export const TITLE = line('title', { de: 'Titel', en: 'Title' }, { required: true });
export const NAME = line('name', { de: 'Name', en: 'Name' }, { required: true });
/** The item's main text (a page, a post, a testimonial). */
export const CONTENT = markdown('content', { de: 'Text', en: 'Text' }, { required: true });
export const DESCRIPTION = summary('description', { de: 'Beschreibung', en: 'Description' });

/** Where an item is on the site: `prefix/slug` (nowhere while it has no slug). */
export const slugPath = (prefix: string) => (document: Record<string, unknown>) =>
  document.slug ? `${prefix}/${document.slug}` : null;

/** A post's category, chosen among the items of `source`. */
export const categoryField = (source: string) =>
  ({
    name: 'category_id',
    kind: 'category',
    source,
    nullable: true,
    label: { de: 'Kategorie', en: 'Category' },
  }) as const;

export const ACTIVE = flag(
  'is_active',
  { de: 'Auf der Website zeigen', en: 'Show on the website' },
  { help: { de: 'Aus: bleibt gespeichert, ist aber nicht zu sehen.', en: 'Off: kept, but not shown.' } },
);

export const ORDER = number(
  'order',
  { de: 'Reihenfolge', en: 'Order' },
  {
    help: {
      de: 'Kleinere Zahlen stehen weiter vorn. In der Liste auch mit ↑ ↓ änderbar.',
      en: 'Smaller numbers come first. Also changed with ↑ ↓ in the list.',
    },
  },
);

export const SLUG = text(
  'slug',
  { de: 'Adresse (Slug)', en: 'Address (slug)' },
  {
    required: true,
    help: {
      de: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. karriere-coaching. Wird sie geändert, leitet die alte Adresse weiter.',
      en: 'Lowercase letters, digits and hyphens, e.g. career-coaching. When it changes, the old address redirects.',
    },
  },
);

export const IMAGE_HELP = {
  de: 'Eine Adresse dieser Website (/media/…) oder https://… eines erlaubten Anbieters.',
  en: 'An address on this website (/media/…) or https://… from an allowed provider.',
} as const;
