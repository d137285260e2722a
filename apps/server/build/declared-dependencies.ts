/**
 * The compiled server leaves third-party packages to node_modules, and production installs only
 * `dependencies` (`npm ci --omit=dev`). So every package a bundled module imports must be a
 * dependency (or peer dependency) of the workspace that module belongs to: the build fails on an
 * import of a devDependency or of a package the workspace never declared (decision 067). And the
 * compiled files, in apps/server/dist, find a package only in a node_modules folder above them: one
 * installed under another workspace's own node_modules (apps/api/node_modules/x) fails the build
 * too, before `npm start` would fail at its first import.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';

export type PackageJson = {
  name?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

const BUILTINS = new Set(builtinModules);

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`; null for relative, absolute and built-in ones. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('\0')) return null;
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0] ?? '')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** Why `specifier` may not be imported by a module of the workspace `pkg`, or null when it may. */
export function undeclaredImport(specifier: string, pkg: PackageJson): string | null {
  const name = packageOf(specifier);
  if (name === null || name === pkg.name) return null;
  const declared = { ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies };
  if (name in declared) return null;
  return `${pkg.name ?? 'a workspace'} imports ${specifier}, but ${name} is not in its dependencies: production installs only those`;
}

/**
 * Why the compiled output in `outDir` could not import the package `name` at run time — Node looks
 * for it in node_modules folders from `outDir` upwards — or null when it can.
 */
export function unreachablePackage(
  name: string,
  outDir: string,
  exists: (path: string) => boolean = existsSync,
): string | null {
  for (let dir = outDir; ; dir = dirname(dir)) {
    if (exists(join(dir, 'node_modules', name, 'package.json'))) return null;
    if (dirname(dir) === dir) break;
  }
  return `${name} is not installed in a node_modules folder above ${outDir}, so the compiled server cannot import it (installed under one workspace only? the lock file should place it in the root node_modules)`;
}

/** The package.json of the workspace a source file belongs to (the nearest one above it). */
function nearestPackageJson(file: string, cache: Map<string, PackageJson>): PackageJson {
  let dir = dirname(file);
  for (;;) {
    const cached = cache.get(dir);
    if (cached) return cached;
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
      cache.set(dir, pkg);
      return pkg;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${file} belongs to no package`);
    dir = parent;
  }
}

/**
 * Rolldown's `external` for the server build: built-ins and third-party packages stay imports, the
 * workspaces are compiled in. It is also where the checks above run — Rolldown asks `external`
 * about a bare specifier before any plugin's resolveId, so a plugin never saw third-party imports —
 * and a failed check stops the build with its reason.
 */
export function externalPackages(outDir: string) {
  const cache = new Map<string, PackageJson>();
  const reachable = new Set<string>();
  return (id: string, importer: string | undefined): boolean => {
    if (id.startsWith('node:')) return true;
    const name = packageOf(id);
    if (name === null || name.startsWith('@wegweiser/')) return false;
    if (importer && !importer.includes('/node_modules/')) {
      const problem = undeclaredImport(id, nearestPackageJson(importer, cache));
      if (problem) throw new Error(`${importer}: ${problem}`);
    }
    if (!reachable.has(name)) {
      const problem = unreachablePackage(name, outDir);
      if (problem) throw new Error(`${importer ?? id}: ${problem}`);
      reachable.add(name);
    }
    return true;
  };
}
