/**
 * Markdown rendered when it is published (decision 118): each language's sanitized HTML with the id
 * of the source it was made from, and the stored HTML of a source (null when the text changed since
 * it was rendered: then it is rendered where it is shown, as before).
 */
import { markdownToHtml } from './markdown-html';
import { markdownId } from './markdown-id';

export { markdownId } from './markdown-id';

export type StoredHtml = { id: string; html: string };

/**
 * Every language's text rendered, blank ones left out; `shown` is what the page renders of a text
 * (descriptions nest their headings under the page's h1: `nestHeadings`). The id is the text's own.
 */
export function renderTranslations(
  translations: Readonly<Record<string, string | undefined>>,
  shown: (source: string) => string = (source) => source,
): Record<string, StoredHtml> {
  const stored: Record<string, StoredHtml> = {};
  for (const [language, source] of Object.entries(translations)) {
    if (typeof source === 'string' && source.trim()) {
      stored[language] = { id: markdownId(source), html: markdownToHtml(shown(source)) };
    }
  }
  return stored;
}

/** The stored HTML made from exactly `source`, whichever language holds it. */
export function storedHtmlOf(
  stored: Readonly<Record<string, StoredHtml | undefined>>,
  source: string,
): string | null {
  if (!source.trim()) return null;
  const id = markdownId(source);
  for (const entry of Object.values(stored)) if (entry?.id === id) return entry.html;
  return null;
}
