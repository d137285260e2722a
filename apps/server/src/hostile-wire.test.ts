/**
 * Hostile requests on the wire against the composed server (issue 15 point 4; decision 069),
 * through a real listening socket, byte for byte (testing/raw-http.ts): request smuggling, bodies
 * past every write route's limit, content types and charsets the API does not read, broken JSON,
 * and prototype-pollution keys in bodies and query strings. Each is refused with the error
 * catalogue's `{message}`; the connection of a refusal that did not read its body is closed, and
 * nothing after a refused request is taken for a second one. Figures (how fast) are printed, not
 * asserted.
 */
import { MESSAGES, type MessageKey } from '@wegweiser/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';
import { exchange, firstAnswer, type RawAnswer, requestHead, streamBody } from './testing/raw-http';

const ORIGIN = 'http://localhost:3000';
const OWNER = { email: 'owner@example.com', password: 'Kaffee-Wolke-Brücke-47' };
/** The URLs that reached their handler (a smuggled request would show up here). */
const handled: string[] = [];
const server = setupComposedServer(
  {
    PUBLIC_URL: ORIGIN,
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    RATE_LIMIT_NEWSLETTER_PER_MINUTE: '100000',
    RATE_LIMIT_CONTACT_PER_MINUTE: '100000',
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
  },
  {
    beforeMount: (root) => {
      root.addHook('preHandler', async (request) => {
        handled.push(request.url);
      });
    },
  },
);

let port = 0;
/** The owner's session and the double-submit token, for console writes over the socket. */
let consoleHeaders: Record<string, string> = {};
const SAME_ORIGIN = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' };

beforeAll(async () => {
  const csrf = (await server.app.inject({ method: 'GET', url: '/api/csrf/' })).json().csrftoken as string;
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login/',
    headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'x-csrftoken': csrf },
    cookies: { csrftoken: csrf },
    payload: OWNER,
  });
  expect(login.statusCode).toBe(200);
  const session = login.cookies.find((cookie) => cookie.name === 'wegweiser_session')?.value;
  expect(session).toBeTruthy();
  consoleHeaders = {
    ...SAME_ORIGIN,
    'X-CSRFToken': csrf,
    Cookie: `csrftoken=${csrf}; wegweiser_session=${session}`,
  };
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = (server.app.server.address() as { port: number }).port;
});

const HOST = () => `127.0.0.1:${port}`;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every public write route the API declares (newsletter, contact, analytics), a token filled in. */
const publicWrites = () =>
  server.api.routeDocs
    .filter((doc) => WRITE_METHODS.has(doc.method) && !doc.url.startsWith('/api/admin/'))
    .map((doc) => ({ method: doc.method, url: doc.url.replace(':token', 'k'.repeat(43)) }));
/** A console write that takes a JSON body: a new redirect. */
const ADMIN_WRITE = { method: 'POST', url: '/api/admin/redirects/' };

/** The answer is `status` with the catalogue's `{message}` for `key` (in any language). */
function expectCatalogue(answer: RawAnswer, status: number, key: MessageKey) {
  const { status: got, body, headers } = firstAnswer(answer.text);
  expect(got, answer.text.slice(0, 300)).toBe(status);
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(Object.values(MESSAGES[key])).toContain(JSON.parse(body).message);
}

const ms = (value: number) => `${Math.round(value)} ms`;

describe('request smuggling', () => {
  /** Each would let a proxy and the server disagree on where the request ends. */
  const AMBIGUOUS: [string, string][] = [
    ['Content-Length and Transfer-Encoding', 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n'],
    ['two Content-Lengths', 'Content-Length: 4\r\nContent-Length: 40\r\n'],
    ['two equal Content-Lengths', 'Content-Length: 5\r\nContent-Length: 5\r\n'],
    ['Transfer-Encoding: xchunked', 'Transfer-Encoding: xchunked\r\n'],
    ['Transfer-Encoding: chunked, identity', 'Transfer-Encoding: chunked, identity\r\n'],
    ['Transfer-Encoding twice', 'Transfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n'],
    ['a space before the colon', 'Transfer-Encoding : chunked\r\n'],
    ['a header line starting with a space', ' Transfer-Encoding: chunked\r\n'],
    ['a folded Transfer-Encoding', 'Transfer-Encoding:\r\n chunked\r\n'],
    [
      'a tab-led Transfer-Encoding with a Content-Length',
      'Transfer-Encoding:\tchunked\r\nContent-Length: 5\r\n',
    ],
    ['a negative Content-Length', 'Content-Length: -5\r\n'],
    ['a signed Content-Length', 'Content-Length: +5\r\n'],
  ];

  it.each(AMBIGUOUS)('%s: 400 with a catalogue message, closed, nothing smuggled', async (name, framing) => {
    const marker = `smuggled-${AMBIGUOUS.findIndex(([other]) => other === name)}`;
    const smuggled = `GET /api/health/?${marker} HTTP/1.1\r\nHost: ${HOST()}\r\n\r\n`;
    const answer = await exchange(
      port,
      `POST /api/contact/ HTTP/1.1\r\nHost: ${HOST()}\r\nOrigin: ${ORIGIN}\r\nSec-Fetch-Site: same-origin\r\n` +
        `Content-Type: application/json\r\n${framing}\r\n0\r\n\r\n${smuggled}`,
    );
    expect(answer.statuses).toEqual([400]);
    expectCatalogue(answer, 400, 'bad_request');
    expect(answer.closed).toBe(true);
    expect(handled.filter((url) => url.includes(marker))).toEqual([]);
    expect(handled.some((url) => url.startsWith('/api/contact/'))).toBe(false);
  });

  it('keeps the connection of a GET answered from the cache open for the next request', async () => {
    const get = `GET /api/services/featured/?language=de HTTP/1.1\r\nHost: ${HOST()}\r\n\r\n`;
    await exchange(
      port,
      `GET /api/services/featured/?language=de HTTP/1.1\r\nHost: ${HOST()}\r\nConnection: close\r\n\r\n`,
    );
    const answer = await exchange(port, get + get, 1_500);
    expect(answer.statuses, answer.text.slice(0, 300)).toEqual([200, 200]);
    expect(firstAnswer(answer.text).headers['x-cache']).toBe('HIT');
    expect(firstAnswer(answer.text).headers.connection).not.toBe('close');
    expect(answer.closed).toBe(false);
  });

  it('still answers two honest pipelined requests on one connection (the check above can see a second)', async () => {
    const request = (marker: string, close = false) =>
      `GET /api/health/?${marker} HTTP/1.1\r\nHost: ${HOST()}\r\n${close ? 'Connection: close\r\n' : ''}\r\n`;
    const answer = await exchange(port, request('pipelined-1') + request('pipelined-2', true));
    expect(answer.statuses, answer.text).toEqual([200, 200]);
    expect(handled.filter((url) => url.includes('pipelined-'))).toHaveLength(2);
  });
});

describe('bodies past the limit', () => {
  const DECLARED = 50 * 1024 * 1024;
  const headOf = (
    route: { method: string; url: string },
    framing: Record<string, string | number>,
    extra = {},
  ) =>
    requestHead(`${route.method} ${route.url} HTTP/1.1`, {
      Host: HOST(),
      ...SAME_ORIGIN,
      'Content-Type': 'application/json',
      ...framing,
      ...extra,
    });

  it('every public write and a console write: 413 with a catalogue message, before the body, connection closed', async () => {
    const routes = publicWrites();
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const figures: string[] = [];
    for (const route of [...routes, ADMIN_WRITE]) {
      const extra = route === ADMIN_WRITE ? consoleHeaders : {};
      for (const framing of ['content-length', 'chunked'] as const) {
        const answer = await streamBody(
          port,
          headOf(
            route,
            framing === 'chunked' ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': DECLARED },
            extra,
          ),
          { total: DECLARED, chunked: framing === 'chunked' },
        );
        const what = `${route.method} ${route.url} (${framing})`;
        expect(answer.statuses, what).toEqual([413]);
        expectCatalogue(answer, 413, 'payload_too_large');
        expect(answer.closed, `${what}: connection left open`).toBe(true);
        expect(answer.sent, `${what}: read the whole body`).toBeLessThan(DECLARED);
        figures.push(
          `${what}: 413 after ${ms(answer.firstByteMs)}, ${Math.round(answer.sent / 1024)} KiB sent`,
        );
      }
    }
    console.info(`oversized bodies:\n  ${figures.join('\n  ')}`);
  });

  it('a refusal before the body (no session, no token) closes the connection instead of reading 50 MiB', async () => {
    const answer = await streamBody(port, headOf(ADMIN_WRITE, { 'Content-Length': DECLARED }), {
      total: DECLARED,
    });
    expect(answer.statuses).toEqual([403]);
    expectCatalogue(answer, 403, 'csrf_failed');
    expect(answer.closed).toBe(true);
    expect(answer.sent).toBeLessThan(DECLARED);
    console.info(
      `refused before the body: 403 after ${ms(answer.firstByteMs)}, closed after ${ms(answer.elapsedMs)}`,
    );
  });
});

describe('content types, charsets and broken JSON', () => {
  const send = (
    type: string | null,
    body: Buffer | string,
    route = { method: 'POST', url: '/api/contact/' },
    extra = {},
  ) => {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    return exchange(
      port,
      Buffer.concat([
        Buffer.from(
          requestHead(`${route.method} ${route.url} HTTP/1.1`, {
            Host: HOST(),
            ...SAME_ORIGIN,
            ...(type === null ? {} : { 'Content-Type': type }),
            'Content-Length': bytes.length,
            Connection: 'close',
            ...extra,
          }),
        ),
        bytes,
      ]),
    );
  };
  const contact = (email: string) => JSON.stringify({ name: 'Ada', email, message: 'Hallo' });

  it.each([
    'text/plain',
    'text/json',
    'application/jsonx',
    'application/json-seq',
    'application/vnd.api+json',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ])('%s: 415 on a public and a console write', async (type) => {
    expectCatalogue(await send(type, contact('a@example.com')), 415, 'unsupported_media_type');
    expectCatalogue(
      await send(type, '{"from":"/a","to":"/b"}', ADMIN_WRITE, consoleHeaders),
      415,
      'unsupported_media_type',
    );
  });

  it('no Content-Type at all: 415', async () => {
    expectCatalogue(await send(null, contact('b@example.com')), 415, 'unsupported_media_type');
  });

  it.each(['{', '{"name":', '{"a":1}}', "{'a':1}", '\u0000', '[1,', 'nul'])(
    'broken JSON %j: 400 invalid JSON on a public and a console write',
    async (text) => {
      expectCatalogue(await send('application/json', text), 400, 'invalid_json');
      expectCatalogue(await send('application/json', text, ADMIN_WRITE, consoleHeaders), 400, 'invalid_json');
    },
  );

  it('reads only UTF-8: another declared charset is 415, bytes that are not UTF-8 are invalid JSON', async () => {
    const valid = contact('ä@example.com');
    for (const charset of ['utf-16le', 'utf-16', 'iso-8859-1', 'utf-7', 'windows-1252']) {
      const bytes = charset.startsWith('utf-16')
        ? Buffer.from(valid, 'utf16le')
        : Buffer.from(valid, 'latin1');
      expectCatalogue(
        await send(`application/json; charset=${charset}`, bytes),
        415,
        'unsupported_media_type',
      );
    }
    // Latin-1 bytes under no charset, and an overlong "." (C0 AE): not UTF-8, never stored as U+FFFD.
    expectCatalogue(
      await send('application/json', Buffer.from(contact('ö@example.com'), 'latin1')),
      400,
      'invalid_json',
    );
    const overlong = Buffer.concat([
      Buffer.from('{"name":"A'),
      Buffer.from([0xc0, 0xae]),
      Buffer.from('","email":"a@example.com","message":"x"}'),
    ]);
    expectCatalogue(await send('application/json', overlong), 400, 'invalid_json');
    const stored = await server.api.database.db.execute(
      "select count(*)::int as n from contact_messages where name like '%' || chr(65533) || '%' or email like '%' || chr(65533) || '%'",
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('takes UTF-8 however it is spelled, with or without a byte order mark', async () => {
    for (const [type, bom] of [
      ['application/json; charset=UTF-8', false],
      ['Application/JSON; Charset="utf-8"', false],
      ['application/json;charset=utf8', false],
      ['application/json', true],
    ] as const) {
      const body = Buffer.concat([
        Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []),
        Buffer.from(contact('ü@example.com')),
      ]);
      const { status } = firstAnswer((await send(type, body)).text);
      expect(status, type).toBe(201);
    }
  });
});

describe('prototype pollution', () => {
  const POLLUTING_BODIES = [
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":{"__proto__":{"polluted":true}},"b":[{"constructor":{"prototype":{"polluted":true}}}]}',
    '{"__proto__":{"__proto__":{"polluted":true}},"toString":"x","hasOwnProperty":1}',
  ];
  const POLLUTING_QUERIES = [
    '__proto__[polluted]=1',
    '__proto__.polluted=1',
    'constructor[prototype][polluted]=1',
    'constructor.prototype.polluted=1',
    '__proto__=polluted',
    'a[__proto__][polluted]=1&a[constructor][prototype][polluted]=1',
  ];
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  it('in JSON bodies and query strings of every public write and a console write: a clear 4xx, nothing polluted', async () => {
    const statuses = new Map<number, number>();
    for (const route of [...publicWrites(), ADMIN_WRITE]) {
      const extra = route === ADMIN_WRITE ? consoleHeaders : {};
      for (const [query, body] of POLLUTING_QUERIES.flatMap((q) =>
        POLLUTING_BODIES.map((b) => [q, b] as const),
      )) {
        const answer = await exchange(
          port,
          requestHead(`${route.method} ${route.url}?${query} HTTP/1.1`, {
            Host: HOST(),
            ...SAME_ORIGIN,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            Connection: 'close',
            ...extra,
          }) + body,
        );
        const { status, body: text } = firstAnswer(answer.text);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const what = `${route.method} ${route.url}?${query} ${body} → ${status} ${text.slice(0, 200)}`;
        // The bodies name none of a route's fields: refused by its schema (or its token: 404).
        expect(status >= 400 && status < 500, what).toBe(true);
        expect(typeof JSON.parse(text).message, what).toBe('string');
        expect(({} as Record<string, unknown>).polluted, what).toBeUndefined();
      }
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
    console.info(`prototype-pollution requests: ${JSON.stringify(Object.fromEntries(statuses))}`);
  });
});
