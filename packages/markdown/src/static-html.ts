/** @jsxRuntime automatic -- also under tsx (`npm start`), which reads no tsconfig of this package */
/**
 * The site's markdown as a string of HTML, rendered and sanitized exactly as the site renders it
 * (the same component): for places without React, such as the newsletter's emails (decision 059).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import MarkdownRenderer from './markdown-renderer';

export function markdownToHtml(source: string): string {
  return renderToStaticMarkup(<MarkdownRenderer source={source} />);
}
