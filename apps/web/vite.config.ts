import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunkName } from './build/first-load-chunk.ts';
import { precompress } from './build/precompress.ts';
import { shortClassNames } from './build/short-class-names.ts';

const ENTRY = fileURLToPath(new URL('src/entry-client.tsx', import.meta.url));
/** The short class names the browser build chose, for the server build (decision 144). */
const CLASS_NAMES = fileURLToPath(new URL('dist/client/.vite/class-names.json', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), shortClassNames({ namesFile: CLASS_NAMES }), precompress()],
  build: {
    // Hashed, immutable assets under /assets/; the manifest tells the server what to load.
    assetsDir: 'assets',
    target: 'es2022',
    // Tailwind 4's own floor: colours stay oklch(), without hex and lab() copies (decision 138).
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    // Never source maps: the builds are served as they are (decision 066).
    sourcemap: false,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: ENTRY,
          // What the entry imports statically is one chunk, not a dozen small ones (decision 120).
          output: { codeSplitting: { groups: [{ name: firstLoadChunkName(ENTRY) }] } },
        },
  },
  ssr: {
    // Bundle what the server render needs except React itself.
    noExternal: ['@wegweiser/contracts', '@wegweiser/client', '@heroicons/react'],
  },
}));
