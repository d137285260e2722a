import { useEffect, useState } from 'react';

/**
 * A sign-in lockout (429 with Retry-After): until `retryAt` passes, the form says when to try again
 * and does not send; then it lifts by itself.
 */
export function useLockout(now: () => number = Date.now) {
  const [retryAt, setRetryAt] = useState<Date | null>(null);
  useEffect(() => {
    if (!retryAt) return;
    const timer = setTimeout(() => setRetryAt(null), Math.max(0, retryAt.getTime() - now()));
    return () => clearTimeout(timer);
  }, [retryAt, now]);
  const minutesLeft = retryAt ? Math.max(1, Math.ceil((retryAt.getTime() - now()) / 60_000)) : 0;
  return { retryAt, minutesLeft, lockUntil: setRetryAt };
}
