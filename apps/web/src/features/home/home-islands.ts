import { defineIsland } from '../../shared/islands/island-registry';

/** Everything below the hero hydrates when it comes near the viewport or is reached for (decision 120). */
export const belowTheHeroIsland = defineIsland('home-below-the-hero', 'visible', () =>
  import('./components/below-the-hero').then((module) => module.BelowTheHero),
);
