import { defineIsland } from '../../shared/islands/island-registry';

/** The language menu hydrates when a pointer or the keyboard reaches it (decision 120). */
export const languageSelectorIsland = defineIsland('language-selector', 'interaction', () =>
  import('./components/language-selector').then((module) => module.LanguageSelector),
);
