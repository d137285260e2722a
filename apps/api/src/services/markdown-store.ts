/**
 * Keeps the stored HTML of every markdown field in step with its text (decision 118): a pass reads
 * each field's sources, renders the texts whose stored HTML was made from another source (or none)
 * and stores it. Run when the API starts (existing rows, a seed, a restore made while it was down)
 * and after every content change (a publish, restore or import by any path), so the stored HTML
 * follows whatever wrote the text. Texts whose HTML is in step cost a hash each, no markdown work.
 */
import { nestHeadings } from '@wegweiser/markdown/nest-headings';
import { markdownId, renderTranslations } from '@wegweiser/markdown/stored-html';
import type { RenderedTranslations } from '../db/schema';
import {
  isNested,
  MARKDOWN_FIELDS,
  type MarkdownFieldName,
  type MarkdownRow,
  type RenderedMarkdownRepository,
} from '../repositories/rendered-markdown-repository';

/** Whether the stored HTML was made from exactly the row's texts, language by language. */
export function inStep(row: MarkdownRow): boolean {
  const sources = Object.entries(row.source).filter(([, text]) => typeof text === 'string' && text.trim());
  if (sources.length !== Object.keys(row.html).length) return false;
  return sources.every(
    ([language, text]) => row.html[language as keyof RenderedTranslations]?.id === markdownId(text as string),
  );
}

/** One pass over every field: how many rows got new HTML. */
export async function storeRenderedMarkdown(repository: RenderedMarkdownRepository): Promise<number> {
  let stored = 0;
  for (const name of Object.keys(MARKDOWN_FIELDS) as MarkdownFieldName[]) {
    for (const row of await repository.rows(name)) {
      if (inStep(row)) continue;
      const shown = isNested(name) ? (source: string) => nestHeadings(source) : undefined;
      const html = renderTranslations(row.source, shown) as RenderedTranslations;
      if (await repository.store(name, row, html)) stored += 1;
    }
  }
  return stored;
}

/**
 * Runs passes one at a time: a change during a pass asks for one more after it, never two at once.
 * `onStored` hears of a pass that stored HTML (the answers read before it are then out of date).
 */
export function markdownStore(options: {
  repository: RenderedMarkdownRepository;
  onStored: (rows: number) => void;
  onError: (error: unknown) => void;
}) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      try {
        const rows = await storeRenderedMarkdown(options.repository);
        if (rows > 0) options.onStored(rows);
      } catch (error) {
        options.onError(error);
      }
    } while (again);
  };
  return {
    /** Asks for a pass; settles when the passes asked for so far have run. */
    request(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
