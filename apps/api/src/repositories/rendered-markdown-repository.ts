/**
 * The markdown fields whose sanitized HTML is stored beside them (decision 118): each field's
 * sources with what is stored, and the writes that bring the stored HTML in step.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  blogPosts,
  careerPosts,
  legalPages,
  type RenderedTranslations,
  servicePackages,
  services,
  type Translations,
} from '../db/schema';

type MarkdownField = {
  table: PgTable;
  id: PgColumn;
  source: PgColumn;
  html: PgColumn;
  /** Shown under the page's own h1: its headings nested (`nestHeadings`) before it is rendered. */
  nested?: boolean;
};

/** Every markdown field with a stored rendering, by name. */
export const MARKDOWN_FIELDS = {
  'legal_pages.content': {
    table: legalPages,
    id: legalPages.id,
    source: legalPages.content,
    html: legalPages.contentHtml,
  },
  'services.description': {
    table: services,
    id: services.id,
    source: services.description,
    html: services.descriptionHtml,
    nested: true,
  },
  'service_packages.description': {
    table: servicePackages,
    id: servicePackages.id,
    source: servicePackages.description,
    html: servicePackages.descriptionHtml,
    nested: true,
  },
  'blog_posts.content': {
    table: blogPosts,
    id: blogPosts.id,
    source: blogPosts.content,
    html: blogPosts.contentHtml,
  },
  'career_posts.content': {
    table: careerPosts,
    id: careerPosts.id,
    source: careerPosts.content,
    html: careerPosts.contentHtml,
  },
} satisfies Record<string, MarkdownField>;

/** Whether a field's texts are shown with their headings nested. */
export const isNested = (name: MarkdownFieldName): boolean =>
  (MARKDOWN_FIELDS[name] as MarkdownField).nested === true;

export type MarkdownFieldName = keyof typeof MARKDOWN_FIELDS;

export type MarkdownRow = { id: number; source: Translations; html: RenderedTranslations };

export function createRenderedMarkdownRepository(db: Database) {
  return {
    /** Every row's sources and stored HTML of one field. */
    async rows(name: MarkdownFieldName): Promise<MarkdownRow[]> {
      const field: MarkdownField = MARKDOWN_FIELDS[name];
      return (await db
        .select({ id: field.id, source: field.source, html: field.html })
        .from(field.table)) as MarkdownRow[];
    },

    /** Stores a row's HTML, unless its text changed since it was read (the next pass renders that). */
    async store(name: MarkdownFieldName, row: MarkdownRow, html: RenderedTranslations): Promise<boolean> {
      const field: MarkdownField = MARKDOWN_FIELDS[name];
      const written = await db
        .update(field.table)
        .set({ [htmlProperty(name)]: html })
        .where(and(eq(field.id, row.id), eq(field.source, row.source)))
        .returning({ id: field.id });
      return written.length > 0;
    },
  };
}

/** The schema property of a field's HTML column (drizzle's `set` takes properties, not names). */
const htmlProperty = (name: MarkdownFieldName) =>
  name.endsWith('.description') ? 'descriptionHtml' : 'contentHtml';

export type RenderedMarkdownRepository = ReturnType<typeof createRenderedMarkdownRepository>;
