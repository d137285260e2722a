import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    // Hashed, immutable assets under /assets/; the manifest tells the server what to load.
    assetsDir: 'assets',
    target: 'es2022',
    // Never source maps: the builds are served as they are (decision 066).
    sourcemap: false,
    rollupOptions: isSsrBuild ? undefined : { input: 'src/entry-client.tsx' },
  },
  ssr: {
    // Bundle what the server render needs except React itself.
    noExternal: ['@wegweiser/contracts', '@wegweiser/client', '@heroicons/react'],
  },
}));
