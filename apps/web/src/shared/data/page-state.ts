import type { SerializedState } from './resource-store';

/** What the server embeds in the page for the browser to hydrate from. */
export type PageState = {
  language: string;
  defaultLanguage: string;
  resources: Record<string, SerializedState>;
  texts: [type: string, language: string, content: string][];
  /**
   * A preview link's page (decision 093): the state holds the item's draft, so the app keeps it —
   * nothing it holds is fetched again — and records no analytics.
   */
  preview?: true;
};

export const PAGE_STATE_ID = '__wegweiser_state';

/**
 * Where a kept page's state is fetched from after the first paint (decision 131): the document's
 * state element names it in this attribute and holds no text. A page never kept (a preview, a
 * booking form's answer, a page with free slots, an error page) carries its state inline.
 */
export const PAGE_STATE_SOURCE_ATTRIBUTE = 'data-src';
/** The path of page states: `?page=<the page's URL>&lang=<its language>&v=<its state's version>`. */
export const PAGE_STATE_PATH = '/page-state.json';

/** The boot script's request for the state, started with the modules (hydration-boot.ts). */
export const PAGE_STATE_REQUEST_GLOBAL = '__wegweiserStateRequest';
