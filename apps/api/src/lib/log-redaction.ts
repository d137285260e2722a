/**
 * What a log line may say about a request or an error (issue 11, point 2; decision 018). Log files
 * keep what the privacy policy lists (section 4) and nothing a visitor typed: no bodies, no SQL
 * parameters, no error messages (a driver's message quotes values), no tokens, no absolute paths.
 */
import { fileURLToPath } from 'node:url';

/** The project's root directory; stack frames name files relative to it. */
const PROJECT_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const REDACTED = '[redacted]';
/**
 * Path segments that are followed by a secret: newsletter confirmation and unsubscribe links, and a
 * booking's manage link (its API routes and its page, decision 105).
 */
const SECRET_AFTER = new Set(['confirm', 'unsubscribe', 'manage']);
/** Query parameters whose value is a secret: a link's token, a preview link's (decision 081). */
const SECRET_PARAMETERS = new Set(['token', 'preview']);
const MAX_URL_LENGTH = 2_000;
const MAX_HEADER_LENGTH = 500;
const MAX_FRAMES = 12;
const MAX_CAUSES = 3;
/** Error names and codes are identifiers; anything else (a message in disguise) is dropped. */
const IDENTIFIER = /^[A-Za-z0-9_.-]{1,64}$/;
const GENERIC = new Set(['error', 'object']);
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The URL as logged: the segment after `confirm`/`unsubscribe`/`manage` (the token of a newsletter
 * or booking link, under /api or on a site page) and `token=` and `preview=` query values become `[redacted]`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  for (let index = 1; index < segments.length; index += 1) {
    const previous = safeDecode(segments[index - 1] ?? '').toLowerCase();
    if (SECRET_AFTER.has(previous) && segments[index] !== '') segments[index] = REDACTED;
  }
  let redacted = segments.join('/');
  if (queryAt >= 0) {
    const parameters = url
      .slice(queryAt + 1)
      .split('&')
      .map((pair) => {
        const equalsAt = pair.indexOf('=');
        const name = safeDecode(equalsAt < 0 ? pair : pair.slice(0, equalsAt)).toLowerCase();
        return equalsAt >= 0 && SECRET_PARAMETERS.has(name) ? `${pair.slice(0, equalsAt)}=${REDACTED}` : pair;
      });
    redacted += `?${parameters.join('&')}`;
  }
  return truncate(redacted, MAX_URL_LENGTH);
}

/** The referrer as the policy promises it: the page only, without its query string or fragment. */
export function shortReferrer(referrer: string | string[] | undefined): string | undefined {
  if (typeof referrer !== 'string' || referrer === '') return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return truncate(redactUrl(`${url.origin}${url.pathname}`), MAX_URL_LENGTH);
  } catch {
    return undefined;
  }
}

/** A request header value as logged (user agent): one line, bounded. */
export function headerValue(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return truncate(value.replace(/[\r\n]+/g, ' '), MAX_HEADER_LENGTH);
}

export type LoggedError = {
  type: string;
  code?: string;
  statusCode?: number;
  /** The failed query's operation and table (`insert newsletter_subscriptions`), never its text. */
  query?: string;
  constraint?: string;
  /** The migration that failed (its journal tag; decision 068). */
  migration?: string;
  stack?: string;
  cause?: LoggedError;
};

/**
 * The `err` of every log line: the error's class, its code (e.g. the SQLSTATE), the failed query's
 * name and the stack's frames with project-relative paths — never its message, SQL text or
 * parameters, nor any other property a library attached.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const fields = error as Record<string, unknown>;
  const logged: LoggedError = { type: errorType(error) };
  if (typeof fields.code === 'string' && IDENTIFIER.test(fields.code)) logged.code = fields.code;
  if (typeof fields.code === 'number') logged.code = String(fields.code);
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (typeof fields.query === 'string') {
    const name = queryName(fields.query);
    if (name) logged.query = name;
  }
  if (typeof fields.constraint === 'string' && IDENTIFIER.test(fields.constraint)) {
    logged.constraint = fields.constraint;
  }
  if (typeof fields.migration === 'string' && IDENTIFIER.test(fields.migration)) {
    logged.migration = fields.migration;
  }
  if (depth === 0) {
    const stack = stackFrames(error);
    if (stack) logged.stack = stack;
  }
  if (fields.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = serializeError(fields.cause, depth + 1);
    // A wrapped driver error's SQLSTATE is the code to search the logs by.
    if (!logged.code && logged.cause.code) logged.code = logged.cause.code;
  }
  return logged;
}

/** `insert newsletter_subscriptions`, `select services`: the statement's verb and first table. */
export function queryName(sql: string): string | undefined {
  const statement = /\b(select|insert\s+into|update|delete\s+from)\b/i.exec(sql);
  if (!statement?.[1]) return undefined;
  const verb = statement[1].split(/\s+/)[0]?.toLowerCase() ?? '';
  const rest = sql.slice(statement.index);
  const table =
    verb === 'select'
      ? /\bfrom\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/i.exec(rest)
      : /^(?:insert\s+into|update|delete\s+from)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/i.exec(rest);
  return table?.[1] ? `${verb} ${table[1]}` : verb;
}

/**
 * The error's name (`TypeError`, `FastifyError`), else its class (`DrizzleQueryError`); a driver's
 * error with a SQLSTATE is `DatabaseError` on both drivers (PGlite's class name is minified).
 */
function errorType(error: object): string {
  const { name, code, severity } = error as { name?: unknown; code?: unknown; severity?: unknown };
  if (typeof severity === 'string' && typeof code === 'string' && SQLSTATE.test(code)) return 'DatabaseError';
  if (typeof name === 'string' && IDENTIFIER.test(name) && !GENERIC.has(name.toLowerCase())) return name;
  const constructorName = error.constructor?.name;
  return typeof constructorName === 'string' && IDENTIFIER.test(constructorName) ? constructorName : 'Error';
}

/**
 * The stack without its first line(s), which repeat the message (a failed query's SQL and
 * parameters), and with each path relative to the project (or the package inside node_modules).
 * A stack that does not start with the error's own header is dropped: there is no safe way to tell
 * where its message ends.
 */
function stackFrames(error: object): string | undefined {
  const { stack, message, name } = error as { stack?: unknown; message?: unknown; name?: unknown };
  if (typeof stack !== 'string') return undefined;
  const header = typeof message === 'string' && message !== '' ? `${String(name)}: ${message}` : String(name);
  if (!stack.startsWith(header)) return undefined;
  const frames = stack
    .slice(header.length)
    .split('\n')
    .filter((line) => /^\s+at \S/.test(line))
    .slice(0, MAX_FRAMES)
    .map(
      (line) =>
        `  ${line.trim().replace(/(?<=[\s(])(?:file:\/\/)?(\/[^\s():]+)/g, (_match, path: string) => relativePath(path))}`,
    );
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function relativePath(path: string): string {
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) return path.slice(modules + 1);
  if (path.startsWith(PROJECT_ROOT)) return path.slice(PROJECT_ROOT.length);
  return path.slice(path.lastIndexOf('/') + 1);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const truncate = (value: string, length: number) =>
  value.length > length ? `${value.slice(0, length)}…` : value;

/**
 * SMTP_URL as it may appear in a log line (decision 054): scheme, user, host and port; the password
 * and any query (which may carry credentials too) become `[redacted]`.
 */
export function redactSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    const user = url.username ? `${url.username}${url.password ? `:${REDACTED}` : ''}@` : '';
    return `${url.protocol}//${user}${url.host}${url.search ? `?${REDACTED}` : ''}`;
  } catch {
    return REDACTED;
  }
}

/** A text (an SMTP error reply) with the password of SMTP_URL, should it appear, replaced. */
export function withoutSmtpSecret(text: string, smtpUrl: string | null): string {
  if (!smtpUrl) return text;
  try {
    const url = new URL(smtpUrl);
    const secrets = [url.password, safeDecode(url.password)].filter((secret) => secret.length >= 3);
    return secrets.reduce((result, secret) => result.split(secret).join(REDACTED), text);
  } catch {
    return text;
  }
}
