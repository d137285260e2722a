import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../web/build/precompress.ts';
import { CSP_NONCE_PLACEHOLDER } from './build-constants.ts';

/**
 * The owner's console: its own bundle under /admin/ (never loaded by public pages). The server
 * answers every /admin/* page with dist/index.html, the placeholder replaced by the request's nonce.
 */
/**
 * Vite writes `<meta property="csp-nonce" nonce="…">`, which the HTML standard does not allow
 * without `content` (the Nu checker's error on every page, issue 23 point 6): an empty one added.
 */
const nonceMetaContent = (): Plugin => ({
  name: 'wegweiser-csp-nonce-meta-content',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace('<meta property="csp-nonce" nonce=', '<meta property="csp-nonce" content="" nonce='),
  },
});

export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss(), nonceMetaContent(), precompress()],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    // Never source maps: the builds are served as they are (decision 066).
    sourcemap: false,
  },
});
