/**
 * JSON-LD in the page: one `<script type="application/ld+json">` holding a schema.org @graph.
 * Content is serialized so it cannot end the script element (`<` as \u003c) or break JavaScript
 * string parsing (U+2028/U+2029). A CSP nonce, when given, is added to the element.
 */
import type { JsonLdNode } from './structured-data';

export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderJsonLd(nodes: readonly JsonLdNode[], nonce?: string): string {
  if (nodes.length === 0) return '';
  const graph = { '@context': 'https://schema.org', '@graph': nodes };
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  return `<script type="application/ld+json"${nonceAttribute}>${serializeJsonLd(graph)}</script>`;
}
