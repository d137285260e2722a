import {
  PAGE_STATE_ID,
  PAGE_STATE_REQUEST_GLOBAL,
  PAGE_STATE_SOURCE_ATTRIBUTE,
} from '../shared/data/page-state';

/**
 * The inline script that starts the browser app once the page has painted (decision 013).
 *
 * The server HTML is the page: visitors read it before any JavaScript runs, and links are plain
 * anchors until hydration. On a slow connection every byte fetched before the first paint delays
 * it, so the app's modules are requested only after the first contentful paint: the document, its
 * inline CSS, the preloaded fonts and the LCP image have the connection to themselves, and the
 * entry module with its static imports follows at once (preloaded in parallel, not one after
 * another). Browsers without paint timing start after the next frame; a page that never paints
 * (opened in a background tab) starts after `fallbackMs`.
 *
 * The whole site stylesheet is requested at the same moment (the document inlines only the rules its
 * markup uses, decision 124; their <style> goes once it has loaded), and the entry module runs once
 * it has loaded (or failed): what only
 * the browser renders (menus, dialogs, other pages reached in the app) finds every rule, and the
 * entry's code carries nothing for it. Inserted by a script, the stylesheet never blocks a paint.
 * It loads as a print stylesheet, which no screen matches, and is switched to all media in the same
 * task that removes the page's own <style> (decision 130): the browser recalculates the page's style
 * once for both changes, not once for each (two long tasks of 75–80 ms each at 4× CPU slowdown here).
 *
 * The module scripts and preloads are inserted by this nonced script, so they are allowed by the
 * policy's 'strict-dynamic'; the preload links carry the nonce as well (decision 007). The
 * stylesheet is allowed by the policy's style-src 'self'.
 */
export const HYDRATION_FALLBACK_MS = 3000;

/**
 * The id of the page's own <style> (document.ts). Once the whole stylesheet has loaded, that
 * element goes: the same rules stay in the same order, and `document.fonts` holds each web font's
 * faces once again (two copies of a face would each fetch its file when the fonts load).
 */
export const PAGE_STYLESHEET_ID = 'page-stylesheet';

/**
 * The id of the hold on the page's waiting blocks (page-stylesheet.ts, decision 141): it goes with
 * the page's own <style> once the whole stylesheet has loaded — and also when it failed, so that the
 * blocks render with what rules there are rather than never.
 */
export const PAGE_HOLD_ID = 'page-hold';

/**
 * Starts the request of the page's state when the document names it as a file (decision 131), first
 * of what follows the paint: the app waits for it to hydrate (load-page-state.ts takes it up).
 */
const startStateRequest = `var q=d.getElementById(${JSON.stringify(PAGE_STATE_ID)}),u=q&&q.getAttribute(${JSON.stringify(PAGE_STATE_SOURCE_ATTRIBUTE)});if(u)window[${JSON.stringify(PAGE_STATE_REQUEST_GLOBAL)}]=fetch(u,{credentials:'same-origin'});`;

export function hydrationBootScript(assets: {
  entry: string;
  entryImports: string[];
  /** The whole stylesheet's files. */
  stylesheets: string[];
}): string {
  // JSON.stringify of hashed /assets/ URLs; `<` escaped so the text can never close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){var d=document,n=d.currentScript&&d.currentScript.nonce,e=${json(assets.entry)},m=${json(assets.entryImports)},c=${json(assets.stylesheets)},s=0,w=c.length+1;
function run(){if(--w)return;var t=d.createElement('script');t.type='module';t.src=e;if(n)t.nonce=n;d.body.appendChild(t)}
function on(L,f){L.forEach(function(l){l.media='all'});var p=!f&&d.getElementById(${json(PAGE_STYLESHEET_ID)}),h=d.getElementById(${json(PAGE_HOLD_ID)});if(p)p.remove();if(h)h.remove()}
function go(){if(s)return;s=1;${startStateRequest}var L=[],k=c.length,f=0;c.forEach(function(h){var l=d.createElement('link');l.rel='stylesheet';l.media='print';l.href=h;l.onload=l.onerror=function(v){if(v.type==='error')f=1;if(!--k)on(L,f);run()};L.push(l);d.head.appendChild(l)});m.concat(e).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;if(n)l.nonce=n;d.head.appendChild(l)});run()}
setTimeout(go,${HYDRATION_FALLBACK_MS});
var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}
else requestAnimationFrame(function(){setTimeout(go,0)})})();`;
}
