/**
 * Backup and restore (issue 15 point 3; decision 065): a seeded database with console data is
 * backed up and restored into a fresh one, and every table — read from the database, so a new
 * table is covered without a change here — must hold the same rows. Refusals (a database that
 * holds rows, a damaged or altered file, a backup from a newer Wegweiser) change nothing. Runs on
 * the engine TEST_DATABASE names; the cross-engine case starts from PGlite, so on the PostgreSQL leg
 * it goes PGlite → PostgreSQL → PGlite. `npm run backup`/`restore` run the compiled commands in
 * apps/server/dist (decision 067): needs `npm run build`, which npm test runs first.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config';
import { writeBackup } from '../src/db/backup/backup';
import { BackupError } from '../src/db/backup/connection';
import { codeLevel, databaseLevel, migrateTo } from '../src/db/backup/migrations';
import { restoreBackup } from '../src/db/backup/restore';
import { digest, using } from './helpers/database-digest';
import {
  copyPreparedPgliteFolder,
  createPostgresDatabase,
  preparedDatabases,
  removePgliteFolder,
  testEngine,
} from './helpers/test-database';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'wegweiser-backup-'));
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * A new database on `engine` (dropped after the file): empty, or with `seeded` a copy of the run's
 * migrated and seeded one (decision 077).
 */
async function newDatabase(
  engine: 'pglite' | 'postgres' = testEngine,
  { seeded = false } = {},
): Promise<DatabaseConfig> {
  if (engine === 'postgres') {
    const database = await createPostgresDatabase(
      seeded ? (preparedDatabases().postgresTemplate ?? undefined) : undefined,
    );
    drops.push(database.drop);
    return { kind: 'postgres', url: database.url };
  }
  const dataDir = copyPreparedPgliteFolder('wegweiser-backup-db-', { empty: !seeded });
  drops.push(async () => removePgliteFolder(dataDir));
  return { kind: 'pglite', dataDir };
}

const environmentOf = (config: DatabaseConfig): Record<string, string> =>
  config.kind === 'postgres' ? { DATABASE_URL: config.url } : { DATA_DIR: config.dataDir ?? '' };

/** Migrated and seeded with the demo content, plus what the console adds: an image, a subscriber, a message, analytics, an audit entry. */
async function seededDatabase(engine: 'pglite' | 'postgres' = testEngine): Promise<DatabaseConfig> {
  const config = await newDatabase(engine, { seeded: true });
  await using(config, async (c) => {
    await c.query(
      `insert into media_files (filename, content_type, extension, bytes, byte_size, width, height, sha256, alt)
       values ('Portrait "Ada".jpg', 'image/jpeg', 'jpg', $1, 4096, 64, 64, $2, '{"de":"Porträt","en":"Portrait 👋"}')`,
      [randomBytes(4096), 'a'.repeat(64)],
    );
    await c.query(
      `insert into newsletter_subscriptions (email, language_code, status, consent_text_version)
       values ('leser@example.com', 'de', 'active', '2026-11')`,
    );
    await c.query(
      `insert into contact_messages (name, email, message, language_code)
       values ('Zoë O''Brien', 'zoe@example.com', E'Hallo,\\nich hätte gern einen Termin. 你好', 'de')`,
    );
    const [session] = await c.query<{ id: string }>(
      `insert into analytics_sessions (started_at, user_agent, screen_resolution, viewport_size, language, timezone, landing_page)
       values ('2026-11-27T08:00:00.123456Z', 'Mozilla/5.0', '1440x900', '1440x800', 'de-DE', 'Europe/Berlin', '/de/') returning id`,
    );
    for (let index = 0; index < 25; index += 1) {
      await c.query(
        `insert into analytics_events (session_id, type, data, occurred_at) values ($1, 'pageview', $2, now() - make_interval(mins => $3))`,
        [
          session?.id,
          // A number past 2^53 and a decimal must come back exactly (JSON text, never a JS number).
          `{"path":"/de/blog/${index}","nested":{"n":${index},"big":12345678901234567890,"ratio":0.1000000000000000055}}`,
          index,
        ],
      );
    }
    await c.query(
      `insert into audit_log (at, action, entity, summary) values (now(), 'backup.test', 'system', 'An entry from the test')`,
    );
  });
  return config;
}

const backupOf = async (config: DatabaseConfig, name: string) => {
  const file = join(folder, name);
  const summary = await using(config, (c) => writeBackup(c, file));
  return { file, summary };
};
const restore = (config: DatabaseConfig, file: string, force = false) =>
  using(config, (c) => restoreBackup(c, file, { force }));

describe(`backup and restore on ${testEngine}`, () => {
  let source: DatabaseConfig;
  let sourceDigest: Awaited<ReturnType<typeof digest>>;
  let file: string;
  let restored: DatabaseConfig;

  beforeAll(async () => {
    source = await seededDatabase();
    sourceDigest = await digest(source);
    file = (await backupOf(source, 'source.ndjson.gz')).file;
    restored = await newDatabase();
  }, 120_000);

  it('restores every table into a fresh database: same rows, same migrations, sequences past the highest id', async () => {
    const summary = await restore(restored, file);
    expect(await digest(restored)).toEqual(sourceDigest);

    const filled = Object.entries(sourceDigest.tables).filter(([, table]) => table.rows > 0);
    expect(filled.length).toBeGreaterThan(20);
    for (const name of [
      'media_files',
      'newsletter_subscriptions',
      'contact_messages',
      'analytics_events',
      'audit_log',
    ]) {
      expect(sourceDigest.tables[name]?.rows, name).toBeGreaterThan(0);
    }
    expect(summary.tables.length).toBe(Object.keys(sourceDigest.tables).length);
    expect(summary.tables.find((table) => table.name === 'analytics_events')?.rows).toBe(25);
    expect(summary.replaced).toEqual([]);
    expect(summary.migrated).toBe(0);
    expect(summary.header).toMatchObject({ engine: testEngine, migration: codeLevel() });

    // Serial and bigserial columns go on after the restored rows.
    await using(restored, async (c) => {
      const [max] = await c.query<{ id: string }>('select max(id)::text as id from audit_log');
      const [next] = await c.query<{ id: string }>(
        `insert into audit_log (at, action, entity, summary) values (now(), 'x', 'x', 'x') returning id::text as id`,
      );
      expect(BigInt(next?.id ?? 0)).toBe(BigInt(max?.id ?? 0) + 1n);
      await c.query(`delete from audit_log where action = 'x'`);
    });
  }, 120_000);

  it('refuses a database that holds rows without --force, and changes nothing', async () => {
    const before = await digest(restored);
    await using(restored, (c) => c.query(`delete from contact_messages`));
    const changed = await digest(restored);
    expect(changed).not.toEqual(before);

    await expect(restore(restored, file)).rejects.toThrow(
      /the database is not empty \(\d+ tables hold rows, e\.g\. .+\); add --force to replace everything in it/,
    );
    expect(await digest(restored)).toEqual(changed);
  }, 120_000);

  it('with --force replaces everything the database held', async () => {
    await using(restored, (c) =>
      c.query(
        `insert into contact_messages (name, email, message, language_code) values ('x', 'x@example.com', 'x', 'en')`,
      ),
    );
    const summary = await restore(restored, file, true);
    expect(summary.replaced).toContain('contact_messages');
    expect(await digest(restored)).toEqual(sourceDigest);
  }, 120_000);

  it('refuses a cut, altered or foreign file, or one from a newer Wegweiser, and leaves the database as it was', async () => {
    await using(restored, (c) => c.query(`delete from media_files`));
    const before = await digest(restored);
    const bytes = readFileSync(file);
    const unpacked = gunzipSync(bytes).toString('utf8');
    const lines = unpacked.split('\n');

    const variants: [string, Buffer, RegExp][] = [
      [
        'cut.gz',
        bytes.subarray(0, Math.floor(bytes.length * 0.8)),
        /the backup file is damaged or incomplete \(unexpected end of file\)/,
      ],
      [
        'cut-lines.gz',
        gzipSync(lines.slice(0, -3).join('\n')),
        /the backup file ends early \(its last line is missing\): it is incomplete/,
      ],
      [
        'altered.gz',
        gzipSync(unpacked.replace('zoe@example.com', 'eve@example.com')),
        /the backup file was altered after it was written/,
      ],
      ['foreign.gz', gzipSync('{"hello":"world"}\n'), /the file is not a Wegweiser backup/],
      [
        'not-gzip.gz',
        Buffer.from('just some text'),
        /the backup file is damaged or incomplete \(incorrect header check\)/,
      ],
      [
        'newer.gz',
        gzipSync(unpacked.replace(/"level":\d+,"tag":"[^"]+"/, '"level":99999999999999,"tag":"9999_future"')),
        /the backup was made by a newer Wegweiser \(migration 9999_future; this one knows up to \d{4}_\w+\): update Wegweiser first/,
      ],
    ];
    for (const [name, content, message] of variants) {
      const damaged = join(folder, name);
      writeFileSync(damaged, content);
      await expect(restore(restored, damaged, true), name).rejects.toThrow(message);
      await expect(restore(restored, damaged, true), name).rejects.toBeInstanceOf(BackupError);
    }
    expect(await digest(restored)).toEqual(before);
  }, 120_000);

  it('restores a backup from an older migration level, over a newer database with --force, and migrates it forward', async () => {
    const previous = codeLevel().level;
    const older = await newDatabase();
    const levels = await using(older, async (c) => {
      await c.exec('begin');
      const journal = JSON.parse(
        readFileSync(fileURLToPath(new URL('../drizzle/meta/_journal.json', import.meta.url)), 'utf8'),
      ) as { entries: { when: number }[] };
      const level = journal.entries.at(-2)?.when ?? 0;
      await migrateTo(c, level);
      await c.exec('commit');
      await c.query(
        `insert into contact_messages (name, email, message, language_code) values ('Old', 'old@example.com', 'from before', 'en')`,
      );
      return { level, at: await databaseLevel(c) };
    });
    expect(levels.at.level).toBe(levels.level);
    expect(levels.level).toBeLessThan(previous);
    const { file: oldFile } = await backupOf(older, 'older.ndjson.gz');

    const summary = await restore(restored, oldFile, true);
    expect(summary.migrated).toBe(1);
    const after = await digest(restored);
    expect(after.migrations).toBe(sourceDigest.migrations);
    expect(Object.keys(after.tables)).toEqual(Object.keys(sourceDigest.tables));
    expect(after.tables.contact_messages?.rows).toBe(1);
    expect(after.tables.services?.rows).toBe(0);
  }, 120_000);

  it('moves between engines: PGlite → this engine → PGlite, every table the same', async () => {
    const embedded = testEngine === 'pglite' ? source : await seededDatabase('pglite');
    const embeddedDigest = testEngine === 'pglite' ? sourceDigest : await digest(embedded);
    const { file: first } = await backupOf(embedded, 'from-pglite.ndjson.gz');
    const middle = await newDatabase();
    await restore(middle, first);
    expect(await digest(middle)).toEqual(embeddedDigest);

    const { file: second } = await backupOf(middle, 'from-engine.ndjson.gz');
    const back = await newDatabase('pglite');
    await restore(back, second);
    expect(await digest(back)).toEqual(embeddedDigest);
  }, 120_000);
});

describe('npm run backup and npm run restore', () => {
  const npm = (script: string, args: string[], config: DatabaseConfig) =>
    run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'development',
        ...environmentOf(config),
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('writes a file and restores it into another database; refuses a database with rows; says what it did', async () => {
    const source = await seededDatabase();
    const target = await newDatabase();
    const file = join(folder, 'cli.ndjson.gz');

    const backup = await npm('backup', ['--out', file], source);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(
      /Backed up the .+ \(migration \d{4}_\w+\): \d+ tables, [\d,]+ rows, to .+cli\.ndjson\.gz \([\d.]+ (KB|MB)\)\./,
    );
    expect(backup.stdout).toMatch(/analytics_events\s+25\n/);
    expect(statSync(file).size).toBeGreaterThan(4096);
    if (source.kind === 'pglite') expect(backup.stdout).toContain('stop the server first');

    const restored = await npm('restore', [file], target);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /Restored .+cli\.ndjson\.gz \(made .+, migration \d{4}_\w+\) into the .+: \d+ tables, [\d,]+ rows, [\d.]+ (KB|MB) of data/,
    );
    expect(await digest(target)).toEqual(await digest(source));

    const refused = await npm('restore', [file], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /Nothing restored: the database is not empty .+; add --force to replace everything in it\. The database was not changed\./,
    );
    const forced = await npm('restore', [file, '--force'], target);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('was replaced (--force)');

    expect((await npm('restore', [], target)).code).toBe(2);
    const missing = await npm('restore', [join(folder, 'nothing-here.gz')], target);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('there is no file');
    // Four processes, each starting Node and opening the database: seconds each alone, far
    // more on a loaded machine.
  }, 120_000);
});
