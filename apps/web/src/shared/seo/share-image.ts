/**
 * The image social cards show when a page has none of its own: a 1200×630 PNG rendered from the
 * seeded hero illustration (scripts/render-share-image.mjs), since Open Graph consumers ignore SVG.
 */
export const DEFAULT_SHARE_IMAGE = { url: '/media/seed/share-image.png', width: 1200, height: 630 } as const;

export type ShareImage = { url: string; width?: number; height?: number; alt?: string };
