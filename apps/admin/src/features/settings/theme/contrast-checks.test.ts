/**
 * The checked colour pairs are the site's: each pair's classes occur together on one element of
 * apps/web, the main button is the pair the button styles paint, and a too-light brand colour
 * fails the pairs it should.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandScale } from './colour-scale';
import { CONTRAST_PAIRS, type ContrastPair, contrastProblems, type ThemeColours } from './contrast-checks';

// Tests run from the repository's root (vitest.config.ts).
const WEB_SOURCE = join(process.cwd(), 'apps/web/src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every class list of the site: the strings of class names, one per element or style constant. */
const classLists = sourceFiles(WEB_SOURCE).flatMap((path) =>
  [
    ...readFileSync(path, 'utf8').matchAll(
      /(["'`])((?:(?!\1)[^\n])*?\b(?:bg|text)-[a-z]+-\d{2,3}[^\n]*?)\1/g,
    ),
  ].map((match) => new Set((match[2] ?? '').split(/\s+/))),
);

describe('the contrast pairs', () => {
  it.each(Object.keys(CONTRAST_PAIRS) as ContrastPair[])('%s paints an element of the site', (pair) => {
    const classes = CONTRAST_PAIRS[pair].classes;
    expect(classLists.some((list) => classes.every((name) => list.has(name)))).toBe(true);
  });

  it('checks the main button in both modes with the shades the button styles use', () => {
    const styles = readFileSync(join(WEB_SOURCE, 'shared/ui/button-styles.ts'), 'utf8');
    const primary = (/export const primaryButton =([\s\S]*?);/.exec(styles)?.[1] ?? '').split(/[\s'`+]+/);
    for (const name of [...CONTRAST_PAIRS.buttonLight.classes, ...CONTRAST_PAIRS.buttonDark.classes]) {
      expect(primary).toContain(name);
    }
  });

  it('warns about a too-light brand colour where white text sits on it, and not for a deep one', () => {
    const theme = (brand: string): ThemeColours => {
      const scale = brandScale(brand) ?? {};
      return {
        primary_colors: scale,
        accent_colors: brandScale('#d66a29') ?? {},
        dark_colors: brandScale('#5a6f6b') ?? {},
      };
    };
    const light = contrastProblems(theme('#7dd3fc')).map(({ pair }) => pair);
    expect(light).toEqual(expect.arrayContaining(['buttonLight', 'linkLight']));
    expect(contrastProblems(theme('#2b5d52')).map(({ pair }) => pair)).not.toContain('buttonLight');
  });
});
