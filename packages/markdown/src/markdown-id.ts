/**
 * A short, stable name for a markdown source: FNV-1a (32 bit) of its UTF-16 code units, base 36,
 * and its length. Names the source a stored rendering was made from (decision 118) and the server's
 * rendering in a page, which hydration takes over (apps/web shared/ui/markdown.tsx).
 */
export function markdownId(source: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i += 1) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${source.length.toString(36)}`;
}
