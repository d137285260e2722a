/**
 * What production runs (decision 067): the compiled server in apps/server/dist and the website's
 * server render in apps/web/dist/server, read as Node will load them, and the compiled server
 * started as a child process. Both need `npm run build` (npm test runs it first).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_DIST = join(REPOSITORY_ROOT, 'apps/server/dist');
export const SERVER_MAIN = join(SERVER_DIST, 'main.js');

/** The JavaScript folders production loads, and the workspace whose node_modules they import from. */
export const COMPILED_FOLDERS = [
  { dir: SERVER_DIST, workspace: 'apps/server' },
  { dir: join(REPOSITORY_ROOT, 'apps/web/dist/server'), workspace: 'apps/web' },
] as const;

export function requireBuild() {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: run \`npm run build\` first (npm test does)`);
  }
}

export const javascriptFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? javascriptFiles(join(dir, entry.name))
      : /\.m?js$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

type Node = { type?: string; source?: { type?: string; value?: unknown } | null };

/** Every module specifier a file imports: static imports, re-exports and literal dynamic import()s. */
export function importedSpecifiers(code: string, file: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    const moduleSource =
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      node.type === 'ImportExpression';
    if (moduleSource && node.source?.type === 'Literal' && typeof node.source.value === 'string') {
      found.push(node.source.value);
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(parseAst(code, { sourceType: 'module' }, file));
  return found;
}

/** `new URL('…', import.meta.url)` in the compiled files: the absolute paths they name. */
export function fileUrlTargets(dir: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const file of javascriptFiles(dir)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/new URL\((["'])([^"']+)\1,\s*import\.meta\.url\)/g)) {
      targets.set(resolve(dir, match[2] ?? ''), file);
    }
  }
  return targets;
}

type LockEntry = { dev?: boolean; link?: boolean; resolved?: string; hasInstallScript?: boolean };
export type Lockfile = { packages: Record<string, LockEntry> };

export const readLockfile = (): Lockfile =>
  JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'package-lock.json'), 'utf8')) as Lockfile;

/** The lockfile path Node finds `name` at from a file of `workspace` (its own node_modules, then the root's). */
export function installedPath(lock: Lockfile, workspace: string, name: string): string | null {
  for (const path of [`${workspace}/node_modules/${name}`, `node_modules/${name}`]) {
    if (lock.packages[path]) return path;
  }
  return null;
}

export const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });

export type CompiledServer = {
  url: string;
  pid: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * `node apps/server/dist/main.js` as production starts it — no loader, no NODE_OPTIONS — on the
 * embedded database in a new DATA_DIR and a free port; resolves once /api/health/ answers 200.
 */
export async function startCompiledServer(env: Record<string, string> = {}): Promise<CompiledServer> {
  requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-compiled-'));
  const port = await freePort();
  const { NODE_OPTIONS: _loader, DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health/`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`node ${SERVER_MAIN} did not start (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { url, pid: child.pid ?? 0, child, output: () => output, stop };
}
