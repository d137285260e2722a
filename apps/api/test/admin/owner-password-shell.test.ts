/**
 * `npm run owner -- password --email <address>` (issue 24 point 10; decision 090): whoever runs the
 * server sets a new password for an existing account when the site cannot send mail — every
 * session of the account ends, a sign-in lockout is lifted, two-step sign-in stays on, the audit
 * log says so. Runs the compiled command in apps/server/dist (decision 067: needs `npm run build`,
 * which npm test runs first) against a copy of the run's seeded database.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/admin/passwords';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { adminLockouts, adminSessions, adminUsers, auditLog } from '../../src/db/schema';
import {
  copyPreparedPgliteFolder,
  createPostgresDatabase,
  preparedDatabases,
  removePgliteFolder,
  testEngine,
} from '../helpers/test-database';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const EMAIL = 'vergessen@example.com';
const OLD_PASSWORD = 'Alter-Morgen-am-Fluss-12';
const NEW_PASSWORD = 'Neuer-Abend-am-Meer-34';

let environment: Record<string, string>;
let cleanUp: () => Promise<void>;

const open = (): Promise<DatabaseHandle> =>
  openDatabase(
    environment.DATABASE_URL
      ? { kind: 'postgres', url: environment.DATABASE_URL }
      : { kind: 'pglite', dataDir: environment.DATA_DIR ?? null },
  );

beforeAll(async () => {
  // The site as it is when the command is run: a copy of the run's seeded database.
  if (testEngine === 'postgres') {
    const database = await createPostgresDatabase(preparedDatabases().postgresTemplate ?? undefined);
    environment = { DATABASE_URL: database.url };
    cleanUp = database.drop;
  } else {
    const dataDir = copyPreparedPgliteFolder('wegweiser-owner-password-');
    environment = { DATA_DIR: dataDir };
    cleanUp = async () => removePgliteFolder(dataDir);
  }
  // An editor with two-step sign-in on, signed in somewhere, and locked out after wrong passwords.
  const database = await open();
  try {
    const now = new Date();
    const [editor] = await database.db
      .insert(adminUsers)
      .values({
        email: EMAIL,
        name: 'Vera Vergessen',
        role: 'editor',
        passwordHash: await hashPassword(OLD_PASSWORD),
        totpSecret: 'JBSWY3DPEHPK3PXP',
        totpEnabledAt: now,
      })
      .returning();
    await database.db.insert(adminSessions).values({
      id: 'a'.repeat(64),
      userId: editor?.id ?? '',
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    });
    await database.db
      .insert(adminLockouts)
      .values({ kind: 'account', key: EMAIL, level: 1, lockedUntil: new Date(now.getTime() + 15 * 60_000) });
  } finally {
    await database.close();
  }
}, 60_000);

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

describe('npm run owner -- password', () => {
  it('sets a new password for an existing account, ends its sessions, lifts its lockout and keeps two-step sign-in', async () => {
    const unknown = await owner(['password', '--email', 'niemand@example.com'], {
      OWNER_PASSWORD: NEW_PASSWORD,
    });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      'Password not changed: there is no account with the email niemand@example.com',
    );
    const common = await owner(['password', '--email', EMAIL], { OWNER_PASSWORD: 'qwertyuiop123' });
    expect(common.code).toBe(1);
    expect(common.stderr).toContain(
      'Password not changed: OWNER_PASSWORD is on the list of common passwords',
    );
    const noTerminal = await owner(['password', '--email', EMAIL], {});
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.stderr).toContain('set OWNER_PASSWORD');
    const usage = await owner(['password'], { OWNER_PASSWORD: NEW_PASSWORD });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run owner -- password --email <address>');

    const changed = await owner(['password', '--email', 'Vergessen@Example.com'], {
      OWNER_PASSWORD: NEW_PASSWORD,
    });
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toContain(`New password set for ${EMAIL}; 1 session(s) ended.`);

    const database = await open();
    try {
      const [editor] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, EMAIL));
      expect(await verifyPassword(editor?.passwordHash, NEW_PASSWORD)).toBe(true);
      expect(await verifyPassword(editor?.passwordHash, OLD_PASSWORD)).toBe(false);
      expect(editor?.totpEnabledAt).not.toBeNull();
      expect(
        await database.db
          .select()
          .from(adminSessions)
          .where(eq(adminSessions.userId, editor?.id ?? '')),
      ).toEqual([]);
      const [lockout] = await database.db.select().from(adminLockouts).where(eq(adminLockouts.key, EMAIL));
      expect(new Date(lockout?.lockedUntil ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, editor?.id ?? ''));
      expect(audit).toMatchObject([
        {
          action: 'auth.password_set_from_shell',
          userId: null,
          summary: `New password set for ${EMAIL} from the shell (npm run owner); 1 session(s) ended`,
        },
      ]);
    } finally {
      await database.close();
    }
    // Five `npm run owner` processes, each starting Node and opening the database.
  }, 120_000);
});
