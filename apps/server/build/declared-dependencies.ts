/**
 * The compiled server leaves third-party packages to node_modules, and production installs only
 * `dependencies` (`npm ci --omit=dev`). So every package a bundled module imports must be a
 * dependency (or peer dependency) of the workspace that module belongs to: the build fails on an
 * import of a devDependency or of a package the workspace never declared (decision 067).
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'rolldown';

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

export function declaredDependenciesPlugin(): Plugin {
  const cache = new Map<string, PackageJson>();
  return {
    name: 'wegweiser-declared-dependencies',
    resolveId: {
      order: 'pre',
      handler(specifier, importer) {
        if (!importer || importer.includes('/node_modules/')) return null;
        const problem = undeclaredImport(specifier, nearestPackageJson(importer, cache));
        if (problem) this.error(`${importer}: ${problem}`);
        return null;
      },
    },
  };
}
