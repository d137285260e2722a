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
