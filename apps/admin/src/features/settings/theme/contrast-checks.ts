/**
 * The colour pairs of a theme the site actually puts text on, and which of them fall below WCAG AA
 * for normal text: button text on primary-600, links, running text in light and dark mode, badges.
 */
import { AA_NORMAL_TEXT, contrastRatio } from './contrast';

type Palette = Record<string, string>;
export type ThemeColours = { primary_colors: Palette; accent_colors: Palette; dark_colors: Palette };

export const CONTRAST_PAIRS = {
  buttonText: (theme: ThemeColours) => ['#ffffff', theme.primary_colors['600']],
  linkLight: (theme: ThemeColours) => [theme.primary_colors['600'], '#ffffff'],
  bodyLight: (theme: ThemeColours) => [theme.dark_colors['900'], '#ffffff'],
  bodyDark: (theme: ThemeColours) => [theme.dark_colors['50'], theme.dark_colors['900']],
  linkDark: (theme: ThemeColours) => [theme.primary_colors['300'], theme.dark_colors['900']],
  badge: (theme: ThemeColours) => [theme.accent_colors['800'], theme.accent_colors['100']],
} as const;

export type ContrastPair = keyof typeof CONTRAST_PAIRS;

/** Every checked pair below 4.5 : 1 with its ratio (pairs with an unreadable colour are skipped). */
export function contrastProblems(theme: ThemeColours): { pair: ContrastPair; ratio: number }[] {
  return (Object.keys(CONTRAST_PAIRS) as ContrastPair[]).flatMap((pair) => {
    const [foreground, background] = CONTRAST_PAIRS[pair](theme);
    const ratio = foreground && background ? contrastRatio(foreground, background) : null;
    return ratio !== null && ratio < AA_NORMAL_TEXT ? [{ pair, ratio }] : [];
  });
}
