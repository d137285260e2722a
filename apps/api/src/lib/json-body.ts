import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * JSON bodies are UTF-8 (RFC 8259 §8.1), and only UTF-8 is read (issue 15 point 4; decision 069):
 * a body declared in another charset is refused (415) rather than read as UTF-8 anyway, and bytes
 * that are not UTF-8 are invalid JSON (400) rather than turned into U+FFFD and stored. What is
 * left goes to Fastify's JSON parser (with `__proto__` and `constructor.prototype` dropped,
 * decision 017).
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

export function utf8JsonParser(parse: FastifyBodyParser<string>): FastifyBodyParser<Buffer> {
  return function parseUtf8Json(this: FastifyInstance, request, body, done) {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new HttpError(415, 'unsupported_media_type'), undefined);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(Object.assign(new SyntaxError('the body is not UTF-8'), { statusCode: 400 }), undefined);
      return;
    }
    parse.call(this, request, text, done);
  };
}
