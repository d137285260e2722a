/**
 * The hosted web fonts never swap in during a page view the visitor did not cause (decision 119).
 *
 * A first visit paints in the metric-matched fallback faces: the stacks name no web font until
 * <html data-web-fonts> is set, so nothing is fetched before the first paint. After the load the
 * browser fetches the theme's families (`document.fonts.load`, which applies nothing) and notes
 * in localStorage which files it holds. They apply when the visitor navigates inside the app
 * (`applyWebFonts`: a shift right after an input is not a layout shift) and, on a later full load,
 * from the head (web-fonts-boot.ts) when every file the page needs is noted: the faces are
 * `font-display: optional`, so a file not there before the first paint is not used in that view.
 */

/** The attribute on <html> under which the stacks name the web fonts. */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
export const WEB_FONTS_SELECTOR = `:root[${WEB_FONTS_ATTRIBUTE}]`;
/** Custom property naming the theme's hosted families (comma-separated), set by the server. */
export const WEB_FONT_FAMILIES_VARIABLE = '--web-font-families';
/** localStorage: the paths of the font files fetched, space-separated (first-party, never a cookie). */
export const WEB_FONTS_STORAGE_KEY = 'web-fonts';

let fetched = false;

type FontWindow = Pick<Window, 'document' | 'location' | 'performance' | 'getComputedStyle'> & {
  localStorage?: Storage;
};

/** The theme's hosted families, as the server's stylesheet names them. */
export function themeWebFamilies(win: FontWindow): string[] {
  return win
    .getComputedStyle(win.document.documentElement)
    .getPropertyValue(WEB_FONT_FAMILIES_VARIABLE)
    .split(',')
    .map((family) => family.trim().replace(/^["']|["']$/g, ''))
    .filter((family) => /^[\w -]+$/.test(family));
}

/** Same-origin .woff2 files the page has fetched, by path. */
function fetchedFontPaths(win: FontWindow): string[] {
  const paths = win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, win.location.href))
    .filter((url) => url.origin === win.location.origin && url.pathname.endsWith('.woff2'))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

/**
 * Fetches the theme's web fonts without applying them and notes the files for later loads.
 * Nothing to do when the head already applied them. Resolves once done; never rejects.
 */
export async function fetchWebFonts(win: FontWindow = window): Promise<void> {
  const { document } = win;
  if (document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE) || !document.fonts) return;
  const families = themeWebFamilies(win);
  if (families.length === 0) return;
  try {
    const faces = await Promise.all(families.map((family) => document.fonts.load(`1em "${family}"`)));
    if (faces.some((loaded) => loaded.length === 0)) return;
    fetched = true;
    const paths = fetchedFontPaths(win);
    if (paths.length > 0) win.localStorage?.setItem(WEB_FONTS_STORAGE_KEY, paths.join(' '));
  } catch {
    // A failed font or storage: the page keeps its fallback faces; a later load tries again.
  }
}

/** On a navigation the visitor caused: the web fonts apply once fetched (no-op before). */
export function applyWebFonts(doc: Document = document): void {
  if (fetched) doc.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, '');
}

/** After the page's load event and a frame, so the fonts never compete with the first view. */
export function afterLoad(run: () => void, win: Window = window): void {
  const later = () => win.setTimeout(run, 0);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
