/**
 * The content icon sprite (decision 140): one SVG file with a `<symbol>` per content icon, drawn
 * from Heroicons' outline set, which pages reference with `<use href="…#Name">` instead of carrying
 * the paths. `npm run icons --workspace @wegweiser/web` writes it; a test keeps the file in step
 * with the icon names and the Heroicons version.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as outline from '@heroicons/react/24/outline';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CONTENT_ICON_NAMES } from '../src/shared/ui/content-icon-names';

export const SPRITE_FILE = fileURLToPath(new URL('../src/shared/ui/content-icons.svg', import.meta.url));

/** One icon as a symbol: Heroicons' paths, with its outline look on a group around them. */
function symbol(name: (typeof CONTENT_ICON_NAMES)[number]): string {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the sprite draws every icon by its name
  const markup = renderToStaticMarkup(createElement(outline[name]));
  const outer = /^<svg ([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!outer?.[1] || !outer[2]) throw new Error(`${name}: not the SVG Heroicons renders`);
  const attribute = (key: string) => new RegExp(`(?:^| )${key}="([^"]*)"`).exec(outer[1] ?? '')?.[1];
  const look = `fill="${attribute('fill')}" stroke="${attribute('stroke')}" stroke-width="${attribute('stroke-width')}"`;
  return `<symbol id="${name}" viewBox="${attribute('viewBox')}"><g ${look}>${outer[2]}</g></symbol>`;
}

export function contentIconsSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${CONTENT_ICON_NAMES.map(symbol).join('')}</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_FILE, contentIconsSprite());
  process.stdout.write(`wrote ${SPRITE_FILE}\n`);
}
