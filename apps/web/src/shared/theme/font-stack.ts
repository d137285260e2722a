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

/**
 * A complete font-family value for a theme font name. Unknown families get a sans-serif tail.
 * `web: false` leaves a hosted family out and starts with its fallback face: the stack a page paints
 * with until its web fonts may apply (decision 119); a family the site does not host is kept.
 */
export function fontStack(family: string, { web = true }: { web?: boolean } = {}): string {
  const name = family.trim();
  const hosted = HOSTED_FONTS[name];
  const families = [
    ...(name && (web || !hosted) ? [name] : []),
    ...(hosted ? [hosted.fallback] : []),
    ...SYSTEM_STACKS[hosted?.category ?? 'sans'],
  ];
  return families.map(quote).join(', ');
}

type FontVariables = Record<'--font-body' | '--font-display', string>;

const chosen = (fonts: ThemeFonts | null | undefined): ThemeFonts => ({
  body: fonts?.body?.trim() || DEFAULT_FONTS.body,
  display: fonts?.display?.trim() || DEFAULT_FONTS.display,
});

/**
 * The theme's fonts as the two custom properties the stylesheet reads: by default (`web: false`) the
 * stacks a page paints with first, without the hosted web fonts; with `web: true` the stacks that
 * apply under <html data-web-fonts> (decision 119).
 */
export function fontVariables(
  fonts: ThemeFonts | null | undefined,
  { web = false }: { web?: boolean } = {},
): FontVariables {
  const { body, display } = chosen(fonts);
  return { '--font-body': fontStack(body, { web }), '--font-display': fontStack(display, { web }) };
}

/** The hosted families the theme uses (body first, each once): the web fonts a page may fetch. */
export function hostedFamilies(fonts: ThemeFonts | null | undefined): string[] {
  const { body, display } = chosen(fonts);
  return [...new Set([body, display])].filter((family) => HOSTED_FONTS[family] !== undefined);
}
