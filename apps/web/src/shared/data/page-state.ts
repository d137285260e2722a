import type { SerializedState } from './resource-store';

/** What the server embeds in the page for the browser to hydrate from. */
export type PageState = {
  language: string;
  defaultLanguage: string;
  resources: Record<string, SerializedState>;
  texts: [type: string, language: string, content: string][];
};

export const PAGE_STATE_ID = '__wegweiser_state';
