/**
 * What the server needs to know about the console's build: where it is and the placeholder the
 * build writes where each answer's Content-Security-Policy nonce goes (Vite's `html.cspNonce`).
 * The server replaces it per request, so the page's scripts and styles carry that request's nonce.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CONSOLE_DIST_DIR = fileURLToPath(new URL('./dist', import.meta.url));

/** Letters only: it stands in attributes and a meta tag, and must not occur anywhere else. */
export const CSP_NONCE_PLACEHOLDER = 'WEGWEISERCONSOLECSPNONCE';

export const consoleBuildExists = () => existsSync(`${CONSOLE_DIST_DIR}/index.html`);
