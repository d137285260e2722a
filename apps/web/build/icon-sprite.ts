/**
 * The icon sprite (decisions 140, 142): one SVG file with a `<symbol>` per icon — Heroicons' outline
 * set for the icons content chooses, and the glyphs of the blocks the first paint never draws — which
 * pages reference with `<use href="…#name">` instead of carrying the paths.
 * `npm run icons --workspace @wegweiser/web` writes it; a test keeps the file in step with the names,
 * the shapes and the Heroicons version.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as outline from '@heroicons/react/24/outline';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { glyphShape } from '../src/shared/ui/glyph-shapes';
import { isContentIconName, SPRITE_ICON_NAMES, type SpriteIconName } from '../src/shared/ui/icon-names';

export const SPRITE_FILE = fileURLToPath(new URL('../src/shared/ui/icon-sprite.svg', import.meta.url));

/** The attributes of an icon's `<svg>` that draw its shapes; they move to a group in the symbol. */
const DRAWING = ['fill', 'stroke', 'stroke-width'] as const;

/** The `<svg>` an icon renders. */
export function iconShape(name: SpriteIconName): ReactElement {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the sprite draws every icon by its name
  return isContentIconName(name) ? createElement(outline[name]) : glyphShape(name);
}

/** One icon as a symbol: its viewBox, its shapes, and its `<svg>`'s drawing attributes on a group. */
function symbol(name: SpriteIconName): string {
  const markup = renderToStaticMarkup(iconShape(name));
  const outer = /^<svg ([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!outer?.[1] || !outer[2]) throw new Error(`${name}: not an <svg> with shapes`);
  const attributes = outer[1];
  const attribute = (key: string) => new RegExp(`(?:^| )${key}="([^"]*)"`).exec(attributes)?.[1];
  const viewBox = attribute('viewBox');
  if (!viewBox) throw new Error(`${name}: no viewBox`);
  const look = DRAWING.flatMap((key) => {
    const value = attribute(key);
    return value === undefined ? [] : [`${key}="${value}"`];
  }).join(' ');
  const shapes = look ? `<g ${look}>${outer[2]}</g>` : outer[2];
  return `<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`;
}

export function iconSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${SPRITE_ICON_NAMES.map(symbol).join('')}</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_FILE, iconSprite());
  process.stdout.write(`wrote ${SPRITE_FILE}\n`);
}
