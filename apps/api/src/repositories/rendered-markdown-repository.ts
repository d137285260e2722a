/**
 * The site's markdown rendered when it is published (decision 122): the texts the public site
 * renders as markdown, read whole, and the HTML stored for them by the SHA-256 of the exact text
 * rendered and the renderer's fingerprint.
 */
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  blogPosts,
  careerPosts,
  legalPages,
  renderedMarkdown,
  servicePackages,
  services,
  staticContents,
  type Translations,
} from '../db/schema';

/** The markdown texts of the site in every language, by how a page renders them. */
export type SiteMarkdownTexts = {
  /** Rendered with their headings nested under the page's h1 (services' and packages' descriptions). */
  nested: Translations[];
  /** Rendered as written (posts, legal pages, the managed texts named). */
  plain: Translations[];
};

export type StoredHtml = { sourceHash: string; html: string };

export function createRenderedMarkdownRepository(db: Database) {
  return {
    /** Every text the site renders as markdown; `textTypes`: the managed texts rendered so. */
    async siteTexts(textTypes: readonly string[]): Promise<SiteMarkdownTexts> {
      const [serviceRows, packageRows, blogRows, careerRows, legalRows, textRows] = await Promise.all([
        db.select({ text: services.description }).from(services),
        db.select({ text: servicePackages.description }).from(servicePackages),
        db.select({ text: blogPosts.content }).from(blogPosts),
        db.select({ text: careerPosts.content }).from(careerPosts),
        db.select({ text: legalPages.content }).from(legalPages),
        textTypes.length === 0
          ? []
          : db
              .select({ text: staticContents.content })
              .from(staticContents)
              .where(inArray(staticContents.contentType, [...textTypes])),
      ]);
      const texts = (rows: { text: Translations }[]) => rows.map((row) => row.text);
      return {
        nested: [...texts(serviceRows), ...texts(packageRows)],
        plain: [...texts(blogRows), ...texts(careerRows), ...texts(legalRows), ...texts(textRows)],
      };
    },

    /** The HTML stored by this renderer. */
    async stored(renderer: string): Promise<StoredHtml[]> {
      return db
        .select({ sourceHash: renderedMarkdown.sourceHash, html: renderedMarkdown.html })
        .from(renderedMarkdown)
        .where(eq(renderedMarkdown.renderer, renderer));
    },

    /** Stores these renderings (one made by another renderer is replaced). */
    async save(renderer: string, rows: readonly StoredHtml[]) {
      if (rows.length === 0) return;
      await db
        .insert(renderedMarkdown)
        .values(rows.map((row) => ({ ...row, renderer })))
        .onConflictDoUpdate({
          target: renderedMarkdown.sourceHash,
          set: { html: sql`excluded.html`, renderer, createdAt: sql`now()` },
        });
    },

    /** Removes what no text uses any more; returns how many rows went. */
    async keepOnly(sourceHashes: readonly string[]): Promise<number> {
      const removed = await db
        .delete(renderedMarkdown)
        .where(
          sourceHashes.length === 0 ? undefined : notInArray(renderedMarkdown.sourceHash, [...sourceHashes]),
        )
        .returning({ sourceHash: renderedMarkdown.sourceHash });
      return removed.length;
    },
  };
}

export type RenderedMarkdownRepository = ReturnType<typeof createRenderedMarkdownRepository>;
