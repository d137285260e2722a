import { type ComponentType, lazy, Suspense } from 'react';

type Renderer = ComponentType<{ source: string }>;

let loaded: Renderer | null = null;

/**
 * Loads the markdown renderer (its own chunk). Pages that show markdown call this in their server
 * `load()`; the browser calls it before hydrating a page that contains markdown (`data-markdown`), so
 * both render the same markup synchronously and no Suspense boundary is left unfinished.
 */
export const preloadMarkdown = () =>
  import('./markdown-renderer').then((module) => {
    loaded = module.default;
    return module;
  });

const LazyRenderer = lazy(preloadMarkdown);

/** Sanitized markdown in a `prose` block (see markdown-renderer.tsx for the rules). */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const Ready = loaded;
  return (
    <div data-markdown="" className={`prose prose-slate max-w-none dark:prose-invert ${className}`}>
      {Ready ? (
        <Ready source={source} />
      ) : (
        <Suspense fallback={<p className="whitespace-pre-line">{source}</p>}>
          <LazyRenderer source={source} />
        </Suspense>
      )}
    </div>
  );
}
