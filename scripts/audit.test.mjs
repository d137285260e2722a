/**
 * `npm run audit` (decision 066): the verdict on what npm audit printed. registry-405.json,
 * connection-refused.json and no-lockfile.json are npm 11's output recorded on this machine; the
 * reports (clean, high, moderate) follow npm 11's report format with made-up advisories, as this
 * machine's registry answers no audit; enoaudit.json is the error older npm printed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyAuditOutput, judge, parseRuntimeList, shippedPaths } from './audit.mjs';

const root = new URL('..', import.meta.url).pathname;
const fixture = (name) => readFileSync(new URL(`./audit-fixtures/${name}`, import.meta.url), 'utf8');

/** A lockfile in miniature: one production package, Vite (runtime-listed) and the test runner. */
const lock = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'site', devDependencies: { vite: '8', vitest: '4', tsx: '4', 'fast-check': '4' } },
    'node_modules/fastify': { version: '5.12.8', dependencies: { 'fast-json-stringify': '6' } },
    'node_modules/fast-json-stringify': { version: '6.0.0' },
    'node_modules/tsx': { version: '4.23.15', dev: true, dependencies: { esbuild: '~0.28.0' } },
    'node_modules/esbuild': { version: '0.28.2', dev: true },
    'node_modules/vite': {
      version: '8.3.8',
      dev: true,
      dependencies: { rolldown: '1', esbuild: '0.27' },
      peerDependencies: { picomatch: '4', yaml: '2' },
      peerDependenciesMeta: { yaml: { optional: true } },
    },
    'node_modules/picomatch': { version: '4.0.3', dev: true },
    'node_modules/yaml': { version: '2.9.1', dev: true },
    'node_modules/vite/node_modules/esbuild': { version: '0.27.0', dev: true },
    'node_modules/rolldown': { version: '1.2.18', dev: true },
    'node_modules/vitest': { version: '4.1.12', dev: true, dependencies: { vite: '8' } },
    'node_modules/fast-check': { version: '4.10.2', dev: true },
    'node_modules/@site/tools': { resolved: 'tools', link: true, dev: true },
    tools: { name: '@site/tools', dev: true, dependencies: { 'fast-check': '4' } },
  },
};
const runtimeNames = ['tsx', 'vite'];
const verdict = (auditOutput) => judge({ auditOutput, lock, runtimeNames });

describe('which installed packages count', () => {
  it('production packages, and the runtime list with what it depends on (nested copies first)', () => {
    const shipped = shippedPaths(lock, runtimeNames);
    expect([...shipped].sort()).toEqual([
      'node_modules/esbuild',
      'node_modules/fast-json-stringify',
      'node_modules/fastify',
      'node_modules/picomatch',
      'node_modules/rolldown',
      'node_modules/tsx',
      'node_modules/vite',
      'node_modules/vite/node_modules/esbuild',
    ]);
  });

  it('follows required peer dependencies, not optional ones (loaded only when a project asks)', () => {
    const shipped = shippedPaths(lock, ['vite']);
    expect(shipped).toContain('node_modules/picomatch');
    expect(shipped).not.toContain('node_modules/yaml');
    expect(shipped).not.toContain('node_modules/tsx');
  });

  it('follows workspace links', () => {
    expect(shippedPaths(lock, ['@site/tools'])).toContain('node_modules/fast-check');
  });

  it('a runtime-listed package the lockfile lacks is an error, not a silent gap', () => {
    expect(() => shippedPaths(lock, ['vite-renamed'])).toThrow(
      /vite-renamed .* is not in package-lock\.json/,
    );
    expect(verdict(fixture('clean.json'))).toEqual({
      exitCode: 0,
      lines: ['audit: no high or critical finding in what runs in production (0 lower)'],
    });
    expect(judge({ auditOutput: fixture('clean.json'), lock, runtimeNames: ['gone'] }).exitCode).toBe(1);
  });

  it('parses the list beside the script: comments and blank lines are not names', () => {
    expect(parseRuntimeList('# why\ntsx\n\n  vite  # the build\n')).toEqual(['tsx', 'vite']);
  });
});

describe('the verdict', () => {
  it('a clean report passes', () => {
    expect(classifyAuditOutput(fixture('clean.json'))).toEqual({ kind: 'report', vulnerabilities: [] });
    expect(verdict(fixture('clean.json')).exitCode).toBe(0);
  });

  it('a high finding in a runtime-listed package (through its dependency) fails, listed first', () => {
    const { exitCode, lines } = verdict(fixture('high.json'));
    expect(exitCode).toBe(1);
    expect(lines[0]).toMatch(/^high {5}esbuild <0\.28\.3 \[node_modules\/esbuild\]: Example advisory/);
    expect(lines[0]).toContain('https://github.com/advisories/GHSA-test-1001');
    expect(lines[1]).toMatch(/^high {5}tsx .*: through esbuild$/);
    expect(lines).toContain('1 finding(s) in development-only tools, not counted (npm audit lists them)');
    expect(lines.at(-1)).toBe('audit: 2 high or critical finding(s) in what runs in production');
  });

  it('a moderate finding in production is listed and passes; a critical one in the test runner is not counted', () => {
    const { exitCode, lines } = verdict(fixture('moderate.json'));
    expect(exitCode).toBe(0);
    expect(lines).toEqual([
      'moderate fastify <5.12.9 [node_modules/fastify]: Example advisory: a header is parsed leniently (https://github.com/advisories/GHSA-test-1003)',
      '1 finding(s) in development-only tools, not counted (npm audit lists them)',
      'audit: no high or critical finding in what runs in production (1 lower)',
    ]);
  });

  it('a critical finding in production fails even when no fix is available', () => {
    const report = JSON.parse(fixture('moderate.json'));
    report.vulnerabilities.fastify.severity = 'critical';
    report.vulnerabilities.fastify.fixAvailable = false;
    const { exitCode, lines } = verdict(JSON.stringify(report));
    expect(exitCode).toBe(1);
    expect(lines[0]).toMatch(/^critical fastify .* — no fix available$/);
  });

  it("the registry's 405 (this machine) says plainly that advisories were not reachable", () => {
    expect(verdict(fixture('registry-405.json'))).toEqual({
      exitCode: 0,
      lines: [
        'advisories not reachable: 405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
        'no dependency was checked against advisories',
      ],
    });
  });

  it('no connection to the advisory service, and old npm ENOAUDIT, are "not reachable" too', () => {
    const refused = verdict(fixture('connection-refused.json'));
    expect(refused.exitCode).toBe(0);
    expect(refused.lines[0]).toMatch(
      /^advisories not reachable: request to .* failed, reason: connect ECONNREFUSED/,
    );
    const old = verdict(fixture('enoaudit.json'));
    expect(old.exitCode).toBe(0);
    expect(old.lines[0]).toMatch(/^advisories not reachable: ENOAUDIT: Your configured registry/);
  });

  it('any other npm error (no lockfile) fails', () => {
    const { exitCode, lines } = verdict(fixture('no-lockfile.json'));
    expect(exitCode).toBe(1);
    expect(lines[0]).toMatch(/^audit failed: npm audit answered something not understood: .*ENOLOCK/s);
  });

  it('garbage, nothing at all, or npm not starting fails', () => {
    expect(verdict('npm ERR! cb() never called\n<html>').exitCode).toBe(1);
    expect(verdict('').lines).toEqual(['audit failed: npm audit printed no JSON (nothing at all)']);
    expect(verdict('{"auditReportVersion": 2}').exitCode).toBe(1);
    expect(
      verdict('{"auditReportVersion":2,"vulnerabilities":{"x":{"name":"x","severity":"bad"}}}').exitCode,
    ).toBe(1);
    expect(judge({ auditOutput: null, spawnError: 'spawn npm ENOENT', lock, runtimeNames })).toEqual({
      exitCode: 1,
      lines: ['npm audit could not run: spawn npm ENOENT'],
    });
  });

  it('an HTTP error from another registry endpoint is not mistaken for an unreachable advisory service', () => {
    const other = JSON.stringify({
      message: '404 Not Found - GET https://registry.example/x',
      statusCode: 404,
    });
    expect(verdict(other).exitCode).toBe(1);
  });
});

describe("this project's runtime list", () => {
  const list = parseRuntimeList(readFileSync(`${root}scripts/audit-runtime-packages.txt`, 'utf8'));
  const realLock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8'));

  it('is exactly the packages the builds import; the server runs compiled, with no loader (decision 067)', () => {
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
    expect(pkg.scripts.start).toBe('npm run build && node apps/server/dist/main.js');
    const needed = new Set();
    const sources = [
      'apps/web/vite.config.ts',
      'apps/admin/vite.config.ts',
      'apps/web/build/precompress.ts',
      'apps/web/src/styles.css',
      'apps/web/src/fonts.css',
      'apps/admin/src/styles.css',
      'apps/server/rolldown.config.ts',
      'apps/server/build/file-urls.ts',
      'apps/server/build/declared-dependencies.ts',
    ];
    for (const file of sources) {
      const text = readFileSync(`${root}${file}`, 'utf8');
      const specifiers = [
        ...text.matchAll(/from '([^'.][^']*)'/g),
        ...text.matchAll(/@(?:import|plugin) "([^".][^"]*)"/g),
        ...text.matchAll(/url\("(@[^"]+)"\)/g),
      ].map((match) => match[1]);
      for (const specifier of specifiers) {
        if (specifier.startsWith('node:') || specifier.startsWith('@wegweiser/')) continue;
        const parts = specifier.split('/');
        needed.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
      }
    }
    expect(needed).toContain('rolldown');
    expect([...needed].sort()).toEqual([...list].sort());
  });

  it('covers the build tools and their dependencies, not the test tools', () => {
    const shipped = shippedPaths(realLock, list);
    for (const path of [
      'node_modules/vite',
      'node_modules/rolldown',
      'node_modules/@tailwindcss/vite',
      'node_modules/jiti',
      'node_modules/fastify',
      'node_modules/sharp',
    ]) {
      expect(shipped, path).toContain(path);
    }
    for (const path of [
      'node_modules/vitest',
      'node_modules/@playwright/test',
      'node_modules/@biomejs/biome',
      // Decision 067: the server runs compiled; Vite loads neither (optional peers it is not asked for).
      'node_modules/tsx',
      'node_modules/esbuild',
    ]) {
      expect(shipped, path).not.toContain(path);
    }
  });
});
