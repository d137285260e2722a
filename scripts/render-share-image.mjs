/**
 * Renders the default social share image (1200×630 PNG, what Open Graph and Twitter cards expect;
 * they do not show SVG) from the seeded hero illustration. Run once after changing hero.svg:
 *   node scripts/render-share-image.mjs
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const media = new URL('../apps/api/src/db/seed/media/', import.meta.url);
const hero = readFileSync(new URL('hero.svg', media), 'utf8');
// The hero is 960×720; a 960×504 window (1.91:1) keeps the sun, the hills and the signpost.
const cropped = hero.replace('viewBox="0 0 960 720"', 'viewBox="0 110 960 504" width="1200" height="630"');
await sharp(Buffer.from(cropped))
  .png({ palette: true, quality: 90, compressionLevel: 9 })
  .toFile(new URL('share-image.png', media).pathname);
