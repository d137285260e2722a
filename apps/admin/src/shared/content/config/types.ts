/**
 * A resource's field configuration: which fields the editor shows, in which groups, as what kind of
 * control, with labels and help in German and English. Field names are typed against the
 * contracts' create schema, so renaming a field there fails the type check here.
 */
import type { z } from 'zod';

/** A text in both console languages. */
export type Words = { de: string; en: string };

export type FieldKind =
  /** Translatable single line, multi-line plain text, markdown. */
  | 'line'
  | 'summary'
  | 'markdown'
  /** Plain (one-language) text, number, yes/no, choice, image URL, calendar date, date and time. */
  | 'text'
  | 'number'
  | 'boolean'
  | 'select'
  | 'image'
  | 'date'
  | 'datetime'
  /** A package's features (add, remove, reorder), its included services, a post's category. */
  | 'features'
  | 'services'
  | 'category'
  /**
   * A card's look (services, packages; decision 098): the yes/no "image instead of icon" drawn as
   * the choice Symbol / Bild, with the fields that name it `within` beside it (the icon picker, the
   * card picture) and a preview of the card as the site draws it.
   */
  | 'card-look';

export type Option = { value: string; label: Words };

export type FieldSpec<Name extends string> = {
  name: Name;
  kind: FieldKind;
  label: Words;
  help?: Words;
  required?: boolean;
  /** `select`: the choices; `null` allowed when `nullable`. */
  options?: readonly Option[];
  nullable?: boolean;
  /** `category`: the resource its options come from. */
  source?: string;
  maxLength?: number;
  /**
   * Drawn inside the control of the field of this name (a `card-look`), not on its own; still a
   * field of the document, saved, diffed and named like any other.
   */
  within?: string;
  /** `card-look`: the icon the site draws when none (or an unknown one) is chosen. */
  fallbackIcon?: 'heart' | 'sparkles';
};

export type NavGroup = 'offer' | 'pages' | 'posts' | 'website';

// biome-ignore lint/suspicious/noExplicitAny: any object schema of the contracts
export type AnyObjectSchema = z.ZodObject<any>;

export type FieldName<S extends AnyObjectSchema> = keyof z.input<S> & string;

export type ResourceConfig<S extends AnyObjectSchema = AnyObjectSchema> = {
  /** The API's resource name: `/api/admin/{resource}/`. */
  resource: string;
  /** The URL segment in the console: `/content/{path}`. */
  path: string;
  schema: S;
  nav: NavGroup;
  title: Words;
  intro?: Words;
  /** The console may create and delete items (false: a fixed set, e.g. the legal pages). */
  collection: boolean;
  /** The list offers move up / down, saving `order`. */
  ordered: boolean;
  groups: readonly { title: Words; fields: readonly FieldSpec<FieldName<S>>[] }[];
  /** A new item's starting document. */
  blank: () => Partial<z.input<S>>;
  /** Where the item is on the public site (for the preview link), when it has a page. */
  publicPath?: (document: Record<string, unknown>) => string | null;
  /** Fields that cannot change after creation (the API refuses them in a PATCH). */
  fixed?: readonly FieldName<S>[];
};

/**
 * Checks a configuration against its schema's field names (and keeps the literal types). The URL
 * segment is the resource's name unless another is given.
 */
export const defineResource = <S extends AnyObjectSchema>({
  path,
  ...config
}: Omit<ResourceConfig<S>, 'path'> & { path?: string }) =>
  ({ ...config, path: path ?? config.resource }) as unknown as ResourceConfig;

const TRANSLATABLE: ReadonlySet<FieldKind> = new Set(['line', 'summary', 'markdown']);
export const isTranslatable = (kind: FieldKind) => TRANSLATABLE.has(kind);

export const fieldsOf = (config: ResourceConfig) => config.groups.flatMap((group) => group.fields);
