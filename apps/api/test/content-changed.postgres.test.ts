/**
 * Issue 13 point 8 "publishing makes it live at once" across processes (decision 049): two API
 * instances on one PostgreSQL database, as two processes behind a load balancer would run. A publish
 * through A invalidates B's caches through LISTEN/NOTIFY; each ignores its own announcements; a
 * listen connection that drops comes back and invalidates, since it may have missed changes.
 *
 * Needs PostgreSQL: runs in the PostgreSQL leg of `npm test` (TEST_DATABASE=postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markdownToHtml, nestHeadings } from '@wegweiser/markdown/static-html';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CONTENT_CHANNEL, ContentChangeChannel } from '../src/db/change-channel';
import { type ConsoleClient, OWNER_ENV, signedIn } from './admin/console-client';
import { testConfig } from './helpers/build-app';
import { firstService, publicTitle, publishGermanTitle } from './helpers/publish';
import { TcpProxy } from './helpers/tcp-proxy';
import { createPostgresDatabase, type PostgresDatabase } from './helpers/test-database';
import { until } from './helpers/wait';

type Instance = {
  app: FastifyInstance;
  api: FastifyInstance;
  channel: ContentChangeChannel;
  /** Every content change this instance saw, by origin, in order. */
  changes: string[];
  logs: string[];
};

let database: PostgresDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'wegweiser-notify-'));
const instances: Instance[] = [];

async function start(name: string, env: Record<string, string> = {}): Promise<Instance> {
  const logs: string[] = [];
  const { app, api } = await buildApp(
    testConfig({ DATABASE_URL: database.url, DATA_DIR: join(dataDir, name), LOG_LEVEL: 'info', ...env }),
    { logger: true, logStream: { write: (line) => logs.push(line) } },
  );
  const channel = api.contentChannel;
  if (!channel) throw new Error('no content-change channel on PostgreSQL');
  const changes: string[] = [];
  api.onContentChanged((change) => changes.push(change.origin));
  await channel.listening();
  const instance = { app, api, channel, changes, logs };
  instances.push(instance);
  return instance;
}

/** Resolves with the origin of the next change `instance` sees that `which` accepts. */
function nextChange(instance: Instance, which: (origin: string) => boolean = () => true) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no content change within 5 s')), 5_000);
    const stop = instance.api.onContentChanged(({ origin }) => {
      if (!which(origin)) return;
      clearTimeout(timer);
      stop();
      resolve(origin);
    });
  });
}

/** A query on a connection of the test's own (not one of the instances'). */
async function adminQuery<Row>(text: string, values: unknown[]): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    return (await admin.query(text, values)).rows as Row[];
  } finally {
    await admin.end();
  }
}

/** Ends an instance's listen connection from the server's side (a restart or failover would). */
async function terminateListener(instance: Instance) {
  const ended = await adminQuery(
    'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and datname = $2',
    [instance.channel.applicationName, database.name],
  );
  expect(ended).toEqual([{ ended: true }]);
}

/** Connections named as `instance`'s listener. */
async function listenConnections(instance: Instance) {
  const [row] = await adminQuery<{ count: number }>(
    'select count(*)::int as count from pg_stat_activity where application_name = $1',
    [instance.channel.applicationName],
  );
  return row?.count;
}

let a: Instance;
let b: Instance;
let owner: ConsoleClient;
let service: { key: string; slug: string };

beforeAll(async () => {
  database = await createPostgresDatabase();
  // A migrates, seeds and creates the owner; B starts on the database A prepared.
  a = await start('a', OWNER_ENV);
  b = await start('b');
  owner = await signedIn({ app: a.app });
  service = await firstService(owner);
});
afterAll(async () => {
  for (const instance of instances) await instance.app.close().catch(() => {});
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two processes on one PostgreSQL database', () => {
  it('each process is named uniquely and listens on its own connection', async () => {
    expect(a.channel.processId).not.toBe(b.channel.processId);
    expect(a.channel.state).toBe('listening');
    expect(await listenConnections(a)).toBe(1);
    expect(await listenConnections(b)).toBe(1);
    expect(b.logs.join('')).toContain('listening for content changes of other processes');
  });

  it('a publish through A invalidates B’s cached answer: B answers the new title right after', async () => {
    const before = await publicTitle(b.app, service.slug);
    expect((await publicTitle(b.app, service.slug)).cache).toBe('HIT');

    const heard = nextChange(b);
    await publishGermanTitle(owner, service.key, 'Karrierecoaching, von A veröffentlicht');
    expect(await heard).toBe(a.channel.processId);

    const after = await publicTitle(b.app, service.slug);
    expect(after).toEqual({ title: 'Karrierecoaching, von A veröffentlicht', cache: 'MISS' });
    expect(after.title).not.toBe(before.title);
    expect(b.logs.join('')).toContain(`"origin":"${a.channel.processId}"`);
  });

  it('B takes the markdown A stored at the publish when it hears of it (decision 122)', async () => {
    const description = `## Neu aus A\n\nMit **Markdown**, ${Date.now()}.`;
    const shown = nestHeadings(description);
    expect(b.api.storedMarkdown.find(shown)).toBeUndefined();
    const current = await owner.get(`/api/admin/services/${service.key}/`);
    const saved = await owner.patch(`/api/admin/services/${service.key}/`, {
      version: current.body.version,
      description: { de: description },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const heard = nextChange(b, (origin) => origin === a.channel.processId);
    const published = await owner.post(`/api/admin/services/${service.key}/publish/`, {
      version: saved.body.version,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    // A stored it before it announced the change.
    expect(a.api.storedMarkdown.find(shown)).toBe(markdownToHtml(shown));
    await heard;
    expect(await until('B reads the stored HTML', () => b.api.storedMarkdown.find(shown))).toBe(
      markdownToHtml(shown),
    );
  });

  it('each process ignores its own announcement, and nothing is announced twice', async () => {
    a.changes.length = 0;
    b.changes.length = 0;
    const bHeardA = nextChange(b, (origin) => origin === a.channel.processId);
    await publishGermanTitle(owner, service.key, 'Karrierecoaching, zweite Fassung');
    await bHeardA;
    // B's own change after A's: PostgreSQL delivers announcements in commit order, so once A has
    // heard B's, it has had its own too.
    const aHeardB = nextChange(a, (origin) => origin === b.channel.processId);
    b.api.contentChanged();
    await aHeardB;
    // And once B hears a third one (announced last, from outside), it has had its own as well.
    const bHeardOutside = nextChange(b, (origin) => origin === 'unnamed');
    await a.api.database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'by hand')`);
    await bHeardOutside;
    await until('A to hear the outside announcement', () => a.changes.includes('unnamed'));

    expect(a.changes).toEqual(['local', b.channel.processId, 'unnamed']);
    expect(b.changes).toEqual([a.channel.processId, 'local', 'unnamed']);
  });

  it('a dropped listen connection comes back and invalidates what it may have missed', async () => {
    // Changed behind every process's back (no announcement): B keeps its cached answer.
    const cached = (await publicTitle(b.app, service.slug)).title;
    expect((await publicTitle(b.app, service.slug)).cache).toBe('HIT');
    await a.api.database.db.execute(
      sql`update services set title = title || '{"de": "Karrierecoaching, unangekündigt"}'::jsonb where slug = ${service.slug}`,
    );
    expect(await publicTitle(b.app, service.slug)).toEqual({ title: cached, cache: 'HIT' });

    b.changes.length = 0;
    const resynced = nextChange(b, (origin) => origin === 'resync');
    await terminateListener(b);
    await resynced;

    expect(b.channel.state).toBe('listening');
    expect(await publicTitle(b.app, service.slug)).toEqual({
      title: 'Karrierecoaching, unangekündigt',
      cache: 'MISS',
    });
    const logged = b.logs.join('');
    expect(logged).toContain('content-change listener lost its connection');
    expect(logged).toContain('content-change listener connected again');
    expect(await listenConnections(b)).toBe(1);
    // It hears the others again.
    const heard = nextChange(b, (origin) => origin === a.channel.processId);
    await publishGermanTitle(owner, service.key, 'Karrierecoaching, nach dem Abbruch');
    await heard;
    expect((await publicTitle(b.app, service.slug)).title).toBe('Karrierecoaching, nach dem Abbruch');
  });

  it('a change made while its own listen connection is down is announced once it is back', async () => {
    const heard = nextChange(b, (origin) => origin === a.channel.processId);
    await terminateListener(a);
    await publishGermanTitle(owner, service.key, 'Karrierecoaching, während des Abbruchs');
    expect(await heard).toBe(a.channel.processId);
    expect((await publicTitle(b.app, service.slug)).title).toBe('Karrierecoaching, während des Abbruchs');
    await a.channel.listening();
  });

  it('a closed process ends its listen connection', async () => {
    const c = await start('c');
    expect(await listenConnections(c)).toBe(1);
    await c.app.close();
    expect(c.channel.state).toBe('closed');
    await until('the listen connection to go', async () => (await listenConnections(c)) === 0);
  });
});

describe('what an announcement names (decision 116)', () => {
  it('the kinds of data changed travel with it; anything else on the channel means anything', async () => {
    const heard: { origin: string; data: unknown }[] = [];
    const channel = new ContentChangeChannel({
      url: database.url,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      onRemoteChange: (origin, data) => heard.push({ origin, data }),
      onListening: () => {},
    });
    try {
      channel.start();
      await channel.listening();
      a.channel.announce(['blog']);
      await until('the announcement', () => heard.length === 1);
      expect(heard[0]).toEqual({ origin: a.channel.processId, data: ['blog'] });
      // A publish through the console names what it changed for the other processes.
      const published = nextChange(b);
      let bData: unknown;
      const stop = b.api.onContentChanged((change) => {
        bData = change.data;
      });
      await publishGermanTitle(owner, service.key, 'Karrierecoaching, benannt');
      await published;
      stop();
      expect(bData).toEqual(['services']);
      for (const payload of ['', '{"origin":"psql","data":["Not A Kind"]}', '{"origin":"psql","data":[]}']) {
        heard.length = 0;
        await adminQuery('select pg_notify($1, $2)', [CONTENT_CHANNEL, payload]);
        await until('the hand-made announcement', () => heard.length > 0);
        expect(heard[0]?.data, payload).toBeNull();
      }
    } finally {
      await channel.close();
    }
  });
});

describe('the listen connection through a network that fails', () => {
  it('finds a connection that stopped answering (heartbeat), reconnects with backoff and resyncs', async () => {
    const proxy = await TcpProxy.start(database.url);
    const events: string[] = [];
    const warnings: string[] = [];
    const channel = new ContentChangeChannel({
      url: proxy.urlFor(database.url),
      log: { info: () => {}, warn: (_details, message) => warnings.push(message), error: () => {} },
      onRemoteChange: (origin) => events.push(origin),
      onListening: (again) => events.push(again ? 'again' : 'first'),
      heartbeatMs: 200,
      backoffMs: [50, 100],
    });
    try {
      channel.start();
      await channel.listening();
      // Hangs mid-conversation: no error, no end; only the heartbeat's timeout tells.
      proxy.cut('stall');
      await until('the heartbeat to give the connection up', () => channel.state === 'reconnecting');
      // Still unreachable: every attempt fails and waits the backoff again.
      await until('two failed attempts', () => warnings.length >= 3, 20_000);
      expect(channel.state).toBe('reconnecting');
      proxy.restore();
      await channel.listening();
      expect(events).toEqual(['first', 'again']);

      const heard = until('the announcement', () => events.includes(a.channel.processId));
      a.channel.announce();
      await heard;
    } finally {
      await channel.close();
      await proxy.close();
    }
  });
});
