/**
 * Serves the owner's console (apps/admin, issue 13) under /admin/: its hashed assets with immutable
 * caching, and for every other /admin/ path the single page (the console's router takes it from
 * there) — never cached, its CSP nonce fresh per answer. Nothing under /admin/ is to be indexed:
 * every answer says `X-Robots-Tag: noindex, nofollow`, the page itself says so in a meta tag, and
 * robots.txt disallows the path.
 */
import { readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { CONSOLE_DIST_DIR, CSP_NONCE_PLACEHOLDER, consoleBuildExists } from '@wegweiser/admin/build';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CONSOLE_ROBOTS_TAG = 'noindex, nofollow';

export type AdminConsoleOptions = {
  /** The answer's Content-Security-Policy nonce (the host's security headers make and send it). */
  cspNonce: (request: FastifyRequest) => string;
};

export async function adminConsole(app: FastifyInstance, options: AdminConsoleOptions) {
  if (!consoleBuildExists()) {
    throw new Error('The console is not built: run `npm run build` (npm start does this) first.');
  }
  const [before, ...rest] = readFileSync(`${CONSOLE_DIST_DIR}/index.html`, 'utf8').split(
    CSP_NONCE_PLACEHOLDER,
  );
  if (rest.length === 0) throw new Error(`the console's index.html has no ${CSP_NONCE_PLACEHOLDER}`);
  const page = (nonce: string) => [before, ...rest].join(nonce);

  // Encapsulated (no fastify-plugin): this hook sees only the routes below.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-robots-tag', CONSOLE_ROBOTS_TAG);
    return payload;
  });

  await app.register(fastifyStatic, {
    root: `${CONSOLE_DIST_DIR}/assets`,
    prefix: '/admin/assets/',
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
    index: false,
    wildcard: false,
  });

  // A hashed file that does not exist (an old page after a deploy) is a 404, not the page.
  app.get('/admin/assets/*', (_request, reply) => reply.callNotFound());

  app.get('/admin', (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/admin/${query === -1 ? '' : request.url.slice(query)}`, 301);
  });

  app.get('/admin/*', (request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(options.cspNonce(request))),
  );
}
