/**
 * Which hashed font files a page preloads: the Latin file of each hosted family the theme uses
 * (body first). The hashed names come from the Vite manifest, which lists every asset fonts.css
 * references under its source path (relative to apps/web; `../../node_modules/…` for packages).
 */
import { HOSTED_FONTS, hostedFamilies, type ThemeFonts } from '../shared/theme/font-stack';

type ManifestEntry = { file: string; src?: string };

/** Family → public URL of its Latin file; throws when the build lacks one (fonts.css changed?). */
export function hostedFontUrls(manifest: Record<string, ManifestEntry>): Map<string, string> {
  const entries = Object.values(manifest);
  const urls = new Map<string, string>();
  for (const [family, { latinFile }] of Object.entries(HOSTED_FONTS)) {
    const entry = entries.find(
      ({ src }) => src !== undefined && (src === latinFile || src.endsWith(`/${latinFile}`)),
    );
    if (!entry) throw new Error(`The Vite manifest has no font file ${latinFile} (is it used in fonts.css?)`);
    urls.set(family, `/${entry.file}`);
  }
  return urls;
}

/** The Latin files of the hosted families the theme uses (body first): the head script's list (decision 119). */
export function fontPreloads(fonts: ThemeFonts, urls: Map<string, string>): string[] {
  return hostedFamilies(fonts).flatMap((family) => urls.get(family) ?? []);
}
