/**
 * The page's state for hydration (decision 131): inline in the state element, or — for a page the
 * server keeps — fetched from the file the element names. The boot script starts that request with
 * the modules after the first paint; it is asked once more when it fails. Null when there is no
 * state to be had: the app then leaves the server's page as it is (readable, its links and forms
 * plain HTML) rather than start on nothing.
 */
import { PAGE_STATE_SOURCE_ATTRIBUTE, type PageState } from './page-state';

/** The state element as far as it is read here. */
type StateElement = Pick<Element, 'getAttribute' | 'textContent'>;

export type StateSources = {
  element: StateElement | null;
  /** The boot script's request, when it started one. */
  started?: Promise<Response> | undefined;
  fetchState: (url: string) => Promise<Response>;
  /** Before the second attempt (a moment for a server or connection to come back). */
  pause?: () => Promise<void>;
};

export const STATE_RETRY_PAUSE_MS = 1000;

export async function loadPageState({
  element,
  started,
  fetchState,
  pause = () => new Promise((resolve) => setTimeout(resolve, STATE_RETRY_PAUSE_MS)),
}: StateSources): Promise<PageState | null> {
  const url = element?.getAttribute(PAGE_STATE_SOURCE_ATTRIBUTE);
  if (!url) return JSON.parse(element?.textContent || '{}') as PageState;
  for (const attempt of [started ?? fetchState(url), null]) {
    try {
      const response = await (attempt ?? pause().then(() => fetchState(url)));
      if (response.ok) return (await response.json()) as PageState;
    } catch {
      // The network or the answer failed: asked once more, then the server's page stays as it is.
    }
  }
  return null;
}
