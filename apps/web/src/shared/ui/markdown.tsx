import { type ComponentType, createContext, lazy, Suspense, useContext } from 'react';

type Renderer = ComponentType<{ source: string; className: string; 'data-markdown': string }>;

let loaded: Renderer | null = null;

/**
 * Loads the markdown renderer (its own chunk). Pages that show markdown call this in their `load()`
 * (server render and client-side navigation), so the renderer is ready when they render.
 */
export const preloadMarkdown = () =>
  import('@wegweiser/markdown').then((module) => {
    loaded = module.default;
    return module;
  });

const LazyRenderer = lazy(preloadMarkdown);

/** A short, stable name for a markdown source: FNV-1a (32 bit) of its UTF-16 code units, base 36. */
export function markdownId(source: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i += 1) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${source.length.toString(36)}`;
}

/** Sanitized HTML the server rendered, found in the document before hydration, by markdown id. */
const serverRendered = new Map<string, string>();

/**
 * Takes over the markdown the server rendered into the page (`data-markdown="{id}"`), so hydration
 * reuses that sanitized HTML instead of loading the renderer and parsing the markdown again in the
 * browser: on a first visit markdown costs no script at all. Call before hydrating.
 */
export function adoptServerMarkdown(root: ParentNode): number {
  for (const element of root.querySelectorAll('[data-markdown]')) {
    const id = element.getAttribute('data-markdown');
    if (id) serverRendered.set(id, element.innerHTML);
  }
  return serverRendered.size;
}

/**
 * The server render's HTML stored for a markdown text when it was published (decision 122): the
 * sanitized HTML of exactly this text, or undefined (the renderer renders it). Never in the browser.
 */
export type StoredMarkdownHtml = (source: string) => string | undefined;
export const StoredMarkdownContext = createContext<StoredMarkdownHtml | null>(null);

/** Sanitized markdown in a `prose` block (see packages/markdown for the rules). */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const id = markdownId(source);
  const classes = `prose prose-slate max-w-none dark:prose-invert ${className}`;
  // On the server, the HTML stored at publish; in the browser, what the server rendered.
  const adopted = useContext(StoredMarkdownContext)?.(source) ?? serverRendered.get(id);
  // The same source renders the same HTML: stored, or already parsed by the browser from our server.
  if (adopted !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer's sanitized HTML, stored at publish or read back unchanged from the DOM
    return <div data-markdown={id} className={classes} dangerouslySetInnerHTML={{ __html: adopted }} />;
  }
  const Ready = loaded;
  if (Ready) return <Ready source={source} data-markdown={id} className={classes} />;
  return (
    <Suspense
      fallback={
        <div data-markdown={id} className={classes}>
          <p className="whitespace-pre-line">{source}</p>
        </div>
      }
    >
      <LazyRenderer source={source} data-markdown={id} className={classes} />
    </Suspense>
  );
}

// In the browser the server's markdown is taken over as soon as this module loads — with the page's
// module or an island's, before either hydrates — so the entry need not carry it (decision 120).
if (typeof document !== 'undefined') adoptServerMarkdown(document);
