import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_VARIABLES,
  ConfigError,
  invocationDirectory,
  loadConfig,
  loadOwnerCommandConfig,
} from './config';

const production = { NODE_ENV: 'production', APP_SECRET: 'production-secret-production-secret-01' };

describe('TRUST_PROXY', () => {
  it.each(['false', '0', 'FALSE'])('%s trusts no proxy', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('a hop count trusts that many hops from the socket, no more', () => {
    const trust = loadConfig({ TRUST_PROXY: '2', HOST: '127.0.0.1' }).trustProxy;
    if (typeof trust !== 'function') throw new Error('expected a trust function');
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false]);
  });

  it('a list of addresses and ranges is handed to Fastify as a list', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, naming the key and the choices', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would trust every hop.*number of proxies.*addresses/,
    );
  });

  it.each([
    'yes',
    '10.0.0.0/33',
    '10.0.0.0/0',
    '10.0.0.0/8/1',
    '127.0.0.1,',
    'proxy.example',
    '300.1.1.1',
    '::1/129',
    '-1',
    '1.5',
    '99',
  ])('refuses %j at start-up, naming the key', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY: /);
  });

  it('refuses a hop count when clients can reach the process directly (HOST not loopback)', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toThrow(
      /TRUST_PROXY: a hop count cannot tell a proxy from a client.*HOST=0\.0\.0\.0/,
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8', HOST: '0.0.0.0' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(typeof loadConfig({ TRUST_PROXY: '1', HOST: 'localhost' }).trustProxy).toBe('function');
    expect(typeof loadConfig({ TRUST_PROXY: '1', HOST: '::1' }).trustProxy).toBe('function');
  });
});

describe('PUBLIC_URL', () => {
  it('is required in production, by name', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
    const config = loadConfig({ ...production, PUBLIC_URL: 'https://coaching.example/' });
    expect(config.configuredPublicUrl).toBe('https://coaching.example');
    expect(config.publicUrl).toBe('https://coaching.example');
  });

  it('is optional in development, where the site uses each validated request origin', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).configuredPublicUrl).toBeNull();
  });

  it('must be http or https', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL: must be an http/);
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('take an smtp:// or smtps:// URL and a sender; without them mail stays in the outbox', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://news:very-secret@mail.example.com:465',
      MAIL_FROM: 'Wegweiser Coaching <news@wegweiser.example>',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://news:very-secret@mail.example.com:465',
      fromAddress: 'news@wegweiser.example',
      fromName: 'Wegweiser Coaching',
    });
    expect(loadConfig({}).mail.smtpUrl).toBeNull();
    // Without MAIL_FROM no name is made up: each mail goes out under the site's name (decision 082).
    expect(loadConfig({ PUBLIC_URL: 'https://www.wegweiser.example' }).mail).toMatchObject({
      fromAddress: 'no-reply@www.wegweiser.example',
      fromName: null,
    });
    expect(loadConfig({ HOST: '::' }).mail.fromAddress).toBe('no-reply@localhost');
    expect(loadConfig({ MAIL_FROM: 'post@praxis.example' }).mail).toMatchObject({
      fromAddress: 'post@praxis.example',
      fromName: null,
    });
    expect(loadConfig({ MAIL_FROM: '"Praxis Weber" <post@praxis.example>' }).mail).toMatchObject({
      fromAddress: 'post@praxis.example',
      fromName: 'Praxis Weber',
    });
  });

  it('refuses another scheme by name, without repeating the URL and its password', () => {
    const attempt = () => loadConfig({ SMTP_URL: 'http://news:very-secret@mail.example.com' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(attempt).not.toThrow(/very-secret/);
  });

  it.each([
    'news',
    'a@b.example\r\nBcc: x@y.example',
    'Name <news@example.com',
    'two@a.example, b@c.example',
  ])('refuses MAIL_FROM %j', (from) => {
    expect(() => loadConfig({ MAIL_FROM: from })).toThrow(/MAIL_FROM: must be an address/);
  });
});

describe('REDIS_URL', () => {
  it('takes a redis:// or rediss:// URL; without it every process counts its rate limits alone', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'wegweiser-rl:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example.com:6380/1' }).redis?.url).toBe(
      'rediss://:secret@cache.example.com:6380/1',
    );
  });

  it.each(['http://127.0.0.1:6379', '127.0.0.1:6379', 'redis:/host', 'redis://'])(
    'refuses %s by name, without repeating the URL',
    (value) => {
      expect(() => loadConfig({ REDIS_URL: value })).toThrow(
        new ConfigError(
          'Invalid configuration: REDIS_URL: must be a redis:// or rediss:// URL (redis://host:6379)',
        ),
      );
    },
  );
});

describe('WEB_CONCURRENCY', () => {
  const postgres = {
    ...production,
    PUBLIC_URL: 'https://coaching.example',
    DATABASE_URL: 'postgres://db/site',
  };

  it('is one process unless set; a number of processes with PostgreSQL and APP_SECRET', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '2' }).workers).toBe(2);
  });

  it('refuses more than one process on the embedded database, by name', () => {
    expect(() =>
      loadConfig({ ...production, PUBLIC_URL: 'https://coaching.example', WEB_CONCURRENCY: '2' }),
    ).toThrow(
      new ConfigError(
        'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL (the embedded database belongs to one process)',
      ),
    );
  });

  it('refuses more than one process without APP_SECRET (each would sign with a key of its own)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/site', WEB_CONCURRENCY: '3' })).toThrow(
      new ConfigError(
        'Invalid configuration: WEB_CONCURRENCY above 1 needs APP_SECRET (every process must sign with the same key)',
      ),
    );
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses %s by name', (value) => {
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('what the shell commands read', () => {
  it("owner: OWNER_PASSWORD is the new owner's; OWNER_* never make a start-up owner of the config", () => {
    const { config, password } = loadOwnerCommandConfig({
      OWNER_EMAIL: 'start@example.com',
      OWNER_PASSWORD: 'Kaffee-Wolke-Brücke-47',
      OWNER_NAME: 'Start Owner',
    });
    expect(password).toBe('Kaffee-Wolke-Brücke-47');
    expect(config.owner).toBeNull();
    expect(loadOwnerCommandConfig({}).password).toBeUndefined();
  });

  it('backup and restore: a relative path is meant from where `npm run` was typed (INIT_CWD)', () => {
    expect(invocationDirectory({ INIT_CWD: '/home/coach/backups' })).toBe('/home/coach/backups');
    expect(invocationDirectory({})).toBe(process.cwd());
  });
});

describe('the shared cache in front (decision 114)', () => {
  it('defaults to 300 s at the edge, no cookie key, no purge; refuses bad values', () => {
    expect(loadConfig({}).edge).toEqual({
      maxAgeSeconds: 300,
      staleWhileRevalidateSeconds: 60,
      languageCookieKeyed: false,
      purge: null,
    });
    const purge = loadConfig({ EDGE_PURGE_URL: 'http://cdn.test/purge', EDGE_PURGE_METHOD: 'BAN' }).edge
      .purge;
    expect(purge).toEqual({
      url: 'http://cdn.test/purge',
      method: 'BAN',
      authorization: null,
      timeoutMs: 2000,
    });
    expect(loadConfig({ PAGE_EDGE_LANGUAGE_COOKIE_KEY: 'true' }).edge.languageCookieKeyed).toBe(true);
    expect(() => loadConfig({ PAGE_EDGE_MAX_AGE_SECONDS: '-1' })).toThrow(/PAGE_EDGE_MAX_AGE_SECONDS/);
    expect(() => loadConfig({ EDGE_PURGE_METHOD: 'GET' })).toThrow(/EDGE_PURGE_METHOD/);
    expect(() => loadConfig({ EDGE_PURGE_URL: 'not a url' })).toThrow(/EDGE_PURGE_URL/);
  });
});

describe('the documented variables', () => {
  const root = new URL('../../../', import.meta.url);
  it('.env.example and README list every variable the configuration reads', () => {
    const example = readFileSync(new URL('.env.example', root), 'utf8');
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const missing = CONFIG_VARIABLES.flatMap((name) => [
      ...(new RegExp(`^#? ?${name}=`, 'm').test(example) ? [] : [`.env.example: ${name}`]),
      ...(readme.includes(`\`${name}\``) ? [] : [`README.md: ${name}`]),
    ]);
    expect(missing).toEqual([]);
  });
});

describe('the one reader of the environment', () => {
  it('no product source outside config.ts reads process.env (tests and test support may)', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const readers = ['apps', 'packages']
      .flatMap((top) =>
        readdirSync(join(root, top), { recursive: true, encoding: 'utf8' }).map((p) => join(top, p)),
      )
      .filter((path) => /\/src\/.*\.tsx?$/.test(path) && !/\.test\.tsx?$|\/testing\//.test(path))
      .filter((path) => !path.includes('node_modules') && path !== 'apps/api/src/config.ts')
      .filter((path) => readFileSync(join(root, path), 'utf8').includes('process.env'));
    expect(readers).toEqual([]);
  });
});

describe('BOOKING_RETENTION_DAYS', () => {
  it('defaults to the privacy policy’s year and refuses more, or less than a week (decision 111)', () => {
    expect(loadConfig({}).bookingRetentionDays).toBe(365);
    expect(loadConfig({ BOOKING_RETENTION_DAYS: '30' }).bookingRetentionDays).toBe(30);
    for (const value of ['366', '6', '3650']) {
      expect(() => loadConfig({ BOOKING_RETENTION_DAYS: value }), value).toThrow(/BOOKING_RETENTION_DAYS/);
    }
  });
});
