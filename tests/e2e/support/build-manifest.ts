/**
 * The public site's client build manifest (Vite's `.vite/manifest.json`): which file is the entry and
 * which chunks it imports statically, so journeys assert on the build as it is, not on chunk names.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const manifestPath = fileURLToPath(
  new URL('../../../apps/web/dist/client/.vite/manifest.json', import.meta.url),
);

function readManifest(): Manifest {
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

function entryChunk(manifest: Manifest): ManifestChunk {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`no entry chunk in ${manifestPath}`);
  return entry;
}

/** The entry's URL path, e.g. `/assets/entry-client-abc123.js`. */
export function entryFile(): string {
  return `/${entryChunk(readManifest()).file}`;
}

/** The URL path of the chunk built from a source module, e.g. `src/features/home/components/hero.tsx`. */
export function chunkFile(source: string): string {
  const chunk = readManifest()[source];
  if (!chunk) throw new Error(`${manifestPath} has no chunk for ${source}`);
  return `/${chunk.file}`;
}

/** The URL paths of the chunks the entry imports statically. */
export function entryStaticImports(): string[] {
  const manifest = readManifest();
  return (entryChunk(manifest).imports ?? []).map((key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest names ${key} but has no such chunk`);
    return `/${chunk.file}`;
  });
}

let modules: Set<string> | undefined;

/** The URL paths of the entry and its static imports: without any of them the app does not start. */
export function entryModules(): Set<string> {
  modules ??= new Set([entryFile(), ...entryStaticImports()]);
  return modules;
}
