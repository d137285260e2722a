/**
 * The colour pairs of a theme the public site puts text on, in light and in dark mode, and which of
 * them fall below WCAG AA for normal text. Each pair names the site's classes it stands for
 * (`classes`); a test finds every one of them together in apps/web, so the list follows the site.
 * Light running text is Tailwind's slate, not a theme colour, so it is not checked here.
 */
import { AA_NORMAL_TEXT, contrastRatio } from './contrast';

type Palette = Record<string, string>;
export type ThemeColours = { primary_colors: Palette; accent_colors: Palette; dark_colors: Palette };

const WHITE = '#ffffff';

type Pair = {
  mode: 'light' | 'dark';
  /** Foreground and background of the pair. */
  colours: (theme: ThemeColours) => [string | undefined, string | undefined];
  /** The site's classes that paint it, found together on one element in apps/web. */
  classes: string[];
};

export const CONTRAST_PAIRS = {
  buttonLight: {
    mode: 'light',
    colours: (t) => [WHITE, t.primary_colors['700']],
    classes: ['bg-primary-700', 'text-white'],
  },
  linkLight: {
    mode: 'light',
    colours: (t) => [t.primary_colors['700'], WHITE],
    classes: ['text-primary-700', 'dark:text-primary-300'],
  },
  navLight: {
    mode: 'light',
    colours: (t) => [t.primary_colors['800'], t.primary_colors['50']],
    classes: ['bg-primary-50', 'text-primary-800'],
  },
  badgeLight: {
    mode: 'light',
    colours: (t) => [t.accent_colors['800'], t.accent_colors['100']],
    classes: ['bg-accent-100', 'text-accent-800'],
  },
  savingsLight: {
    mode: 'light',
    colours: (t) => [t.primary_colors['800'], t.primary_colors['100']],
    classes: ['bg-primary-100', 'text-primary-800'],
  },
  buttonDark: {
    mode: 'dark',
    colours: (t) => [t.dark_colors['900'], t.primary_colors['300']],
    classes: ['dark:bg-primary-300', 'dark:text-dark-900'],
  },
  linkDark: {
    mode: 'dark',
    colours: (t) => [t.primary_colors['300'], t.dark_colors['900']],
    classes: ['dark:text-primary-300'],
  },
  navDark: {
    mode: 'dark',
    colours: (t) => [t.primary_colors['200'], t.dark_colors['800']],
    classes: ['dark:bg-dark-800', 'dark:text-primary-200'],
  },
  bodyDark: {
    mode: 'dark',
    colours: (t) => [t.dark_colors['100'], t.dark_colors['900']],
    classes: ['dark:bg-dark-900', 'dark:text-dark-100'],
  },
  // A card's description: the card is dark 800 (its frame sets that), the text dark 300.
  cardDark: {
    mode: 'dark',
    colours: (t) => [t.dark_colors['300'], t.dark_colors['800']],
    classes: ['text-slate-600', 'dark:text-dark-300'],
  },
  // The site lays accent 900 at 60 % over a card; checked on full accent 900, the stricter case.
  badgeDark: {
    mode: 'dark',
    colours: (t) => [t.accent_colors['100'], t.accent_colors['900']],
    classes: ['dark:bg-accent-900/60', 'dark:text-accent-100'],
  },
  savingsDark: {
    mode: 'dark',
    colours: (t) => [t.primary_colors['100'], t.primary_colors['900']],
    classes: ['dark:bg-primary-900/60', 'dark:text-primary-100'],
  },
} satisfies Record<string, Pair>;

export type ContrastPair = keyof typeof CONTRAST_PAIRS;

/** Every checked pair below 4.5 : 1 with its ratio (pairs with an unreadable colour are skipped). */
export function contrastProblems(theme: ThemeColours): { pair: ContrastPair; ratio: number }[] {
  return (Object.keys(CONTRAST_PAIRS) as ContrastPair[]).flatMap((pair) => {
    const [foreground, background] = CONTRAST_PAIRS[pair].colours(theme);
    const ratio = foreground && background ? contrastRatio(foreground, background) : null;
    return ratio !== null && ratio < AA_NORMAL_TEXT ? [{ pair, ratio }] : [];
  });
}
