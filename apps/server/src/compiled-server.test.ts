/**
 * Issue 15 (decision 067): production runs compiled JavaScript — `node apps/server/dist/main.js`,
 * no TypeScript loader — and everything that JavaScript imports is installed by
 * `npm ci --omit=dev`. Needs `npm run build` (npm test runs it first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageOf } from '../build/declared-dependencies';
import {
  COMPILED_FOLDERS,
  type CompiledServer,
  fileUrlTargets,
  importedSpecifiers,
  installedPath,
  javascriptFiles,
  REPOSITORY_ROOT,
  readLockfile,
  requireBuild,
  SERVER_DIST,
  startCompiledServer,
} from './testing/compiled-output';

/** Development tools that must never be needed at run time. */
const DEVELOPMENT_ONLY = ['tsx', 'vite', 'rolldown', 'typescript', 'vitest', 'esbuild', 'drizzle-kit'];

describe('the compiled server', () => {
  beforeAll(requireBuild);

  it('is the start script, and the owner, backup and restore commands run compiled too', () => {
    const { scripts } = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe('npm run build && node apps/server/dist/main.js');
    for (const command of ['owner', 'backup', 'restore']) {
      expect(scripts[command]).toBe(`node apps/server/dist/${command}.js`);
      expect(existsSync(join(SERVER_DIST, `${command}.js`)), command).toBe(true);
    }
    for (const name of ['start', 'owner', 'backup', 'restore', 'build']) {
      expect(scripts[name], name).not.toMatch(/tsx|--import|--loader/);
    }
  });

  it('imports only packages that production installs (no devDependency), resolved as Node would', () => {
    const lock = readLockfile();
    const imported = new Map<string, string>();
    for (const { dir, workspace } of COMPILED_FOLDERS) {
      const files = javascriptFiles(dir);
      expect(files.length, dir).toBeGreaterThan(0);
      for (const file of files) {
        for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'), file)) {
          const name = packageOf(specifier);
          if (name === null) continue;
          expect(name, `${file} still imports a workspace: it should be compiled in`).not.toMatch(
            /^@wegweiser\//,
          );
          const path = installedPath(lock, workspace, name);
          expect(path, `${file} imports ${specifier}, which is not installed`).not.toBeNull();
          expect(lock.packages[path ?? '']?.dev, `${file} imports ${specifier}, a devDependency`).not.toBe(
            true,
          );
          imported.set(name, file);
        }
      }
    }
    // The parse found the server's and the render's real imports.
    for (const name of ['fastify', 'drizzle-orm', '@electric-sql/pglite', 'sharp', 'react', 'react-dom']) {
      expect(imported.has(name), name).toBe(true);
    }
    for (const name of DEVELOPMENT_ONLY) expect(imported.has(name), name).toBe(false);
  });

  it('finds the files it reads beside the repository (migrations, seed pictures, builds) where they are', () => {
    const targets = fileUrlTargets(SERVER_DIST);
    const named = [...targets.keys()].map((target) => target.slice(REPOSITORY_ROOT.length));
    for (const expected of [
      'apps/api/drizzle',
      'apps/api/src/db/seed/media',
      'apps/web/dist',
      'apps/admin/dist',
    ]) {
      expect(named).toContain(expected);
    }
    for (const [target, file] of targets) expect(existsSync(target), `${file}: ${target}`).toBe(true);
  });

  it('holds steady tick objects before any package is loaded (decision 123)', () => {
    const main = readFileSync(join(SERVER_DIST, 'main.js'), 'utf8');
    // A static import is evaluated before the module's own code: only the built-in it needs.
    const statics = [...main.matchAll(/^import\b[^;]*?["']([^"']+)["'];?$/gm)].map((match) => match[1]);
    expect(statics).toEqual(['node:async_hooks']);
    const held = main.indexOf('wegweiser.tick-shape');
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(main.indexOf('await import('));
  });

  it('has no source map (decision 066)', () => {
    for (const file of javascriptFiles(SERVER_DIST)) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/[#@] sourceMappingURL=/);
    }
  });
});

describe('node apps/server/dist/main.js', () => {
  let server: CompiledServer;
  beforeAll(async () => {
    server = await startCompiledServer({
      NODE_ENV: 'production',
      APP_SECRET: 'compiled-server-test-secret-0123456789abcdef',
      PUBLIC_URL: 'https://coaching.example',
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('migrates and seeds a new embedded database and answers the site and the API', async () => {
    const page = await fetch(`${server.url}/`, { headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/\/assets\/entry-client-[^"]+\.js/);

    const languages = await fetch(`${server.url}/api/languages/`);
    expect(languages.status).toBe(200);
    const body = (await languages.json()) as { results: { code: string }[] };
    const codes = body.results.map((language) => language.code);
    expect(codes).toEqual(expect.arrayContaining(['de', 'en', 'es', 'fr', 'zh']));
  });

  it('serves the console and the seed pictures (folders found from the compiled output)', async () => {
    const consolePage = await fetch(`${server.url}/admin/`);
    expect(consolePage.status).toBe(200);
    expect(await consolePage.text()).toContain('<div id="root"');
    const picture = await fetch(`${server.url}/media/seed/share-image.png`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(server.output()).not.toMatch(/"level":(?:50|60)/);
  });
});
