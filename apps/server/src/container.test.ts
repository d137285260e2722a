/**
 * The container files (decision 067), checked for their structure here; the image itself is built
 * and run by `npm run container:proof` (root and minutes, so not in this suite; decision 113). The
 * Dockerfile builds in one stage and runs in another, as a user other than root, the compiled server
 * with exactly the files it finds beside itself; compose.yaml runs it with PostgreSQL and Redis
 * through variables the app really reads.
 * Needs `npm run build` (the compiled output says which files the image must hold).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadConfig } from '@wegweiser/api/config';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  fileUrlTargets,
  REPOSITORY_ROOT,
  readLockfile,
  requireBuild,
  SERVER_DIST,
  SERVER_MAIN,
} from './testing/compiled-output';
import { envOf, execForm, parseDockerfile, type Stage } from './testing/dockerfile';

const read = (file: string) => readFileSync(join(REPOSITORY_ROOT, file), 'utf8');
const stages = parseDockerfile(read('Dockerfile'));
const final = stages.at(-1) as Stage;
const argsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);

/** The environment variables apps/api/src/config.ts reads (the keys of its schema). */
const CONFIG_KEYS = new Set(
  [
    ...(
      /const EnvSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(read('apps/api/src/config.ts'))?.[1] ?? ''
    ).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm),
  ].map((match) => match[1]),
);

/** The workspaces' folders (root package.json `workspaces`), each with its package.json. */
const WORKSPACES = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces.flatMap(
  (pattern) => {
    const parent = pattern.replace(/\/\*$/, '');
    return readdirSync(join(REPOSITORY_ROOT, parent))
      .map((name) => `${parent}/${name}`)
      .filter((dir) => existsSync(join(REPOSITORY_ROOT, dir, 'package.json')));
  },
);

/** COPY's sources and destination (exec form or words), without its flags. */
function copyOf(args: string): { from: string | null; sources: string[]; destination: string } {
  const from = /--from=(\S+)/.exec(args)?.[1] ?? null;
  const words = execForm(args.replace(/--\S+\s*/g, '')) ?? args.replace(/--\S+\s*/g, '').split(/\s+/);
  return { from, sources: words.slice(0, -1), destination: words.at(-1) ?? '' };
}

/** Installs the workspaces' manifests and runs `npm ci` with these arguments. */
function expectInstall(stage: Stage, ci: RegExp) {
  const copied = argsOf(stage, 'COPY')
    .map(copyOf)
    .flatMap(({ sources }) => sources);
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) expect(copied, file).toContain(file);
  for (const dir of WORKSPACES) expect(copied, dir).toContain(`${dir}/package.json`);
  expect(argsOf(stage, 'RUN').some((run) => ci.test(run))).toBe(true);
}

describe('Dockerfile', () => {
  it('has a build stage from a Debian slim Node image the engines allow, and a separate runtime stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    const major = Number(/\d+/.exec(engines.node)?.[0]);
    for (const stage of stages) {
      if (stages.some((other) => other.name === stage.from)) continue; // built on an earlier stage
      const [, version] = /^node:(\d+)-bookworm-slim$/.exec(stage.from) ?? [];
      expect(Number(version), stage.from).toBe(major);
    }
    const build = stages.find((stage) => argsOf(stage, 'RUN').includes('npm run build'));
    expect(build, 'a stage runs npm run build').toBeDefined();
    expect(build).not.toBe(final);
    // The build installs every dependency (the build tools are devDependencies).
    const full = /^npm ci(?!.*--omit=dev)/;
    const deps = stages.find((stage) => argsOf(stage, 'RUN').some((run) => full.test(run)));
    expect(deps, 'a stage runs npm ci with development dependencies').toBeDefined();
    expect(deps).not.toBe(final);
    expectInstall(deps as Stage, full);
  });

  it('runtime: production dependencies only, as the unprivileged node user, running the compiled server', () => {
    expectInstall(final, /^npm ci --omit=dev\b/);
    const users = argsOf(final, 'USER');
    expect(users.length).toBe(1);
    expect(users[0]).not.toMatch(/^(?:root|0)(?::|$)/);
    const cmd = execForm(argsOf(final, 'CMD').at(-1) ?? '');
    expect(cmd).toEqual(['node', relative(REPOSITORY_ROOT, SERVER_MAIN)]);
    expect(argsOf(final, 'ENTRYPOINT')).toEqual([]);
    const env = envOf(final);
    expect(env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    for (const key of Object.keys(env)) expect(CONFIG_KEYS, key).toContain(key);
    expect(argsOf(final, 'EXPOSE')).toEqual([env.PORT]);
    expect(argsOf(final, 'VOLUME').join(' ')).toContain(env.DATA_DIR);
    const health = argsOf(final, 'HEALTHCHECK').join(' ');
    expect(health).toContain('/api/health/');
    expect(health).toMatch(/CMD \["node"/);
  });

  it('runtime: no production package needs an install script (npm 11 runs only approved ones)', () => {
    const { packages } = readLockfile();
    const production = Object.entries(packages).filter(([path, entry]) => path !== '' && !entry.dev);
    expect(production.length).toBeGreaterThan(100);
    expect(production.filter(([, entry]) => entry.hasInstallScript).map(([path]) => path)).toEqual([]);
  });

  it('runtime: copies from the build exactly the compiled output and the files it finds beside itself', () => {
    requireBuild();
    const copied = argsOf(final, 'COPY')
      .map(copyOf)
      .filter(({ from }) => from !== null);
    for (const { from, sources, destination } of copied) {
      expect(stages.some((stage) => stage.name === from)).toBe(true);
      expect(sources.map((source) => source.replace(/^\/app\//, ''))).toEqual([destination]);
    }
    const inImage = copied.map(({ destination }) => destination);
    const needed = [
      relative(REPOSITORY_ROOT, SERVER_DIST),
      ...[...fileUrlTargets(SERVER_DIST).keys()]
        .map((target) => relative(REPOSITORY_ROOT, target))
        // The repository's root names stack frames in logs (decision 018); nothing is read there.
        .filter((target) => target !== ''),
    ];
    expect(needed.length).toBeGreaterThan(4);
    expect([...inImage].sort()).toEqual([...new Set(needed)].sort());
    // Nothing from the build stage but that: no node_modules, no sources.
    expect(inImage.some((dir) => /node_modules|^apps\/\w+\/src$|^packages\//.test(dir))).toBe(false);
  });

  it('.dockerignore keeps installed packages, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const pattern of ['**/node_modules', '**/dist', '.git', 'data', '.env']) {
      expect(ignored, pattern).toContain(pattern);
    }
  });

  it('is the image the container proof builds: its stand-in base has the name the base stage starts from', () => {
    const standIn = /^IMAGE=(\S+)$/m.exec(read('scripts/container/stand-in-base.sh'))?.[1];
    const bases = stages.filter((stage) => !stages.some((other) => other.name === stage.from));
    expect(bases.map((stage) => stage.from)).toEqual([standIn]);
    // The proof runs the image's own user, the one the stand-in creates with the official uid.
    expect(argsOf(final, 'USER')).toEqual(['node']);
    expect(read('scripts/container/stand-in-base.sh')).toContain('useradd --uid 1000 --gid node');
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts['container:proof']).toBe('bash scripts/container/proof.sh');
    expect(scripts.test).not.toContain('container');
  });
});

type Service = {
  build?: unknown;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: unknown };
};
const compose = parse(read('compose.yaml')) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};

/** compose's `${NAME:?message}` and `${NAME:-default}` as `docker compose up` would fill them in. */
const interpolate = (value: string, given: Record<string, string>) =>
  value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    if (given[name] !== undefined) return given[name];
    if (kind === '?') throw new Error(`${name} must be set: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });

describe('compose.yaml', () => {
  const { app, postgres, redis } = compose.services;

  it('runs the app built from the Dockerfile with PostgreSQL 15 and Redis 7, each with a healthcheck', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres', 'redis']);
    expect(app?.build).toBe('.');
    expect(postgres?.image).toBe('postgres:15');
    expect(redis?.image).toBe('redis:7');
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, name).toBeDefined();
    }
    expect(JSON.stringify(app?.healthcheck?.test)).toContain('/api/health/');
    expect(app?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });

  it('gives the app only variables config.ts reads, and they pass its validation pointing at the other services', () => {
    const environment = app?.environment ?? {};
    for (const key of Object.keys(environment)) expect(CONFIG_KEYS, key).toContain(key);
    expect(() => interpolate(environment.APP_SECRET ?? '', {})).toThrow(/APP_SECRET must be set/);
    const given = { APP_SECRET: 'a'.repeat(64), PUBLIC_URL: 'https://www.example.com' };
    const env = Object.fromEntries(
      Object.entries(environment).map(([key, value]) => [key, interpolate(String(value), given)]),
    );
    const config = loadConfig(env);
    expect(config.env).toBe('production');
    expect(config.database.kind).toBe('postgres');
    const database = new URL(config.database.kind === 'postgres' ? config.database.url : '');
    expect(database.hostname).toBe('postgres');
    const postgresEnv = postgres?.environment ?? {};
    expect(database.username).toBe(postgresEnv.POSTGRES_USER);
    expect(database.pathname).toBe(`/${postgresEnv.POSTGRES_DB}`);
    expect(new URL(config.redis?.url ?? '').hostname).toBe('redis');
    expect(config.host).toBe('0.0.0.0');
  });

  it('keeps DATA_DIR (media caches, content snapshot) and the database on named volumes', () => {
    const dataDir = app?.environment?.DATA_DIR;
    const appVolume = (app?.volumes ?? []).find((volume) => volume.endsWith(`:${dataDir}`));
    const databaseVolume = (postgres?.volumes ?? []).find((volume) =>
      volume.endsWith(':/var/lib/postgresql/data'),
    );
    for (const volume of [appVolume, databaseVolume]) {
      const name = volume?.split(':')[0] ?? '';
      expect(Object.keys(compose.volumes ?? {}), volume).toContain(name);
    }
  });
});

beforeAll(() => {
  expect(CONFIG_KEYS.size).toBeGreaterThan(20);
  expect(WORKSPACES.length).toBeGreaterThanOrEqual(7);
});
