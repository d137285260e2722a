import type { ApiClient } from '@wegweiser/client/api-client';
import type { Language, SiteSettings } from '@wegweiser/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import type { TextStore } from '../content/text-store';
import type { ResourceStore } from '../data/resource-store';

/** Everything a component needs from the running app; one per page load (server) or tab (browser). */
export type AppServices = {
  api: ApiClient;
  store: ResourceStore;
  texts: TextStore;
  language: string;
  defaultLanguage: string;
  languages: Language[];
  /** null when the settings call failed (components then use the spec's fallbacks). */
  settings: SiteSettings | null;
  /** Changes language: saves it, clears both languages' cached texts and reloads the page data. */
  changeLanguage: (code: string) => void;
  isServer: boolean;
  /**
   * A preview link's page (decision 093): its data are a draft, so links are full page loads of
   * the published site and nothing is tracked.
   */
  preview?: boolean;
};

const AppContext = createContext<AppServices | null>(null);

export function AppProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppContext.Provider value={services}>{children}</AppContext.Provider>;
}

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp outside AppProvider');
  return services;
}
