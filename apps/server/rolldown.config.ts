/**
 * The production build of the server (decision 067): the server entry and the owner, backup and
 * restore commands, with every @wegweiser/* module they import compiled to JavaScript in
 * apps/server/dist; third-party packages stay imports, found in node_modules at run time.
 * `npm run build` runs it after the website and console builds, whose folders it points at.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'rolldown';
import { externalPackages } from './build/declared-dependencies';
import { fileUrlsPlugin } from './build/file-urls';
import { webAssetImportsPlugin } from './build/web-asset-imports';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  input: {
    main: source('./src/main.ts'),
    owner: source('../api/src/admin/cli/owner.ts'),
    backup: source('../api/src/admin/cli/backup.ts'),
    restore: source('../api/src/admin/cli/restore.ts'),
  },
  platform: 'node',
  tsconfig: source('./tsconfig.json'),
  // Built-ins and third-party packages are imported at run time (declared and reachable from dist);
  // only the workspaces are compiled in.
  external: externalPackages(outDir),
  plugins: [fileUrlsPlugin({ repositoryRoot, outDir }), webAssetImportsPlugin()],
  output: {
    dir: outDir,
    format: 'esm',
    // One folder: every rewritten file URL is relative to it, whichever chunk its module lands in.
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    cleanDir: true,
    // Never source maps (decision 066).
    sourcemap: false,
  },
});
