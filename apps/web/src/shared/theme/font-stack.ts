/**
 * The font-family lists behind --font-body and --font-display (decision 006). The theme names a
 * family per role (spec section 3: fonts {display, body}, default Inter); the families this site
 * hosts itself (src/fonts.css) are followed by their metric-matched fallback face, then by system
 * fonts that cover Chinese, since no CJK web font is downloaded.
 */
export type ThemeFonts = { display: string; body: string };

export const DEFAULT_FONTS: ThemeFonts = { display: 'Inter', body: 'Inter' };

type Category = 'sans' | 'serif';

/**
 * Families with @font-face rules in src/fonts.css: their style, their fallback face and the file
 * of their Latin subset (the one every page needs, so the document preloads it), as the Vite
 * manifest names its source: relative to apps/web (our subsets, made by scripts/subset-fonts.py).
 */
export const HOSTED_FONTS: Record<string, { category: Category; fallback: string; latinFile: string }> = {
  Inter: {
    category: 'sans',
    fallback: 'Inter Fallback',
    latinFile: 'src/fonts/inter-latin-wght-normal.woff2',
  },
  Fraunces: {
    category: 'serif',
    fallback: 'Fraunces Fallback',
    latinFile: 'src/fonts/fraunces-latin-wght-normal.woff2',
  },
};

const SYSTEM_STACKS: Record<Category, string[]> = {
  sans: [
    'ui-sans-serif',
    'system-ui',
    '-apple-system',
    'Segoe UI',
    'PingFang SC',
    'Hiragino Sans GB',
    'Microsoft YaHei',
    'Noto Sans CJK SC',
    'Source Han Sans SC',
    'sans-serif',
  ],
  serif: [
    'ui-serif',
    'Georgia',
    'Songti SC',
    'STSong',
    'SimSun',
    'Noto Serif CJK SC',
    'Source Han Serif SC',
    'serif',
  ],
};

const GENERIC = new Set(['ui-sans-serif', 'ui-serif', 'system-ui', '-apple-system', 'sans-serif', 'serif']);

const quote = (family: string) => (GENERIC.has(family) ? family : `'${family.replace(/['"\\]/g, '')}'`);

/** A complete font-family value for a theme font name. Unknown families get a sans-serif tail. */
export function fontStack(family: string): string {
  const name = family.trim();
  const hosted = HOSTED_FONTS[name];
  const families = [
    ...(name ? [name] : []),
    ...(hosted ? [hosted.fallback] : []),
    ...SYSTEM_STACKS[hosted?.category ?? 'sans'],
  ];
  return families.map(quote).join(', ');
}

/** The theme's fonts as the two custom properties the stylesheet reads. */
export function fontVariables(
  fonts: ThemeFonts | null | undefined,
): Record<'--font-body' | '--font-display', string> {
  const chosen = fonts ?? DEFAULT_FONTS;
  return {
    '--font-body': fontStack(chosen.body || DEFAULT_FONTS.body),
    '--font-display': fontStack(chosen.display || DEFAULT_FONTS.display),
  };
}
