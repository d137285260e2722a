import { markdownId } from '@wegweiser/markdown/markdown-id';
import { type ComponentType, lazy, Suspense } from 'react';

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

export { markdownId };

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
 * Sanitized markdown in a `prose` block (see packages/markdown for the rules). `html`: the API's
 * rendering of this very source, made when it was published (decision 118): shown as it is, with
 * no markdown work here.
 */
export function Markdown({
  source,
  html = null,
  className = '',
}: {
  source: string;
  html?: string | null | undefined;
  className?: string;
}) {
  const id = markdownId(source);
  const classes = `prose prose-slate max-w-none dark:prose-invert ${className}`;
  const adopted = html ?? serverRendered.get(id);
  // The same source renders the same HTML, which the browser has already parsed from our server.
  if (adopted !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the site's renderer: stored at publish, or the page's own server HTML read back unchanged from the DOM
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
