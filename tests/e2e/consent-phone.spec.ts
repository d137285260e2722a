/**
 * The consent banner on a 360×640 phone (issue 12 point 6(c), decision 030): it keeps to a third
 * of the screen, accept and reject stay equally easy and in view, and what is recorded opens on
 * demand — by pointer or keyboard, before the app runs too — in every language.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

const PHONE = { width: 360, height: 640 };
/**
 * A third of the screen. Layout boxes are fractional: one pixel covers rounding of the measured
 * height, not a taller banner.
 */
const MAX_HEIGHT = PHONE.height / 3 + 1;

const LANGUAGES = [
  {
    code: 'de',
    title: 'Ihre Privatsphäre',
    reject: 'Ablehnen',
    accept: 'Zustimmen',
    details: 'Details',
    detail: 'Sitzungskennung',
  },
  {
    code: 'zh',
    title: '您的隐私',
    reject: '拒绝',
    accept: '同意',
    details: '详细信息',
    detail: '随机会话标识',
  },
  {
    code: 'es',
    title: 'Su privacidad',
    reject: 'Rechazar',
    accept: 'Aceptar',
    details: 'Detalles',
    detail: 'identificador de sesión',
  },
  {
    code: 'fr',
    title: 'Votre vie privée',
    reject: 'Refuser',
    accept: 'Accepter',
    details: 'Détails',
    detail: 'identifiant de session',
  },
  {
    code: 'en',
    title: 'Your privacy',
    reject: 'Decline',
    accept: 'Accept',
    details: 'Details',
    detail: 'session identifier',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

test.use({ viewport: PHONE });

const parts = (page: Page, language: Language) => {
  const region = page.getByRole('region', { name: language.title });
  return {
    region,
    reject: region.getByRole('button', { name: language.reject, exact: true }),
    accept: region.getByRole('button', { name: language.accept, exact: true }),
    summary: region.locator('summary'),
    detail: region.getByText(language.detail),
  };
};

/** Both choices fully on screen, the same size. */
async function expectEqualChoices(page: Page, language: Language) {
  const { reject, accept } = parts(page, language);
  await expect(reject).toBeInViewport({ ratio: 1 });
  await expect(accept).toBeInViewport({ ratio: 1 });
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(rejectBox?.width).toBe(acceptBox?.width);
  expect(rejectBox?.height).toBe(acceptBox?.height);
  expect(rejectBox?.height).toBeGreaterThanOrEqual(44);
}

test.describe('consent banner on a phone', () => {
  for (const language of LANGUAGES) {
    test(`${language.code}: a third of the screen, equal choices, details on demand`, async ({ page }) => {
      await page.goto(`/?lang=${language.code}`);
      const { region, summary, detail } = parts(page, language);
      await expect(region).toBeVisible();
      const height = await region.evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(MAX_HEIGHT);
      await expectEqualChoices(page, language);
      await expect(summary).toHaveText(language.details);
      await expect(detail).toBeHidden();

      await summary.click();
      await expect(detail).toBeVisible();
      // Opened, it is taller, but the choices stay in view.
      await expectEqualChoices(page, language);
      await summary.click();
      await expect(detail).toBeHidden();
    });
  }

  test('the keyboard reaches privacy link, details, reject and accept in that order', async ({ page }) => {
    const de = LANGUAGES[0];
    await page.goto('/');
    const { region, summary, detail, reject, accept } = parts(page, de);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(detail).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(reject).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
  });

  test('before the app runs, the server banner is as small and its details open too', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/net::ERR_FAILED|Failed to load/);
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    const zh = LANGUAGES[1];
    await page.goto(`/?lang=${zh.code}`);
    const { region, summary, detail } = parts(page, zh);
    await expect(region).toHaveAttribute('data-consent-banner', 'pending');
    await expect(region).toBeVisible();
    expect(await region.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(
      MAX_HEIGHT,
    );
    await expectEqualChoices(page, zh);
    await summary.click();
    await expect(detail).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`no axe violations, details closed and open (${theme})`, async ({ page }) => {
      if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
      await page.goto('/');
      const { region, summary, detail } = parts(page, LANGUAGES[0]);
      await expect(region).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      const closed = await axeViolations(page, '[data-testid="consent-banner"]');
      expect(closed).toEqual([]);
      await summary.click();
      await expect(detail).toBeVisible();
      const open = await axeViolations(page, '[data-testid="consent-banner"]');
      expect(open).toEqual([]);
    });
  }
});
