/**
 * Path traversal against the composed server's files (issue 15 point 4; decision 069): the seeded
 * media, the media library, the image variants and the site's assets, each asked over a raw
 * socket (no client to normalise the path) for /etc/passwd, the repository's package.json and a
 * file planted in DATA_DIR — with `..` plain, percent-encoded, double-encoded, as backslashes,
 * with NUL, as overlong UTF-8 and full-width dots. Every answer is 400 or 404, never a file.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupComposedServer } from './testing/composed-server';
import { exchange, firstAnswer } from './testing/raw-http';

const server = setupComposedServer();
const SECRET = `not-for-the-web-${process.pid}`;
let port = 0;

beforeAll(async () => {
  writeFileSync(join(server.dataDir, 'secret.txt'), SECRET);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = (server.app.server.address() as { port: number }).port;
});

const get = async (path: string) => {
  const answer = await exchange(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  return firstAnswer(answer.text);
};

/** Where the file routes start (a variant route takes a width and a root). */
const PREFIXES = [
  '/media/seed/',
  '/media/library/',
  '/media/img/640/seed/',
  '/media/img/640/library/',
  '/assets/',
];

/** Ways of writing "one folder up" and "/" that some decoder might turn into `../`. */
const UP: [string, string][] = [
  ['..', '/'],
  ['..', '%2f'],
  ['..', '%2F'],
  ['%2e%2e', '%2f'],
  ['%2e%2e', '/'],
  ['.%2e', '/'],
  ['%252e%252e', '%252f'],
  ['..', '%255c'],
  ['..', '\\'],
  ['..', '%5c'],
  ['%c0%ae%c0%ae', '%c0%af'],
  ['%e0%80%ae%e0%80%ae', '%e0%80%af'],
  ['%c0%2e%c0%2e', '%c0%5c'],
  ['%ef%bc%8e%ef%bc%8e', '%ef%bc%8f'],
  ['....', '//'],
  ['..%00', '/'],
  ['..', '%00/'],
  ['..;', '/'],
];

/** Targets outside every served folder, as paths from the file system's root. */
const TARGETS = () => [
  { path: 'etc/passwd', leak: /root:.*:0:0:/ },
  { path: relative('/', join(process.cwd(), 'package.json')), leak: /"workspaces"/ },
  { path: relative('/', join(server.dataDir, 'secret.txt')), leak: new RegExp(SECRET) },
];

describe('path traversal on media and assets', () => {
  it('serves a real file through the same socket (the attempts below could succeed)', async () => {
    const answer = await get('/media/seed/share-image.png');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
  });

  it('answers 400 or 404 to every traversal, and never the file', async () => {
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const prefix of PREFIXES) {
      for (const [up, slash] of UP) {
        for (const target of TARGETS()) {
          const encodedTarget = target.path.split('/').join(slash);
          const variants = [
            `${prefix}${`${up}${slash}`.repeat(14)}${encodedTarget}`,
            // An image variant's path ends in the format it asks for.
            `${prefix}${`${up}${slash}`.repeat(14)}${encodedTarget}.webp`,
            `${prefix}share-image.png${slash}${`${up}${slash}`.repeat(14)}${encodedTarget}`,
          ];
          for (const path of variants) {
            const answer = await get(path);
            sent += 1;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            expect([400, 404], `${path} → ${answer.status}`).toContain(answer.status);
            expect(answer.body, path).not.toMatch(target.leak);
          }
        }
      }
    }
    console.info(
      `path traversal: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  });

  it.each([
    '/media/seed/share-image.png%00.txt',
    '/media/seed/%00',
    '/media/seed//etc/passwd',
    '/media/seed/%2fetc%2fpasswd',
    '/media/seed/.%2e/.%2e/package.json',
    '/media/seed/./share-image.png',
    '/media/seed/.hidden',
    '/media/img/640/seed/%2e%2e/share-image.png.webp',
    '/media/library/%00.jpg',
  ])('%s: 400 or 404', async (path) => {
    const answer = await get(path);
    expect([400, 404], `${path} → ${answer.status} ${answer.body.slice(0, 100)}`).toContain(answer.status);
  });
});
