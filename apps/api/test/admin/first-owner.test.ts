/**
 * The first owner (issue 13 point 2; decision 042): the one-time setup link in the log, OWNER_EMAIL
 * and OWNER_PASSWORD at start, and `npm run owner -- create` from a shell (the compiled command in
 * apps/server/dist, decision 067: needs `npm run build`, which npm test runs first).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { adminUsers, auditLog } from '../../src/db/schema';
import { testConfig } from '../helpers/build-app';
import {
  copyPreparedPgliteFolder,
  createPostgresDatabase,
  createTestDatabase,
  preparedDatabases,
  removePgliteFolder,
  testEngine,
} from '../helpers/test-database';
import { browser, OWNER } from './console-client';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** An app whose log lines are kept, over `database`. */
async function start(database: DatabaseHandle, env: Record<string, string> = {}) {
  const lines: Record<string, any>[] = [];
  const built = await buildApp(testConfig(env), {
    database,
    logger: true,
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  const setupLinks = () =>
    lines
      .map((line) => /(http\S+\/admin\/setup\?token=[\w-]+)/.exec(String(line.msg))?.[1])
      .filter((link): link is string => Boolean(link));
  return { ...built, lines, setupLinks };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const setup = (
  app: Awaited<ReturnType<typeof start>>['app'],
  token: string,
  overrides: Record<string, string> = {},
) =>
  browser(app).post('/api/admin/auth/setup/?language=en', {
    token,
    email: OWNER.email,
    name: OWNER.name,
    password: OWNER.password,
    ...overrides,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('the setup link', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is logged at each start while no owner exists; one creates the owner, signs in, and retires every link', async () => {
    const first = await start(database);
    const second = await start(database);
    try {
      const [firstLink] = first.setupLinks();
      const [secondLink] = second.setupLinks();
      expect(firstLink).toMatch(/^http:\/\/localhost:3000\/admin\/setup\?token=[\w-]{43}$/);
      expect(secondLink).toBeDefined();
      expect(secondLink).not.toBe(firstLink);
      const line = first.lines.find((candidate) => String(candidate.msg).includes('/admin/setup?token='));
      expect(line?.level).toBe(40);
      expect(Date.parse(line?.expiresAt) - Date.now()).toBeGreaterThan(24 * 60 * 60_000 - 60_000);
      expect((await browser(first.app).get('/api/admin/auth/setup-status/')).body).toEqual({
        owner_exists: false,
        mail_configured: false,
      });

      const client = browser(first.app);
      const created = await client.post('/api/admin/auth/setup/', {
        token: tokenOf(secondLink ?? ''),
        email: 'First.Owner@Example.com',
        name: 'First Owner',
        password: OWNER.password,
        ui_language: 'en',
        // Where the website's mail for her goes, chosen at set-up (issue 24 point 1).
        notification_email: 'praxis@example.com',
      });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        status: 'signed_in',
        user: {
          email: 'first.owner@example.com',
          role: 'owner',
          ui_language: 'en',
          notification_email: 'praxis@example.com',
        },
      });
      expect((await client.get('/api/admin/auth/me/')).status).toBe(200);
      expect((await browser(first.app).get('/api/admin/auth/setup-status/')).body).toEqual({
        owner_exists: true,
        mail_configured: false,
      });

      // Used, and the other one retired with it.
      for (const link of [secondLink, firstLink]) {
        const again = await setup(first.app, tokenOf(link ?? ''), { email: 'second@example.com' });
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('This link is invalid, has expired or has already been used.');
      }
      // No link once an owner exists.
      const third = await start(database);
      expect(third.setupLinks()).toEqual([]);
      await third.app.close();

      const audit = await database.db.select().from(auditLog);
      expect(audit.map((entry) => entry.action)).toEqual(['user.create_owner', 'auth.sign_in']);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });
});

describe('setup link rules', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await start(database);
  });
  afterAll(async () => {
    await app?.app.close();
    await database?.close();
  });

  it('a password that breaks the rules is refused and the link stays usable', async () => {
    const [link = ''] = app.setupLinks();
    const common = await setup(app.app, tokenOf(link), { password: 'Password1234' });
    expect(common.status).toBe(400);
    expect(common.body.password).toEqual([
      'This password is too common and easy to guess. Please choose another one.',
    ]);
    expect((await setup(app.app, tokenOf(link), { password: 'kurz' })).status).toBe(400);
    expect((await setup(app.app, 'x'.repeat(43))).status).toBe(400);
    expect(await database.db.select().from(adminUsers)).toEqual([]);
  });

  it('expires after 24 hours', async () => {
    const [link = ''] = app.setupLinks();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000 + 1_000);
    expect((await setup(app.app, tokenOf(link))).status).toBe(400);
  });

  it('two set-ups at once with two links make one owner', async () => {
    const other = await start(database);
    try {
      const [a = ''] = app.setupLinks();
      const [b = ''] = other.setupLinks();
      const answers = await Promise.all([
        setup(app.app, tokenOf(a), { email: 'a@example.com' }),
        setup(other.app, tokenOf(b), { email: 'b@example.com' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(await database.db.select().from(adminUsers)).toHaveLength(1);
    } finally {
      await other.app.close();
    }
  });
});

describe('a setup link outlived by an owner made another way', () => {
  it('stops working', async () => {
    const database = await createTestDatabase();
    const app = await start(database);
    try {
      const [link = ''] = app.setupLinks();
      await database.db
        .insert(adminUsers)
        .values({ email: 'other@example.com', name: 'O', role: 'owner', passwordHash: 'x' });
      expect((await setup(app.app, tokenOf(link))).status).toBe(400);
    } finally {
      await app.app.close();
      await database.close();
    }
  });
});

describe('OWNER_EMAIL and OWNER_PASSWORD', () => {
  it('create the first owner at start (no setup link); later starts leave the owner alone', async () => {
    const database = await createTestDatabase();
    try {
      const first = await start(database, {
        OWNER_EMAIL: 'Boss@Example.com',
        OWNER_PASSWORD: OWNER.password,
      });
      expect(first.setupLinks()).toEqual([]);
      await first.app.close();
      const second = await start(database, {
        OWNER_EMAIL: 'boss@example.com',
        OWNER_PASSWORD: 'Ein-anderes-Passwort-9',
      });
      const signedIn = await browser(second.app).post('/api/admin/auth/login/', {
        email: 'boss@example.com',
        password: OWNER.password,
      });
      expect(signedIn.status).toBe(200);
      // Without OWNER_NAME the name is the address's local part.
      expect(signedIn.body.user).toMatchObject({ email: 'boss@example.com', name: 'Boss', role: 'owner' });
      await second.app.close();
      expect(await database.db.select().from(adminUsers)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('a password that breaks the rules stops the start with a message naming OWNER_PASSWORD', async () => {
    const database = await createTestDatabase();
    try {
      await expect(
        start(database, { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: 'Password1234' }),
      ).rejects.toThrow('OWNER_PASSWORD is on the list of common passwords: choose another password');
      await expect(start(database, { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: 'kurz' })).rejects.toThrow(
        'OWNER_PASSWORD is shorter than 12 characters',
      );
      await expect(
        start(database, { OWNER_EMAIL: 'not-an-email', OWNER_PASSWORD: OWNER.password }),
      ).rejects.toThrow('OWNER_EMAIL is not a valid email address');
      expect(() => testConfig({ OWNER_EMAIL: OWNER.email })).toThrow(
        'OWNER_PASSWORD is required when OWNER_EMAIL is set',
      );
      expect(await database.db.select().from(adminUsers)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('npm run owner -- create', () => {
  let environment: Record<string, string>;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    // The site as it is when its owner runs the command: a copy of the run's seeded database.
    if (testEngine === 'postgres') {
      const database = await createPostgresDatabase(preparedDatabases().postgresTemplate ?? undefined);
      environment = { DATABASE_URL: database.url };
      cleanUp = database.drop;
    } else {
      const dataDir = copyPreparedPgliteFolder('wegweiser-owner-');
      environment = { DATA_DIR: dataDir };
      cleanUp = async () => removePgliteFolder(dataDir);
    }
  });
  afterAll(async () => {
    await cleanUp?.();
  });

  const owner = (args: string[], env: Record<string, string>) =>
    run('npm', ['run', '--silent', 'owner', '--', ...args], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'development',
        ...environment,
        ...env,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('creates an owner with OWNER_PASSWORD, refuses a duplicate and a common password, and needs a terminal otherwise', async () => {
    const created = await owner(['create', '--email', 'Shell@Example.com', '--name', 'Shell Owner'], {
      OWNER_PASSWORD: OWNER.password,
    });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Owner shell@example.com created.');

    const duplicate = await owner(['create', '--email', 'shell@example.com'], {
      OWNER_PASSWORD: OWNER.password,
    });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('an account with the email shell@example.com exists already');
    const common = await owner(['create', '--email', 'x@example.com'], { OWNER_PASSWORD: 'qwertyuiop123' });
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('OWNER_PASSWORD is on the list of common passwords');
    const noTerminal = await owner(['create', '--email', 'y@example.com'], {});
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.stderr).toContain('set OWNER_PASSWORD');
    expect((await owner(['delete', '--email', 'y@example.com'], {})).code).toBe(2);

    const database = await openDatabase(
      environment.DATABASE_URL
        ? { kind: 'postgres', url: environment.DATABASE_URL }
        : { kind: 'pglite', dataDir: environment.DATA_DIR ?? null },
    );
    try {
      const rows = await database.db.select().from(adminUsers);
      expect(rows.map((row) => [row.email, row.name, row.role])).toEqual([
        ['shell@example.com', 'Shell Owner', 'owner'],
      ]);
      expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
      const audit = await database.db.select().from(auditLog);
      expect(audit).toMatchObject([{ action: 'user.create_owner', userId: null }]);
    } finally {
      await database.close();
    }
    // Five `npm run owner` processes, each starting Node and opening the database: seconds
    // each alone, far more on a loaded CI machine (the 30 s default was hit there).
  }, 120_000);
});
