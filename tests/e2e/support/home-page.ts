/**
 * Shared steps of the home page journeys. The first render is server-side, so API interceptions only
 * reach the browser when the home page is entered by client-side navigation.
 */
import type { Page } from '@playwright/test';
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

export function fulfillHeroMedia(page: Page, media: Record<string, unknown>) {
  return page.route(heroMediaRoute, (route) =>
    route.fulfill({
      json: {
        id: 99,
        media_type: 'video',
        embed_url: null,
        video_url: null,
        image_url: null,
        image_alt: 'Kurzes Vorstellungsvideo',
        desktop_mobile_layout: 'media_right',
        language: 'de',
        ...media,
      },
    }),
  );
}
