/** @jsxRuntime automatic -- also under tsx (`npm start`), which reads no tsconfig of this package */
/**
 * Markdown as the spec asks (section 5): GFM with autolinks, line breaks kept, raw HTML never
 * rendered, output sanitized; link schemes other than http(s), mailto, tel and in-page/relative are
 * dropped (javascript:, vbscript:, file:, data: …); images only from our own site (a site path) or
 * raster data URLs, by the contracts' allow-list (decision 022).
 * Shared by the public site (loaded lazily by apps/web/src/shared/ui/markdown.tsx, so pages without
 * markdown never download it) and the console's live preview, so both render and sanitize alike.
 */

import { safeUrl } from '@wegweiser/contracts/safe-url';
import type { ReactElement } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';

const SAFE_LINK = /^(https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:]*$)/i;

/** Exported for tests: the URL a link or image ends up with ('' removes it). */
export function transformUrl(url: string, key: string): string {
  if (key === 'src') return safeUrl(url, { kind: 'inline-image' }) ?? '';
  const trimmed = url.trim();
  if (!SAFE_LINK.test(trimmed)) return '';
  return defaultUrlTransform(trimmed);
}

const schema = {
  ...defaultSchema,
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https', 'data'],
  },
  attributes: {
    ...defaultSchema.attributes,
    // GFM task list checkboxes need a label for accessibility; keep only what we set.
    input: [...(defaultSchema.attributes?.input ?? []), 'ariaLabel'],
  },
};

const components: Components = {
  a: ({ href, children, node: _node, ...rest }) => {
    // A refused URL ('') is text, not a link back to this page.
    if (!href) return <span>{children}</span>;
    const external = /^https?:\/\//i.test(href);
    return (
      <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  input: ({ node: _node, ...rest }) => <input {...rest} aria-label={rest.checked ? 'erledigt' : 'offen'} />,
  // A refused image ('') is left out: an empty src would make the browser fetch the page again.
  img: ({ node: _node, alt, src, ...rest }) =>
    src ? <img alt={alt ?? ''} loading="lazy" decoding="async" src={src} {...rest} /> : null,
};

const options = {
  remarkPlugins: [remarkGfm, remarkBreaks],
  rehypePlugins: [[rehypeSanitize, schema]],
  skipHtml: true,
  urlTransform: transformUrl,
  components,
} satisfies Parameters<typeof Markdown>[0];

/**
 * The elements of the sources rendered last (decision 074): a page shows the same texts render after
 * render, and parsing, sanitizing and building them is most of what a markdown text costs. Elements
 * never change once made, so one may appear in many renders. At most this many, least recently
 * used first out.
 */
export const RENDERED_SOURCES_KEPT = 256;
const rendered = new Map<string, ReactElement>();

export default function MarkdownRenderer({ source }: { source: string }) {
  const kept = rendered.get(source);
  if (kept) {
    rendered.delete(source);
    rendered.set(source, kept);
    return kept;
  }
  // react-markdown's synchronous component is a plain function of its props (no hooks).
  const element = Markdown({ ...options, children: source }) as ReactElement;
  rendered.set(source, element);
  if (rendered.size > RENDERED_SOURCES_KEPT) rendered.delete(rendered.keys().next().value as string);
  return element;
}
