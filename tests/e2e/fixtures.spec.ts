/**
 * The journeys' own rules (decision 028), checked so they cannot quietly stop holding:
 * - the console check of ./fixtures is automatic: an inner Playwright run of
 *   self-check/console.check.ts shows which journeys it fails, and why;
 * - every journey gets `test` from ./fixtures (directly or through a module that extends it), so
 *   no spec can run without the console and policy checks.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { expect, test, unexpectedConsoleErrors } from './fixtures';

const e2eDir = import.meta.dirname;
const root = join(e2eDir, '..', '..');

type ReportSpec = {
  title: string;
  tests: { results: { status: string; errors: { message?: string }[] }[] }[];
};
type ReportSuite = { specs?: ReportSpec[]; suites?: ReportSuite[] };

function specsOf(suite: ReportSuite): ReportSpec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/** Runs the inner journeys and returns each one's status and error text, by title. */
async function runSelfCheck(): Promise<Record<string, { status: string; errors: string }>> {
  const dir = mkdtempSync(join(tmpdir(), 'wegweiser-self-check-'));
  const output = join(dir, 'report.json');
  // The inner run must not believe it is one of this run's workers.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(TEST_|PW_|PLAYWRIGHT_JSON)/.test(name)),
  );
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--config',
      'tests/e2e/self-check/playwright.config.ts',
    ],
    { cwd: root, env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  await new Promise((resolve) => child.once('exit', resolve));
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as { suites: ReportSuite[] };
    return Object.fromEntries(
      report.suites.flatMap(specsOf).map((spec) => {
        const result = spec.tests[0]?.results.at(-1);
        return [
          spec.title,
          {
            status: result?.status ?? 'not run',
            errors: (result?.errors ?? []).map((error) => error.message ?? '').join('\n'),
          },
        ];
      }),
    );
  } catch (error) {
    throw new Error(`the inner run left no report: ${error}\n${stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('the automatic console check', () => {
  test('fails a journey on any undeclared console error or page error, and only then', async () => {
    test.setTimeout(120_000);
    const results = await runSelfCheck();
    const failedWith = (title: string, text: string) => {
      expect(results[title]?.status, title).toBe('failed');
      expect(results[title]?.errors, title).toContain('unexpected console errors');
      expect(results[title]?.errors, title).toContain(text);
    };
    failedWith('an unexpected console.error', 'boom from the page');
    failedWith('an uncaught exception', 'pageerror: thrown by the page');
    failedWith('a console.error in a second page of the same context', 'boom from a popup');
    failedWith('a declared console.error next to an undeclared one', 'not declared');
    expect(results['a declared console.error next to an undeclared one']?.errors).not.toContain(
      'expected: the API is down',
    );
    expect(results['a declared console.error']?.status).toBe('passed');
    expect(results['a console.warn and a console.log']?.status).toBe('passed');
    expect(Object.keys(results)).toHaveLength(6);
  });

  test('reports the lines no declared pattern explains', () => {
    const lines = ['Failed to load resource: 503', 'pageerror: x is undefined', 'expected'];
    expect(unexpectedConsoleErrors(lines, [])).toEqual(lines);
    expect(unexpectedConsoleErrors(lines, [/^Failed to load/, /^expected$/])).toEqual([
      'pageerror: x is undefined',
    ]);
  });
});

/** Every TypeScript file of the journeys, relative to tests/e2e. */
function journeyFiles(dir = e2eDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return journeyFiles(path);
    return entry.name.endsWith('.ts') ? [relative(e2eDir, path)] : [];
  });
}

/** Value (not type-only) names a file imports from Playwright's own test packages. */
function playwrightValueImports(source: string): string[] {
  const imports = source.matchAll(
    /^import\s+(type\s+)?([^;]*?)\s+from\s+['"](@playwright\/test|playwright\/test|playwright)['"]/gm,
  );
  return [...imports].flatMap(([, typeOnly, clause = '']) => {
    if (typeOnly) return [];
    const names = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/[,\s]/g, '');
    const values = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    return outside ? [outside, ...values] : values;
  });
}

/** The module a file imports the name `test` from, if any. */
function importedTestModule(source: string): string | undefined {
  for (const [, names = '', from] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (names.split(',').some((name) => name.trim() === 'test')) return from;
  }
  return undefined;
}

test.describe('every journey runs with the checks', () => {
  test('no journey imports test (or anything but types) from Playwright directly', () => {
    const offenders = journeyFiles()
      .filter((file) => file !== 'fixtures.ts' && !file.endsWith('playwright.config.ts'))
      .flatMap((file) =>
        playwrightValueImports(readFileSync(join(e2eDir, file), 'utf8')).map((name) => `${file}: ${name}`),
      );
    expect(offenders, 'import test and expect from ./fixtures instead').toEqual([]);
  });

  test('the import rule sees value imports and lets type imports pass', () => {
    expect(playwrightValueImports("import { expect, test } from '@playwright/test';")).toEqual([
      'expect',
      'test',
    ]);
    expect(playwrightValueImports("import { type Page, test as base } from '@playwright/test';")).toEqual([
      'test as base',
    ]);
    expect(playwrightValueImports("import pw from 'playwright/test';")).toEqual(['pw']);
    expect(playwrightValueImports("import type { Page } from '@playwright/test';")).toEqual([]);
    expect(playwrightValueImports("import { type Page } from '@playwright/test';")).toEqual([]);
  });

  test('every spec file imports its test from the fixtures', () => {
    const read = (file: string) => readFileSync(join(e2eDir, file), 'utf8');
    /** The module a relative import names, as a path below tests/e2e without extension. */
    const resolved = (file: string, from: string) => relative(e2eDir, join(e2eDir, dirname(file), from));
    // Modules that extend the fixtures' test (e.g. support/fault-server.ts) count as the fixtures.
    const extendsFixtures = (file: string) =>
      [...read(file).matchAll(/import \{[^}]*\btest as base\b[^}]*\} from '(\.[^']*)'/g)].some(
        ([, from = '']) => resolved(file, from) === 'fixtures',
      );
    const fixtureModules = new Set([
      'fixtures',
      ...journeyFiles()
        .filter(extendsFixtures)
        .map((file) => file.replace(/\.ts$/, '')),
    ]);
    const specs = journeyFiles().filter((file) => file.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(20);
    // Journeys in subfolders (tests/e2e/admin) count as well.
    expect(specs.some((file) => file.includes('/'))).toBe(true);
    const elsewhere = specs.filter((file) => {
      const from = importedTestModule(read(file));
      return !from || !fixtureModules.has(resolved(file, from));
    });
    expect(elsewhere, 'specs whose test does not come from ./fixtures').toEqual([]);
  });
});
