/**
 * The head's part of decision 119: on a full load, the web fonts apply before the first paint only
 * when the browser noted every file the page needs as fetched (web-fonts.ts). Then the script sets
 * <html data-web-fonts> and preloads the files: Chromium holds the first paint for a preloaded font
 * shortly, and a `font-display: optional` face not there by then stays unused in this view, so
 * nothing swaps. Runs by its hash (decision 114); the same text for every visitor of a page.
 */
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY } from './web-fonts';

/** `files`: the public paths of the hosted Latin files the page's theme uses (font-preloads.ts). */
export function webFontsBootScript(files: string[]): string {
  if (files.length === 0) return '';
  // JSON of hashed /assets/ paths; `<` escaped so the text can never close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){try{var d=document,f=${json(files)},s=(localStorage.getItem(${json(WEB_FONTS_STORAGE_KEY)})||'').split(' ');
if(f.some(function(h){return s.indexOf(h)<0}))return;d.documentElement.setAttribute(${json(WEB_FONTS_ATTRIBUTE)},'');
f.forEach(function(h){var l=d.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=h;d.head.appendChild(l)})}catch(e){}})();`;
}
