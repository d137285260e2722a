/** @jsxRuntime automatic -- also under tsx (`npm start`), which reads no tsconfig of this package */
/**
 * The site's markdown in a block element: the sanitized HTML of markdown-html.ts (decision 078).
 * Shared by the public site (loaded lazily by apps/web/src/shared/ui/markdown.tsx, so pages without
 * markdown never download it) and the console's live preview, so both render and sanitize alike.
 */
import type { HTMLAttributes } from 'react';
import { markdownToHtml } from './markdown-html';

export { markdownToHtml, onMarkdownFailure, RENDERED_SOURCES_KEPT, transformUrl } from './markdown-html';

type Props = { source: string } & Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
>;

export default function MarkdownRenderer({ source, ...block }: Props) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-html.ts builds it from escaped text and checked URLs only
  return <div {...block} dangerouslySetInnerHTML={{ __html: markdownToHtml(source) }} />;
}
