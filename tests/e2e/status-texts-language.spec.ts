/**
 * Issue 24 point 7 (decision 092): the site's screen-reader and loading texts are in the page's
 * language — the home page's loading line in French, the video's play button (read by screen
 * readers) and the note under it in Chinese. Requests are held or answered in the browser only:
 * nothing is written.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FAILED_REQUEST } from './support/failures';
import { enterHomeClientSide, fulfillHeroMedia, VIDEO_ID } from './support/home-page';

const TEXTS_API = '**/api/content/multilingual/static-content/by_types/**';

/** The visitor's saved language, as the language menu leaves it (cookie and storage). */
async function chooseLanguage(
  context: BrowserContext,
  page: Page,
  baseURL: string | undefined,
  language: string,
) {
  await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL ?? '' }]);
  await page.addInitScript((code) => localStorage.setItem('selectedLanguage', code), language);
}

test('the home page says it is loading in French', async ({ page, context, baseURL, allowConsoleErrors }) => {
  allowConsoleErrors(FAILED_REQUEST);
  await chooseLanguage(context, page, baseURL, 'fr');
  // The texts never answer: the loading line stays.
  await enterHomeClientSide(page, () => page.route(TEXTS_API, () => {}));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('home-content-status')).toHaveText('Chargement du contenu...');
  await expect(page.getByRole('status').filter({ hasText: 'Lade Inhalte' })).toHaveCount(0);
});

test('the video’s play button tells a screen reader in Chinese', async ({ page, context, baseURL }) => {
  await chooseLanguage(context, page, baseURL, 'zh');
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await enterHomeClientSide(page, () =>
    fulfillHeroMedia(page, { video_url: `https://www.youtube.com/watch?v=${VIDEO_ID}`, image_alt: '介绍' }),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  const hero = page.locator('[data-section="hero"]');
  await expect(hero.getByRole('button', { name: '播放视频: 介绍' })).toBeVisible();
  await expect(hero.getByText('播放时将从 YouTube（youtube-nocookie.com）加载视频。')).toBeVisible();
  await expect(hero.getByText(/abspielen|Beim Abspielen/)).toHaveCount(0);
});
