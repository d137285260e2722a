import { describe, expect, it } from 'vitest';
import { packageOf, undeclaredImport } from './declared-dependencies';

const api = {
  name: '@wegweiser/api',
  dependencies: { fastify: '5', '@wegweiser/contracts': '0.1.0', 'drizzle-orm': '0.45' },
  peerDependencies: { react: '19' },
  devDependencies: { 'drizzle-kit': '0.31' },
};

describe('packages the compiled server imports (decision 067)', () => {
  it('names the package of a specifier; none for built-ins, relative and absolute paths', () => {
    expect(packageOf('drizzle-orm/pglite/migrator')).toBe('drizzle-orm');
    expect(packageOf('@fastify/static')).toBe('@fastify/static');
    expect(packageOf('@wegweiser/contracts/constants')).toBe('@wegweiser/contracts');
    for (const specifier of ['node:fs', 'fs', 'fs/promises', './a', '../b.ts', '/abs/c.js', '\0virtual']) {
      expect(packageOf(specifier), specifier).toBeNull();
    }
  });

  it('allows dependencies, peer dependencies, workspaces it declares, built-ins and its own files', () => {
    for (const specifier of [
      'fastify',
      'drizzle-orm/pg-core',
      '@wegweiser/contracts/text',
      'react',
      'node:os',
    ]) {
      expect(undeclaredImport(specifier, api), specifier).toBeNull();
    }
    expect(undeclaredImport('@wegweiser/api/config', api)).toBeNull();
  });

  it('refuses a devDependency and an undeclared package (production would not install them)', () => {
    expect(undeclaredImport('drizzle-kit', api)).toBe(
      '@wegweiser/api imports drizzle-kit, but drizzle-kit is not in its dependencies: production installs only those',
    );
    expect(undeclaredImport('@wegweiser/web/server', api)).toMatch(
      /@wegweiser\/web is not in its dependencies/,
    );
    expect(undeclaredImport('tsx/esm', api)).toMatch(/tsx is not in its dependencies/);
  });
});
