/**
 * The site's markdown rendered once, when it is published (issue 26 point 3, decision 122). After
 * a publish and at start, every text the site renders as markdown is rendered by the site's own
 * renderer where no HTML of it is stored yet, stored by the SHA-256 of the exact text a page
 * renders, and kept here in memory; what no text uses any more is removed. The server render asks
 * `find(text)` for each markdown block: HTML stored for that very text by this renderer, or nothing
 * (a draft in a preview, a text changed by hand in the database) and the page renders it itself.
 * Other processes read the texts and the stored HTML again when they hear of a change (decision
 * 049). Kept by the text itself: finding it costs a render what the renderer's own cache did.
 */
import { createHash } from 'node:crypto';
import { markdownToHtml, nestHeadings, rendererFingerprint } from '@wegweiser/markdown/static-html';
import type {
  RenderedMarkdownRepository,
  SiteMarkdownTexts,
} from '../repositories/rendered-markdown-repository';

/** The managed texts the site renders as markdown (the about page's). */
export const MARKDOWN_TEXT_TYPES = ['about_intro', 'about_approach_text'] as const;

export const sourceHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Each text exactly as a page hands it to the renderer, by its hash; blank ones render nothing. */
export function renderedTexts({ nested, plain }: SiteMarkdownTexts): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (text: string | undefined) => {
    if (text?.trim()) texts.set(sourceHash(text), text);
  };
  for (const translations of nested)
    for (const text of Object.values(translations)) add(text && nestHeadings(text));
  for (const translations of plain) for (const text of Object.values(translations)) add(text);
  return texts;
}

export type StoreOutcome = { rendered: number; removed: number; kept: number };

export class StoredMarkdown {
  /** By the very text a page renders: a render finds its HTML as cheaply as the renderer's own cache. */
  #byText = new Map<string, string>();
  #running: Promise<unknown> = Promise.resolve();
  readonly #renderer: string;

  constructor(
    private readonly repository: Pick<
      RenderedMarkdownRepository,
      'siteTexts' | 'stored' | 'save' | 'keepOnly'
    >,
    renderer = rendererFingerprint(),
  ) {
    this.#renderer = renderer;
  }

  /** The stored HTML of exactly this text, if any. */
  find(text: string): string | undefined {
    return this.#byText.get(text);
  }

  /**
   * Renders and stores what the site's texts lack, removes what they no longer use, and keeps the
   * result here. One at a time: a second call waits for the first.
   */
  store(): Promise<StoreOutcome> {
    return this.#queue(() => this.#read(true));
  }

  /** Reads the texts and their stored HTML again (another process stored it); renders nothing. */
  async reload(): Promise<void> {
    await this.#queue(() => this.#read(false));
  }

  #queue<T>(run: () => Promise<T>): Promise<T> {
    const next = this.#running.then(run, run);
    this.#running = next.catch(() => undefined);
    return next;
  }

  async #read(render: boolean): Promise<StoreOutcome> {
    const [texts, stored] = await Promise.all([
      this.repository.siteTexts(MARKDOWN_TEXT_TYPES),
      this.repository.stored(this.#renderer),
    ]);
    const wanted = renderedTexts(texts);
    const byHash = new Map(stored.map((row) => [row.sourceHash, row.html]));
    let rendered = 0;
    let removed = 0;
    if (render) {
      const made = [...wanted]
        .filter(([hash]) => !byHash.has(hash))
        .map(([hash, text]) => ({ sourceHash: hash, html: markdownToHtml(text) }));
      await this.repository.save(this.#renderer, made);
      removed = await this.repository.keepOnly([...wanted.keys()]);
      for (const row of made) byHash.set(row.sourceHash, row.html);
      rendered = made.length;
    }
    const byText = new Map<string, string>();
    for (const [hash, text] of wanted) {
      const html = byHash.get(hash);
      if (html !== undefined) byText.set(text, html);
    }
    this.#byText = byText;
    return { rendered, removed, kept: byText.size };
  }
}
