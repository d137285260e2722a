/**
 * What the API needs to judge spam without third parties (decision 057): the path the form was
 * sent from, how long the form was open and the honeypot's value. The API, not the page, decides.
 */

export type SpamSignals = { page_path: string; elapsed_ms: number; website: string };

/** The contract's ceiling for elapsed_ms (a day); a form left open longer still sends. */
const ELAPSED_MAX_MS = 86_400_000;

/**
 * When the form became visible, on the page's performance clock. Rendered while hydrating, it
 * arrived with the server's page and has been visible since the page began loading (time origin
 * 0); mounted later (a client-side navigation), it appears now. The app marks the document
 * hydrated after the first render's effects, so this runs before that mark only while hydrating.
 */
export function formShownAt(doc: Document = document, clock: Pick<Performance, 'now'> = performance): number {
  return doc.documentElement.dataset.hydrated === 'true' ? clock.now() : 0;
}

/** Whole milliseconds since `shownAt`, within the contract's bounds. */
export function elapsedSince(shownAt: number, now: number): number {
  return Math.min(ELAPSED_MAX_MS, Math.max(0, Math.round(now - shownAt)));
}
