/**
 * Decision 031: the layer rules of .dependency-cruiser.cjs (run by `npm run lint`) bite. Each case
 * builds a small copy of apps/web's layout in a temporary folder, adds one forbidden import, and
 * runs dependency-cruiser with the project's own rules: exactly that rule must report it, and the
 * layout without it must pass. And the Node-only code is type-checked without DOM types.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

type Files = Record<string, string>;

/** What the layers allow: shared ← features ← app; server and entries on top. */
const ALLOWED: Files = {
  'shared/text.ts': 'export const text = 1;',
  'features/blog/blog-page.ts': "import { text } from '../../shared/text';\nexport const blog = text;",
  'features/blog/lib/rule.ts': "import { blog } from '../blog-page';\nexport const rule = blog;",
  'features/contact/contact-page.ts':
    "import { text } from '../../shared/text';\nexport const contact = text;",
  'app/routes.ts':
    "import { blog } from '../features/blog/blog-page';\nimport { contact } from '../features/contact/contact-page';\nexport const routes = [blog, contact];",
  'app/routes.test.ts': "import { routes } from './routes';\nexport const all = routes;",
  'server/sitemap.ts': "import { routes } from '../app/routes';\nexport const sitemap = routes;",
  'entry-server.tsx':
    "import { routes } from './app/routes';\nimport { sitemap } from './server/sitemap';\nexport const render = [routes, sitemap];",
  'entry-client.tsx': "import { routes } from './app/routes';\nexport const start = routes;",
};

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** The names of the rules violated by apps/web/src laid out as `files`. */
async function violations(files: Files): Promise<string[]> {
  folder = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, source] of Object.entries(files)) {
    const file = join(folder, 'apps/web/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  const result = await cruise(
    ['apps/web/src'],
    {
      baseDir: folder,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
    },
    { extensions: ['.ts', '.tsx'] },
  );
  const output = result.output as ICruiseResult;
  // Every file was read (an empty cruise would pass every rule).
  expect(output.modules.map((module) => module.source)).toEqual(
    expect.arrayContaining(Object.keys(files).map((path) => `apps/web/src/${path}`)),
  );
  return [...new Set(output.summary.violations.map((violation) => violation.rule.name))].sort();
}

describe('the layer rules', () => {
  it('pass the layout that imports one way', async () => {
    expect(await violations(ALLOWED)).toEqual([]);
  });

  it.each<[string, Files, string]>([
    [
      'shared imports a feature',
      { 'shared/bad.ts': "import '../features/blog/blog-page';" },
      'shared-imports-only-shared',
    ],
    ['shared imports the app', { 'shared/bad.ts': "import '../app/routes';" }, 'shared-imports-only-shared'],
    [
      'shared imports server code',
      { 'shared/bad.ts': "import '../server/sitemap';" },
      'shared-imports-only-shared',
    ],
    [
      'a test in shared renders a feature (tests are held to the layers too)',
      { 'shared/text.test.ts': "import '../features/blog/blog-page';" },
      'shared-imports-only-shared',
    ],
    [
      'shared imports only a type from a feature',
      {
        'shared/bad.ts':
          "import type { blog } from '../features/blog/blog-page';\nexport type B = typeof blog;",
      },
      'shared-imports-only-shared',
    ],
    [
      'a feature imports another feature',
      { 'features/blog/bad.ts': "import '../contact/contact-page';" },
      'feature-imports-no-other-feature',
    ],
    [
      'a feature imports the app',
      { 'features/blog/bad.ts': "import '../../app/routes';" },
      'feature-imports-no-app',
    ],
    ['the app imports server code', { 'app/bad.ts': "import '../server/sitemap';" }, 'app-imports-no-server'],
    [
      'server code imports a feature',
      { 'server/bad.ts': "import '../features/contact/contact-page';" },
      'server-imports-no-feature',
    ],
    [
      'the browser entry reaches server code through another module',
      {
        'boot.ts': "import './server/sitemap';",
        'entry-client.tsx':
          "import { routes } from './app/routes';\nimport './boot';\nexport const start = routes;",
      },
      'client-bundle-reaches-no-server-code',
    ],
    [
      'two modules import each other',
      {
        'shared/a.ts': "import { b } from './b';\nexport const a = () => b;",
        'shared/b.ts': "import { a } from './a';\nexport const b = () => a;",
      },
      'no-circular',
    ],
    ['a relative import does not resolve', { 'shared/bad.ts': "import './missing';" }, 'not-to-unresolvable'],
  ])('report %s', async (_case, extra, rule) => {
    expect(await violations({ ...ALLOWED, ...extra })).toEqual([rule]);
  });
});

describe('the server-only code', () => {
  const webRoot = fileURLToPath(new URL('../', import.meta.url));
  const parse = (name: string) => {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      join(webRoot, name),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!parsed) throw new Error(`${name} could not be read`);
    return parsed;
  };
  const relative = (files: string[]) => files.map((file) => file.slice(webRoot.length));

  it('is type-checked by tsconfig.server.json, the browser code by tsconfig.browser.json', () => {
    const server = relative(parse('tsconfig.server.json').fileNames);
    const browser = relative(parse('tsconfig.browser.json').fileNames);
    expect(server).toEqual(
      expect.arrayContaining([
        'src/entry-server.tsx',
        'src/server/web-plugin.ts',
        'src/server/seo/sitemap.ts',
      ]),
    );
    expect(browser).toEqual(expect.arrayContaining(['src/entry-client.tsx', 'src/app/root.tsx']));
    expect(browser.filter((file) => /^src\/(server\/|entry-server)/.test(file))).toEqual([]);
  });

  // Loads TypeScript's libraries and @types/node: slower than the default timeout on a busy machine.
  it('gets no DOM types: a server module that touches document or window does not compile', () => {
    const { options } = parse('tsconfig.server.json');
    const probe = join(webRoot, 'src/server/dom-probe.ts');
    const source = 'export const title = () => [document.title, window.location.href];\n';
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => (file === probe ? source : readFile(file));
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (file) => file === probe || fileExists(file);
    const messages = ts
      .getPreEmitDiagnostics(ts.createProgram([probe], options, host))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(messages).toEqual([
      expect.stringContaining("Cannot find name 'document'"),
      expect.stringContaining("Cannot find name 'window'"),
    ]);
  }, 30_000);
});
