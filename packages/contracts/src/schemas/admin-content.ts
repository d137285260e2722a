/**
 * The console's content payloads (decision 044): the PATCH form of a create schema, the item the
 * admin API answers with (working copy, live copy, version, status) and revisions.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import { strict } from './console/fields';
import { translationRules, translationsPatch } from './translations';

/** The version the console last read; a PATCH or publish with another one answers 409. */
export const VersionSchema = z
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .min(0, { error: 'number_too_small' });

const CopyLanguageSchema = z.enum(LANGUAGE_CODES, { error: 'invalid_value' });

/**
 * A text's path in a document: a translatable field (`title`) or one inside a list of objects
 * (`features.0.text`).
 */
export const TextPathSchema = z
  .string({ error: 'invalid_value' })
  .max(120, { error: 'too_long' })
  .regex(/^[a-z][a-z_]*(\.\d{1,4}\.[a-z][a-z_]*)?$/, { error: 'invalid_value' });

/**
 * "Copied from another language" (issue 24 point 6, decision 089), sent with a save: the text of
 * `field` in `language` was copied from `from` and not edited yet — the translation report counts it
 * as missing until its text changes. `from: null` takes the mark away (the owner says the copy is
 * right as it is).
 */
export const CopiedTextClaimSchema = strict({
  field: TextPathSchema,
  language: CopyLanguageSchema,
  from: CopyLanguageSchema.nullable(),
}).refine((claim) => claim.from !== claim.language, { error: 'invalid_value', path: ['from'] });
export type CopiedTextClaim = z.infer<typeof CopiedTextClaimSchema>;

/** A text of the working copy that is still the copy it was made as: shown "kopiert aus Deutsch". */
export const CopiedTextSchema = z.object({
  field: z.string(),
  language: z.string(),
  from: z.string(),
});
export type CopiedText = z.infer<typeof CopiedTextSchema>;

/**
 * The PATCH body of a resource: `version` plus any of the create schema's fields. A translatable
 * field merges per language (`null` removes that language); every other field replaces. `copied`
 * says which texts of the saved copy were copied from another language (decision 089).
 */
export function patchOf<T extends z.ZodRawShape>(create: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([key, field]) => {
      const rules = translationRules(field as z.ZodType);
      return [key, rules ? translationsPatch(rules).optional() : (field as z.ZodType).optional()];
    }),
  );
  return strict({
    ...shape,
    version: VersionSchema,
    copied: z
      .array(CopiedTextClaimSchema, { error: 'invalid_value' })
      .max(200, { error: 'too_long' })
      .optional(),
  });
}

/** A field given as a per-language patch: what `patchOf` accepts for a translatable field. */
export type TranslationsPatch = Partial<Record<string, string | null>>;

export const CONTENT_STATUSES = ['published', 'draft', 'changed'] as const;
/**
 * `published`: live, no pending changes; `draft`: never published (not on the site);
 * `changed`: live, with unpublished changes.
 */
export const ContentStatusSchema = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof ContentStatusSchema>;

const Instant = z.string();
const Author = z.object({ id: z.string(), name: z.string() }).nullable();

/** One item as the console edits it: the working copy and, once published, the live copy. */
export const contentItemSchema = <D extends z.ZodType>(document: D) =>
  z.object({
    /** The live row's key (id, slug, type …), or `new-…` until the first publish. */
    key: z.string(),
    version: z.number().int(),
    status: ContentStatusSchema,
    document,
    published: document.nullable(),
    updated_at: Instant.nullable(),
    updated_by: Author,
    /** Texts of the working copy copied from another language and not edited since (decision 089). */
    copied: z.array(CopiedTextSchema).optional(),
  });

/** A row of a resource's list: enough to find and open the item. */
export const ContentListItemSchema = z.object({
  key: z.string(),
  /** The item's name in every language it has one, for the list and search. */
  label: z.record(z.string(), z.string()),
  status: ContentStatusSchema,
  version: z.number().int(),
  order: z.number().int().nullable(),
  updated_at: Instant.nullable(),
});
export type ContentListItem = z.infer<typeof ContentListItemSchema>;

export const ContentListSchema = z.object({
  count: z.number().int(),
  results: z.array(ContentListItemSchema),
});

/**
 * `GET /admin/{resource}/?include=document`: every row also carries what the item's own GET answers
 * (working copy, live copy, who changed it), so a screen showing every item's fields — the managed
 * texts in every language, the languages, the redirects — needs one request, not one per item.
 */
export const ContentListQuerySchema = z.object({ include: z.enum(['document']).optional() });

export const contentListItemWithDocumentSchema = <D extends z.ZodType>(document: D) =>
  ContentListItemSchema.extend({
    document,
    published: document.nullable(),
    updated_by: Author,
  });

export const contentListWithDocumentsSchema = <D extends z.ZodType>(document: D) =>
  z.object({
    count: z.number().int(),
    results: z.array(contentListItemWithDocumentSchema(document)),
  });

export const PublishRequestSchema = strict({ version: VersionSchema });

export const RevisionSummarySchema = z.object({
  version: z.number().int(),
  published_at: Instant,
  published_by: Author,
  /** The publish removed the item. */
  deleted: z.boolean(),
  /** The website shows this revision now (at most one per item; none once it is deleted). */
  live: z
    .boolean()
    .describe('The website shows this revision now (at most one per item; none once the item is deleted).'),
});
export const RevisionListSchema = z.object({ results: z.array(RevisionSummarySchema) });

export const revisionSchema = <D extends z.ZodType>(document: D) =>
  RevisionSummarySchema.extend({
    document: document.nullable(),
    /** The revision before it, to show what this publish changed. */
    previous: document.nullable(),
  });

/** 409: the item changed since the console read it; both versions go back to be compared. */
export const contentConflictSchema = <D extends z.ZodType>(document: D) =>
  z.object({ message: z.string(), current: contentItemSchema(document) });

// Translation report (issue 13 point 5; issue 24 point 6, decision 089) -------------------------

export const MISSING_STATES = ['missing', 'awaiting_publish', 'draft_only'] as const;
/**
 * Where a text is missing: `missing` on the website and in what the owner is editing;
 * `awaiting_publish` on the website only — a draft has it, publishing fixes it; `draft_only` in a
 * draft only — the website does not show it yet (a new item, a new field, a text taken out).
 */
export const MissingStateSchema = z.enum(MISSING_STATES);
export type MissingState = z.infer<typeof MissingStateSchema>;

/** A text that has something in another language but nothing (or only a copy) in the report's. */
export const MissingTranslationSchema = z.object({
  resource: z.string(),
  key: z.string(),
  /** The item's name in every language it has one. */
  label: z.record(z.string(), z.string()),
  /** The field's path in the document, e.g. `title` or `features.2.text`. */
  field: z.string(),
  status: ContentStatusSchema,
  state: MissingStateSchema,
  /**
   * The text being edited is there but was copied from this language and not edited since: it
   * counts as not translated (decision 089). Null when the text is simply empty, and for
   * `awaiting_publish` (the draft has translated it).
   */
  copied_from: z.string().nullable(),
});
export type MissingTranslation = z.infer<typeof MissingTranslationSchema>;

export const TranslationSummarySchema = z.object({
  language: z.string(),
  /** Texts the website shows in some language (each field of each published item counts once). */
  total: z.number().int(),
  /** Of those, the ones the website shows in this language (a copy left unedited does not count). */
  translated: z.number().int(),
  /** 0–100, rounded down: 100 only when nothing is missing on the website. */
  percent: z.number().int(),
  /** Texts missing on the website that a draft already translates: publishing fixes them. */
  awaiting_publish: z.number().int(),
  /** Texts missing only in drafts (not on the website yet). */
  missing_in_drafts: z.number().int(),
});

export const TranslationOverviewSchema = z.object({ results: z.array(TranslationSummarySchema) });

export const TranslationReportSchema = TranslationSummarySchema.extend({
  missing: z.array(MissingTranslationSchema),
});

// Preview links (issue 13 point 8; issue 23 point 4, decision 081) ------------------------------

/** How long a preview link works. */
export const PREVIEW_LINK_HOURS = 24;

/** An item's key, as the console's content routes name it (`karriere-coaching`, `new-…`). */
const ItemKeySchema = z
  .string({ error: 'invalid_value' })
  .min(1, { error: 'required' })
  .max(160, { error: 'too_long' })
  .regex(/^[a-z0-9_-]+$/, { error: 'invalid_value' });

export const PreviewRequestSchema = strict({
  /** The content resource of the item previewed (`services`, `posts` …). */
  resource: ItemKeySchema.max(48, { error: 'too_long' }),
  /** The item previewed: the link shows its draft, and no other. */
  key: ItemKeySchema,
  /** The page to preview: a path of the site, e.g. `/services/karriere-coaching`. */
  path: z
    .string({ error: 'invalid_value' })
    .max(500, { error: 'too_long' })
    .regex(/^\/(?!\/)[^\s?#\\]*$/, { error: 'invalid_path' }),
  /** The language to show it in (the site's usual rule when left out). */
  language: z.enum(['de', 'en', 'es', 'fr', 'zh'], { error: 'invalid_value' }).optional(),
});

/** A preview link that still works, as the console lists it (never its token). */
export const PreviewLinkSchema = z.object({
  id: z.string(),
  resource: z.string(),
  key: z.string(),
  path: z.string(),
  language: z.string().nullable(),
  created_by: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** The new link: the only time its address (with the token) is given out. */
export const PreviewAnswerSchema = PreviewLinkSchema.extend({ url: z.string() });

export const PreviewLinkListQuerySchema = z.object({
  resource: ItemKeySchema.max(48, { error: 'too_long' }).optional(),
  key: ItemKeySchema.optional(),
});
export const PreviewLinkListSchema = z.object({ results: z.array(PreviewLinkSchema) });
