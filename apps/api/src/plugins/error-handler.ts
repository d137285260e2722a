import { DEFAULT_LANGUAGE } from '@wegweiser/contracts/constants';
import { translate } from '@wegweiser/contracts/messages';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { asDatabaseUnavailable } from '../db/availability';
import { HttpError, isStorageFull, ValidationError } from '../lib/errors';

/**
 * The one error handler: every error becomes `{message}` (plus field errors) in the request's
 * language; 5xx answers never carry internal details.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
      const language = request.locale?.language ?? DEFAULT_LANGUAGE;

      if (error instanceof ValidationError) {
        // A Map: a field may be named `toString` or `constructor` (an unknown key sent to us).
        const byField = new Map<string, string[]>();
        for (const issue of error.issues) {
          const key = issue.path || 'non_field_errors';
          byField.set(key, [...(byField.get(key) ?? []), translate(issue.key, language, issue.params)]);
        }
        const fields: Record<string, string[]> = Object.fromEntries(byField);
        // Field errors sit at the top level (the spec's client reads `email` there) and, complete,
        // under `errors`; a field named `message` appears only there, beside the summary text.
        const { message: _messageField, ...topLevel } = fields;
        return reply
          .code(400)
          .send({ ...topLevel, message: translate('validation_failed', language), errors: fields });
      }

      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply
          .code(error.statusCode)
          .send({ message: translate(error.messageKey, language, error.params) });
      }

      // Decision 009: reads that have no earlier answer and every write while the database is away.
      const unavailable = asDatabaseUnavailable(error);
      if (unavailable) {
        request.log.debug({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(unavailable.retryAfterSeconds))
          .header('cache-control', 'no-store')
          .send({
            message: translate(
              request.method === 'GET' ? 'service_unavailable' : 'service_unavailable_not_saved',
              language,
              { seconds: unavailable.retryAfterSeconds },
            ),
          });
      }

      // Decision 068: the disk under the database (SQLSTATE 53100) or under DATA_DIR (ENOSPC) is full.
      // Nothing was stored (the statement's transaction rolled back); a person has to make room.
      if (isStorageFull(error)) {
        request.log.error({ err: error }, 'storage full: request not saved');
        return reply
          .code(507)
          .header('cache-control', 'no-store')
          .send({ message: translate('storage_full', language) });
      }

      const status = error.statusCode ?? 500;
      if (status === 429) {
        const seconds = Number(reply.getHeader('retry-after')) || 60;
        return reply.code(429).send({ message: translate('rate_limited', language, { seconds }) });
      }
      if (status === 408) return reply.code(408).send({ message: translate('request_timeout', language) });
      if (status === 413) return reply.code(413).send({ message: translate('payload_too_large', language) });
      if (status === 415)
        return reply.code(415).send({ message: translate('unsupported_media_type', language) });
      if (status === 400 && error.code?.startsWith('FST_ERR_CTP')) {
        return reply.code(400).send({ message: translate('invalid_json', language) });
      }
      if (status === 400 && error instanceof SyntaxError) {
        return reply.code(400).send({ message: translate('invalid_json', language) });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: translate('server_error', language) });
    });

    app.setNotFoundHandler((request, reply) => {
      const language = request.locale?.language ?? DEFAULT_LANGUAGE;
      return reply.code(404).send({ message: translate('not_found', language) });
    });
  },
  { name: 'error-handler' },
);
