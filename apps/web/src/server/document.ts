import type { RenderResult } from '../entry-server';
import { consentBootScript } from '../shared/consent/consent-rule';
import { PAGE_STATE_ID, PAGE_STATE_SOURCE_ATTRIBUTE, type PageState } from '../shared/data/page-state';
import { clickMapFrameBootScript } from '../shared/lib/click-map-frame';
import { contentImage } from '../shared/lib/content-url';
import { formatDateTime } from '../shared/lib/format-date';
import type { ImagePreload } from '../shared/lib/responsive-image';
import { webFontsBootScript } from '../shared/theme/web-fonts-boot';
import { nonceAttribute } from './csp-nonce';
import { type InlineHashes, inlineHash } from './document-template';
import { PAGE_HOLD_ID, PAGE_STYLESHEET_ID } from './hydration-boot';
import type { PreviewShown } from './page-route';
import { hasWaitingBlock, WAITING_HOLD_CSS } from './page-stylesheet';
import { renderHeadTags } from './seo/head-tags';
import { renderJsonLd } from './seo/json-ld';

type Page = Extract<RenderResult, { kind: 'page' }>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside <script> must not be able to close the element. */
const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Before the first paint: whether the page is shown in the console's click map (decision 088), then
 * whether the server-rendered consent banner shows (decision 014).
 */
const CONSENT_BOOT_SCRIPT = clickMapFrameBootScript() + consentBootScript();

/**
 * The first paint waits until the parser has reached the page's state (the end of the body): a
 * paint of half a document would move what is painted when the rest arrives, e.g. the header's
 * cluster or the consent banner (decision 119). Browsers without `rel=expect` paint as before.
 */
const EXPECT_WHOLE_DOCUMENT = `<link rel="expect" href="#${PAGE_STATE_ID}" blocking="render">`;

/** The LCP image's preload: the same srcset and sizes as its <picture>, or its URL. */
function renderImagePreload(preload: ImagePreload): string {
  // Checked again where it is written (decision 022): a bad URL never reaches href.
  if ('href' in preload && !contentImage(preload.href)) return '';
  const target =
    'href' in preload
      ? `href="${escapeHtml(preload.href)}"`
      : `imagesrcset="${escapeHtml(preload.imageSrcSet)}" imagesizes="${escapeHtml(preload.imageSizes)}" type="${escapeHtml(preload.type)}"`;
  const media = preload.media ? ` media="${escapeHtml(preload.media)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" ${target}${media}>`;
}

/**
 * The head's boot script: theme, click-map frame, consent and, when the browser holds them, the
 * web fonts (decision 119), before the first paint. `fonts`: the page's hosted font files.
 */
const headScript = (page: Page, fonts: string[] = []) =>
  `${page.themeScript}${CONSENT_BOOT_SCRIPT}${webFontsBootScript(fonts)}`;

/** Hashes of the texts every page of the process carries (the hydration boot): made once. */
const processHashes = new Map<string, string>();
const processHash = (text: string) => {
  let hash = processHashes.get(text);
  if (!hash) {
    if (processHashes.size >= 8) processHashes.clear();
    hash = inlineHash(text);
    processHashes.set(text, hash);
  }
  return hash;
};

/**
 * The hashes of the inline scripts and styles `renderDocument` writes for a page (decision 114),
 * from the texts it writes, never from the document: content cannot get a script of its own into
 * them. JSON in script elements (page state, JSON-LD) is data, never run: not listed.
 * `cssHash`: the page's own stylesheet's (page-stylesheet.ts, made with it).
 */
export function documentHashes(
  page: Page,
  assets: { cssHash: string; bootScript: string; fonts?: string[] },
): InlineHashes {
  return {
    scripts: [inlineHash(headScript(page, assets.fonts)), processHash(assets.bootScript)],
    styles: [
      ...(page.themeCss ? [inlineHash(page.themeCss)] : []),
      assets.cssHash,
      ...(hasWaitingBlock(page.html) ? [WAITING_HOLD_HASH] : []),
    ],
  };
}

const WAITING_HOLD_HASH = inlineHash(WAITING_HOLD_CSS);

/**
 * The whole stylesheet for visitors without scripts (with them the boot script links it after the
 * first paint, decision 124): after the page's own rules, the same rules again in the same order.
 */
const noscriptStylesheets = (urls: readonly string[] = []) =>
  urls.length
    ? `<noscript>${urls.map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}">`).join('')}</noscript>\n`
    : '';

export function renderDocument(
  page: Page,
  assets: {
    /** The page's own stylesheet: the site's rules its markup uses (page-stylesheet.ts). */
    css: string;
    /** The whole site stylesheet's files (client-assets.ts). */
    stylesheets?: readonly string[];
    /** The script that starts the app after the first paint, made once per process (hydration-boot.ts). */
    bootScript: string;
    /** The hosted font files the theme uses: named by the head script, never preloaded on a first visit. */
    fonts?: string[];
    /**
     * The URL of the page's state as a file (decision 131): the document names it instead of
     * carrying the state. Undefined: the state is inline (a page answered once, a preview).
     */
    stateUrl?: string | undefined;
  },
  nonce: string,
  options: { preview?: PreviewShown } = {},
): string {
  const n = nonceAttribute(nonce);
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${options.preview ? PREVIEW_REFERRER_POLICY : ''}${renderHeadTags(page.head)}
${renderJsonLd(page.structuredData, nonce)}
${page.preloadImage ? renderImagePreload(page.preloadImage) : ''}
${EXPECT_WHOLE_DOCUMENT}
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/media/seed/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<meta property="csp-nonce" content=""${n}>
<script${n}>${headScript(page, assets.fonts)}</script>
${page.themeCss ? `<style${n}>${page.themeCss}</style>` : ''}
<style id="${PAGE_STYLESHEET_ID}"${n}>${assets.css}</style>
${hasWaitingBlock(page.html) ? `<style id="${PAGE_HOLD_ID}"${n}>${WAITING_HOLD_CSS}</style>\n` : ''}${noscriptStylesheets(assets.stylesheets)}</head>
<body>
${options.preview ? previewBanner(page.language, options.preview, n) : ''}<div id="root">${page.html}</div>
${stateElement(page, n, assets.stateUrl, options.preview !== undefined)}
<script${n}>${assets.bootScript}</script>
</body>
</html>`;
}

/**
 * The page's state for the app: named by URL when it is a file of its own (fetched after the first
 * paint, decision 131), else inline. A preview's state is the drafts as rendered, marked: the app
 * starts on it and never fetches it again, so the live content never replaces the draft
 * (decision 093); a preview never has a state file.
 */
function stateElement(page: Page, nonceAttr: string, url: string | undefined, preview: boolean): string {
  const open = `<script type="application/json"${nonceAttr} id="${PAGE_STATE_ID}"`;
  if (url && !preview) return `${open} ${PAGE_STATE_SOURCE_ATTRIBUTE}="${escapeHtml(url)}"></script>`;
  const state = preview ? ({ ...page.state, preview: true } satisfies PageState) : page.state;
  return `${open}>${escapeJson(state)}</script>`;
}

/**
 * A preview's address holds its link's token: requests and pages reached from it learn the origin
 * only (not `no-referrer`: a same-origin POST would then send `Origin: null` and fail the CSRF check).
 */
const PREVIEW_REFERRER_POLICY = '<meta name="referrer" content="strict-origin">\n';

/**
 * What a preview page says about itself and its link, in the page's language: that it shows the
 * page once published, until when the link works, and that its links lead to the published site.
 */
export const PREVIEW_BANNER_TEXT: Record<string, (until: string) => string> = {
  de: (until) =>
    `Vorschau – so sieht die Seite nach dem Veröffentlichen aus. Link gültig bis ${until}. Links führen zur veröffentlichten Website.`,
  en: (until) =>
    `Preview – this is how the page will look once published. Link valid until ${until}. Links lead to the published site.`,
  es: (until) =>
    `Vista previa: así se verá la página una vez publicada. Enlace válido hasta el ${until}. Los enlaces llevan al sitio publicado.`,
  fr: (until) =>
    `Aperçu – voici la page telle qu’elle sera une fois publiée. Lien valable jusqu’au ${until}. Les liens mènent au site publié.`,
  zh: (until) => `预览——这是页面发布后的样子。链接有效期至 ${until}。页面上的链接通往已发布的网站。`,
};

function previewBanner(language: string, preview: PreviewShown, nonceAttr: string): string {
  const text = (PREVIEW_BANNER_TEXT[language] ?? PREVIEW_BANNER_TEXT.de)?.(
    formatDateTime(preview.expiresAt, language),
  );
  return `<style${nonceAttr}>.preview-banner{position:sticky;top:0;z-index:100;padding:.5rem 1rem;background:#fde68a;color:#1f2937;font:600 .875rem/1.4 system-ui,sans-serif;text-align:center}</style>
<div class="preview-banner" role="status">${escapeHtml(text ?? '')}</div>
`;
}
