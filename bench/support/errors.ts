/**
 * What a failure was, for a benchmark's report (issue 26 point 8, decision 121): Node's error code,
 * the errors inside an AggregateError, the cause — a message alone can be empty ("") or say nothing
 * ("fetch failed").
 */
type NodeError = Error & { code?: string; syscall?: string; address?: string; port?: number };

/**
 * What kind of failure an error is: Node's code (ECONNRESET, ECONNREFUSED, …), else its name; an
 * AggregateError (a connect that tried several addresses) by the codes of its errors.
 */
export function errorKind(error: unknown): string {
  if (error instanceof AggregateError) {
    const inner = [...new Set(error.errors.map(errorKind))].join('+');
    return `AggregateError(${inner})`;
  }
  if (error instanceof Error) return (error as NodeError).code ?? error.name;
  return typeof error;
}

/**
 * An error whole, for a report: its kind, message, system call and address, the errors an
 * AggregateError holds and its cause — an empty message explains nothing.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { message, syscall, address, port } = error as NodeError;
  const parts = [errorKind(error)];
  if (message) parts.push(JSON.stringify(message));
  if (syscall) parts.push(`syscall ${syscall}`);
  if (address) parts.push(`at ${address}${port === undefined ? '' : `:${port}`}`);
  if (error instanceof AggregateError && error.errors.length > 0)
    parts.push(`[${error.errors.map(describeError).join('; ')}]`);
  if (error.cause !== undefined) parts.push(`cause: ${describeError(error.cause)}`);
  return parts.join(' ');
}

/**
 * A benchmark's failure as printed at its end: the message as written (a server's log after it keeps
 * its lines), and the whole error after it when it has a cause or holds other errors.
 */
export const failureMessage = (error: Error) =>
  error.cause === undefined && !(error instanceof AggregateError)
    ? error.message
    : `${error.message} — ${describeError(error)}`;
