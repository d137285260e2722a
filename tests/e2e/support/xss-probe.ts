/**
 * How the XSS journeys see a payload run (decision 070):
 *
 * - `armXssProbe`: every document of the context gets `window.__xss(id)` before its own scripts,
 *   reporting to the test (through a binding, so calls survive navigations); `alert`/`confirm`/
 *   `prompt` dialogs and uncaught page errors are recorded, and a title set to `XSS-…` is looked for.
 *   The journeys' contexts bypass the Content-Security-Policy, so an injected script or handler
 *   would really run: the test checks the escaping, not the policy behind it.
 * - `scanDom`: what no render of ours puts into a page, found in the live DOM (also with JavaScript
 *   off, where nothing can run): event-handler attributes, scripts the page's policy does not allow
 *   by nonce, by hash (inline) or as our own module (`/assets/`, outside the content; decision 114),
 *   frames (but the video player's and frames sandboxed without scripts), objects, `<base>`,
 *   `<meta http-equiv>`, `srcdoc` outside such a sandbox, and URL attributes with a script or
 *   document scheme (javascript:, vbscript:, data: other than raster images) in any spelling the
 *   browser accepts.
 * - `scanServerHtml`: the server's bytes: every `<script>`/`<style>` element carries the answer's
 *   nonce (content cannot know it) or, where the policy names hashes instead (a cacheable page,
 *   decision 114), each one that runs has its hash listed (made from our texts, never from content);
 *   JSON in script elements (page state, JSON-LD) holds no `<`, U+2028 or U+2029 and parses.
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';

export type XssLog = {
  calls: number[];
  dialogs: string[];
  pageErrors: string[];
  titles: string[];
  /** Requests that failed other than by a navigation: named when a page does not get ready. */
  failedRequests: string[];
};

const BINDING = '__xssReport';

export async function armXssProbe(context: BrowserContext): Promise<XssLog> {
  const log: XssLog = { calls: [], dialogs: [], pageErrors: [], titles: [], failedRequests: [] };
  await context.exposeBinding(BINDING, (_source, id: number) => {
    log.calls.push(id);
  });
  await context.addInitScript((binding) => {
    const report = (id: unknown) =>
      (window as unknown as Record<string, (id: unknown) => void>)[binding]?.(id);
    Object.defineProperty(window, '__xss', { value: report, writable: false, configurable: false });
  }, BINDING);
  const watch = (page: Page) => {
    page.on('dialog', (dialog) => {
      log.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('pageerror', (error) => log.pageErrors.push(error.message));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED')
        log.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return log;
}

/** Records the page's title (a payload would set it to `XSS-<id>`). */
export async function noteTitle(page: Page, log: XssLog) {
  const title = await page.title();
  if (/^XSS-\d+$/.test(title)) log.titles.push(title);
}

/**
 * The signs of an injection in the page's DOM, each as a short line naming the element. `policy`:
 * the document's Content-Security-Policy where it allows scripts by hash (not by nonce).
 */
export function scanDom(page: Page, policy?: string): Promise<string[]> {
  const hashes = policy?.includes("'nonce-") === false ? policyHashes(policy) : null;
  return page.evaluate(async (hashes) => {
    const findings: string[] = [];
    const sha256 = async (text: string) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
    };
    /** Allowed by a hash policy: an inline script it lists, or one of our modules outside the content. */
    const allowedByHash = async (script: HTMLScriptElement) => {
      if (!hashes) return false;
      if (!script.src) return hashes.includes(await sha256(script.textContent ?? ''));
      const url = new URL(script.src, location.href);
      return (
        url.origin === location.origin && url.pathname.startsWith('/assets/') && !script.closest('#root')
      );
    };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> in ${location.pathname}`;
    // Browsers ignore ASCII whitespace and control characters around and inside a scheme.
    const scheme = (value: string) =>
      value
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
        .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
        .toLowerCase()
        .match(/^([a-z][a-z0-9+.-]*):/)?.[1];
    const RASTER = /^data:image\/(png|jpeg|gif|webp|avif)[;,]/i;
    const URL_ATTRIBUTES = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'poster',
      'background',
      'xlink:href',
      'ping',
      'codebase',
      'cite',
    ]);
    const PLAYER = 'https://www.youtube-nocookie.com/';
    // The console shows an email's HTML only in a frame without scripts (sandbox without allow-scripts).
    const sandboxed = (element: Element) =>
      element.tagName === 'IFRAME' &&
      element.hasAttribute('sandbox') &&
      !/allow-scripts/i.test(element.getAttribute('sandbox') ?? '');
    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value;
        if (name.startsWith('on')) findings.push(`${name} attribute on ${describe(element)}`);
        if (name === 'srcdoc' && !sandboxed(element)) findings.push(`srcdoc on ${describe(element)}`);
        if (URL_ATTRIBUTES.has(name)) {
          const found = scheme(value);
          // The console's empty icon (`<link rel="icon" href="data:,">`) loads nothing.
          const emptyIcon = tag === 'link' && value === 'data:,';
          if (
            found === 'javascript' ||
            found === 'vbscript' ||
            (found === 'data' && !RASTER.test(value.trim()) && !emptyIcon)
          )
            findings.push(`${name}="${value}" on ${describe(element)}`);
        }
        if (name === 'style' && /javascript:|expression\s*\(|behavior\s*:|-moz-binding/i.test(value))
          findings.push(`style="${value}" on ${describe(element)}`);
      }
      if (tag === 'script') {
        const script = element as HTMLScriptElement;
        const json = script.type === 'application/json' || script.type === 'application/ld+json';
        if (!json && !script.nonce && !script.getAttribute('nonce') && !(await allowedByHash(script)))
          findings.push(`script without nonce: ${describe(element)} ${script.textContent?.slice(0, 80)}`);
      }
      if (tag === 'iframe' && !sandboxed(element) && !(element.getAttribute('src') ?? '').startsWith(PLAYER))
        findings.push(`frame ${describe(element)}`);
      if (['frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal'].includes(tag))
        findings.push(`element ${describe(element)}`);
      if (tag === 'meta' && element.hasAttribute('http-equiv'))
        findings.push(`meta http-equiv: ${describe(element)}`);
    }
    return findings;
  }, hashes);
}

/** The `sha256-…` sources a policy names. */
const policyHashes = (policy: string) =>
  [...policy.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1] ?? '');

/**
 * What the server's HTML must not hold, each as a short line. `policy`: the answer's
 * Content-Security-Policy (a nonce, or the hashes of the inline elements).
 */
export function scanServerHtml(html: string, policy: string, where: string): string[] {
  const findings: string[] = [];
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const hashes = policyHashes(policy);
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    const tag = `<${match[1]}${match[2]}>`;
    if (nonce) {
      if (!tag.includes(`nonce="${nonce}"`)) findings.push(`${where}: ${tag} without the nonce`);
      continue;
    }
    if (/type="application\/(?:ld\+)?json"/i.test(tag)) continue; // data, never run
    const hash = `sha256-${createHash('sha256')
      .update(match[3] ?? '', 'utf8')
      .digest('base64')}`;
    if (!hashes.includes(hash)) findings.push(`${where}: ${tag} not allowed by the policy's hashes`);
  }
  const closers = html.match(/<\/script/gi)?.length ?? 0;
  const openers = html.match(/<script\b/gi)?.length ?? 0;
  if (closers !== openers) findings.push(`${where}: ${openers} <script> but ${closers} </script>`);
  for (const match of html.matchAll(
    /<script\b([^>]*type="application\/(?:ld\+)?json"[^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const body = match[2] ?? '';
    // A kept page's state as a file of its own (decision 131): on this site, nothing inline.
    const src = /\sdata-src="([^"]*)"/.exec(match[1] ?? '')?.[1];
    if (src !== undefined) {
      if (!src.startsWith('/page-state.json?')) findings.push(`${where}: a state file not on this site`);
      if (body !== '') findings.push(`${where}: a state element with both a file and a text`);
      continue;
    }
    if (/[<\u2028\u2029]/.test(body)) findings.push(`${where}: JSON in a script element holds < or U+2028/9`);
    try {
      JSON.parse(body);
    } catch {
      findings.push(`${where}: JSON in a script element does not parse`);
    }
  }
  return findings;
}

/** The JSON-LD graph of the server's HTML, parsed. */
export function jsonLdOf(html: string): unknown {
  const body = /<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/i.exec(html)?.[1];
  return body === undefined ? null : JSON.parse(body);
}
