import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { anonymizeIp } from './anonymize-ip';
import { isInternalRequest } from './internal-requests';
import { headerValue, redactUrl, serializeError, shortReferrer } from './log-redaction';

/** Where log lines go: stdout unless a test captures them. */
export type LogStream = { write: (line: string) => void };

type LoggableRequest = {
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined };
};
type LoggableReply = {
  statusCode?: number;
  getHeader?: (name: string) => unknown;
  request?: { method?: string };
};

/**
 * Logger options shared by every entry point (decision 018). A request appears as exactly what the
 * privacy policy lists (section 4): shortened IP, time, URL (tokens redacted) and method, status
 * code and bytes, referrer without its query, user agent. Errors appear as class, code and query
 * name only. No pid or host name: every line is about this one process anyway.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    base: null,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggableRequest) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        remoteAddress: anonymizeIp(request.ip ?? request.socket?.remoteAddress),
        referrer: shortReferrer(request.headers?.referer),
        userAgent: headerValue(request.headers?.['user-agent']),
      }),
      res: (reply: LoggableReply) => ({ statusCode: reply.statusCode, bytes: bytesOf(reply) }),
      // Fastify's type insists on `message` and `stack`: the very fields left out on purpose.
      err: serializeError as never,
    },
    hooks: {
      // `log.error(error)` would make the error's message the line's `msg`: log it as `err` instead.
      logMethod(args, method) {
        const [first, second, ...rest] = args as unknown[];
        if (first instanceof Error) {
          return method.apply(this, [
            { err: first },
            typeof second === 'string' ? second : 'error',
            ...rest,
          ] as never);
        }
        return method.apply(this, args);
      },
    },
  };
}

/**
 * Fastify's own request log lines, replaced: one access line per answered request (instead of an
 * "incoming" and a "completed" line with the raw URL and response time), and the framework's error
 * lines without the error's message (Fastify uses it as the line's text).
 */
export class AccessLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.warn({ err: error }, 'response failed');
    if (isInternalRequest(request)) return;
    reply.log.info({ req: request, res: reply }, 'request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (reply.statusCode >= 500) reply.log.error({ err: error }, 'request failed');
    else reply.log.info({ err: error }, 'request rejected');
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    reply.log.warn({ err: error }, 'could not write the response head');
  }

  override routeNotFound() {}
}

/** The logging options of a Fastify instance (standalone API and composed server alike). */
export function serverLogging(options: { enabled: boolean; level: string; stream?: LogStream | undefined }) {
  return {
    logger: options.enabled ? loggerOptions(options.level, options.stream) : false,
    logController: new AccessLogController(),
  } satisfies FastifyServerOptions;
}

function bytesOf(reply: LoggableReply): number | undefined {
  if (reply.request?.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return 0;
  const length = Number(reply.getHeader?.('content-length'));
  return Number.isFinite(length) ? length : undefined;
}

/**
 * The access line of an answer sent in front of the framework (the hit lane, decision 117): the
 * line `AccessLogController.requestCompleted` writes for a 200, with the next request id and the
 * client address Fastify's `request.ip` gives under the same `trustProxy`.
 */
export function accessLine(
  log: FastifyBaseLogger,
  requestId: (request: IncomingMessage) => string,
  trustProxy: false | string[] | ((address: string, hop: number) => boolean),
) {
  const trust =
    trustProxy === false ? null : Array.isArray(trustProxy) ? proxyAddr.compile(trustProxy) : trustProxy;
  const ipOf = (request: IncomingMessage) => {
    if (!trust) return request.socket?.remoteAddress;
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1];
  };
  return (request: IncomingMessage, headers: Readonly<Record<string, string>>) => {
    // pino's check; Fastify's stand-in logger (logging off) has none and writes nothing anyway.
    const enabled = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
    if (enabled && !enabled.call(log, 'info')) return;
    const req: LoggableRequest = {
      method: request.method,
      url: request.url,
      ip: ipOf(request),
      headers: request.headers,
      socket: request.socket,
    };
    const res: LoggableReply = {
      statusCode: 200,
      getHeader: (name) => headers[name],
      request: { method: request.method },
    };
    log.child({ reqId: requestId(request) }).info({ req, res }, 'request');
  };
}
