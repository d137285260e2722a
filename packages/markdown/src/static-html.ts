/**
 * The site's markdown as a string of HTML, rendered and sanitized exactly as the site renders it:
 * for places without React, such as the newsletter's emails (decision 059), and where a text shown
 * plainly instead is reported (the server's log; decision 078).
 */
export { markdownToHtml, onMarkdownFailure } from './markdown-html';
export { nestHeadings } from './nest-headings';
export { RENDERER_REVISION, rendererFingerprint } from './renderer-fingerprint';
