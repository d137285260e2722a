import { defineIsland } from '../../shared/islands/island-registry';

/** The footer hydrates when it comes near the viewport or is reached for (decision 120). */
export const footerIsland = defineIsland('footer', 'visible', () =>
  import('./footer').then((module) => module.Footer),
);
