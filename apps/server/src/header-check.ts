/**
 * Every header value is checked before the answer is written (issue 23 point 2): a value Node would
 * refuse while writing the head (CR, LF or another control character, say in a redirect's Location
 * stored before the contracts refused it) becomes an error of its own, answered through the one
 * error handler of its part (the site's notice, the API's JSON) with the security headers, instead
 * of Node's raw `ERR_INVALID_CHAR` 500 without them. The offending header is not sent.
 */
import { validateHeaderValue } from 'node:http';
import type { FastifyInstance } from 'fastify';

export class InvalidHeaderError extends Error {
  readonly statusCode = 500;
  readonly code = 'WEGWEISER_INVALID_HEADER';
  constructor(readonly header: string) {
    super(`the answer's ${header} header holds a character no HTTP header may hold; it was not sent`);
  }
}

async function headerCheckPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    // Plain loops: this runs for every answer that goes through Fastify (decision 117).
    const headers = reply.getHeaders();
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined) continue;
      try {
        if (Array.isArray(value)) for (const part of value) validateHeaderValue(name, String(part));
        else validateHeaderValue(name, String(value));
      } catch {
        reply.removeHeader(name);
        throw new InvalidHeaderError(name);
      }
    }
    return payload;
  });
}

/** Not encapsulated (Fastify's `skip-override`): its hook must see every answer, after the security headers. */
export const headerCheck = Object.assign(headerCheckPlugin, { [Symbol.for('skip-override')]: true });
