import { defineIsland } from '../../shared/islands/island-registry';

/**
 * The hero hydrates when a pointer or the keyboard reaches it; everything below it when it comes
 * near the viewport or is reached for (decision 120).
 */
export const heroIsland = defineIsland('home-hero', 'interaction', () =>
  import('./components/hero').then((module) => module.Hero),
);

export const belowTheHeroIsland = defineIsland('home-below-the-hero', 'visible', () =>
  import('./components/below-the-hero').then((module) => module.BelowTheHero),
);
