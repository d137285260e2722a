/**
 * Shared steps of the home page journeys. The first render is server-side, so API interceptions only
 * reach the browser when the home page is entered by client-side navigation.
 */
import type { Page } from '@playwright/test';
import type { HeroMedia } from '../../../packages/contracts/src/schemas/content';
import { heroMediaFixture } from '../../../packages/contracts/src/testing/fixtures';
import { expect } from '../fixtures';

export const VIDEO_ID = 'dQw4w9WgXcQ';

/** Loads /services, lets `setup` intercept requests, then navigates to / inside the app. */
export async function enterHomeClientSide(page: Page, setup: () => Promise<unknown>) {
  await page.goto('/services');
  await setup();
  // The brand link: visible at every width (the nav may sit in a menu on small screens).
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('[data-section="hero"]')).toBeVisible();
}

export const heroMediaRoute = '**/api/content/multilingual-hero-media/active/**';

/**
 * Answers the hero media request: a valid video entry (parsed with the contract), with `media`
 * laid over it unparsed, so a journey can also send what the API should never send.
 */
export function fulfillHeroMedia(page: Page, media: Partial<Record<keyof HeroMedia, unknown>>) {
  return page.route(heroMediaRoute, (route) =>
    route.fulfill({ json: { ...heroMediaFixture({ media_type: 'video' }), ...media } }),
  );
}
