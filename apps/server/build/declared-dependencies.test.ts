import { describe, expect, it } from 'vitest';
import { packageOf, undeclaredImport, unreachablePackage } from './declared-dependencies';

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

describe('packages the compiled server finds at run time', () => {
  const installed =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it('finds a package in a node_modules folder above the output, the nearest first', () => {
    const exists = installed('/repo/node_modules/fastify/package.json');
    expect(unreachablePackage('fastify', '/repo/apps/server/dist', exists)).toBeNull();
    const scoped = installed('/repo/apps/server/node_modules/@fastify/static/package.json');
    expect(unreachablePackage('@fastify/static', '/repo/apps/server/dist', scoped)).toBeNull();
  });

  it("refuses a package installed only under another workspace's own node_modules", () => {
    const exists = installed('/repo/apps/api/node_modules/ical-generator/package.json');
    expect(unreachablePackage('ical-generator', '/repo/apps/server/dist', exists)).toMatch(
      /ical-generator is not installed in a node_modules folder above \/repo\/apps\/server\/dist/,
    );
  });
});
