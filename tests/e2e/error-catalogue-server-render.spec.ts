/**
 * Spec section 8 where the call fails while the server renders the page: above all the layout's
 * own calls — languages, site settings, theme, social links, footer items — which the browser takes
 * over from the server render without calling again. Failures are injected on the fault server
 * (server render and browser alike). Every journey checks what the visitor sees, that hydration
 * is clean (no page error), and that the site keeps working after a client-side navigation.
 */
import type { Page } from '@playwright/test';
import { ERROR_RED, FAILED_REQUEST, layoutRoot, navigateInApp } from './support/failures';
import { expect, test } from './support/fault-server';

const themeButton = (page: Page, mode: 'Hell' | 'Dunkel') =>
  page.getByRole('button', { name: `Aktueller Modus: ${mode}. Klicken zum Wechseln.` });

test.describe('error catalogue: calls failing in the server render', () => {
  test('language list fails: the selector silently offers de, en, es, and switching works', async ({
    page,
    faults,
  }) => {
    await faults.fail({ path: '/languages/', status: 500 });
    await page.goto(faults.url('/'));
    const button = page.getByRole('button', { name: 'Sprache: Deutsch' });
    await button.click();
    // The list's code comes with the first press: on a busy machine the button names it a moment later.
    await expect(button).toHaveAttribute('aria-controls', /.+/);
    const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('button')).toHaveText(['Deutsch', 'English', 'Español']);
    await expect(list.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');

    await list.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await navigateInApp(page, '/services');
    const english = page.getByRole('button', { name: 'Language: English' });
    await english.click();
    await expect(english).toHaveAttribute('aria-controls', /.+/);
    await expect(
      page.locator(`[id="${await english.getAttribute('aria-controls')}"]`).getByRole('button'),
    ).toHaveText(['Deutsch', 'English', 'Español']);
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`site settings fail: the toggle is enabled and the ${scheme} system preference applies`, async ({
      page,
      faults,
    }) => {
      const other = scheme === 'dark' ? 'light' : 'dark';
      await page.emulateMedia({ colorScheme: scheme });
      // A stored choice does not count while the settings are missing (spec section 4).
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), other);
      await faults.fail({ path: '/content/site-settings/', status: 500 });
      await page.goto(faults.url('/'));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', scheme);
      await expect(layoutRoot(page)).toHaveAttribute(
        'data-site-settings-error',
        'Fehler beim Laden der Website-Einstellungen',
      );
      await expect(page.getByText('Fehler beim Laden der Website-Einstellungen')).toHaveCount(0);

      await themeButton(page, scheme === 'dark' ? 'Dunkel' : 'Hell').click();
      await expect(html).toHaveAttribute('data-theme', other);
      await navigateInApp(page, '/about');
      await expect(themeButton(page, other === 'dark' ? 'Dunkel' : 'Hell')).toBeVisible();
      await expect(html).toHaveAttribute('data-theme', other);
    });
  }

  test('theme fails: the system preference, fallback palettes, "Failed to load theme" not displayed', async ({
    page,
    faults,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
    await faults.fail({ path: '/content/themes/', status: 503 });
    await page.goto(faults.url('/'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // No theme colours in the head's theme style: the stylesheet's fallback palettes apply (the
    // site's own stylesheet, inline since decision 013, is the one with @layer rules).
    const themeStyles = (await page.locator('head style').allTextContents()).filter(
      (css) => !css.includes('@layer'),
    );
    expect(themeStyles.join('')).toMatch(/--font-body:/);
    expect(themeStyles.join('')).not.toContain('--color-primary-50:');
    await expect(layoutRoot(page)).toHaveAttribute('data-theme-error', 'Failed to load theme');
    await expect(page.getByText('Failed to load theme')).toHaveCount(0);

    await themeButton(page, 'Hell').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await navigateInApp(page, '/services');
    await expect(themeButton(page, 'Dunkel')).toBeVisible();
  });

  test('social settings fail: no social icons (empty URLs), the message kept but not displayed', async ({
    page,
    faults,
  }) => {
    const icons = page.locator('footer [data-footer-section="company"] a[aria-label]');
    await page.goto(faults.url('/'));
    await expect(icons).toHaveCount(3);

    await faults.fail({ path: '/content/social-media-settings/', status: 500 });
    await page.reload();
    const footer = page.locator('footer');
    await expect(footer.locator('[data-footer-section="company"]')).toBeVisible();
    await expect(icons).toHaveCount(0);
    await expect(footer).toHaveAttribute(
      'data-social-error',
      'Fehler beim Laden der Social Media Einstellungen',
    );
    await expect(page.getByText('Fehler beim Laden der Social Media Einstellungen')).toHaveCount(0);
    await navigateInApp(page, '/services');
    await expect(icons).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
  });

  for (const [status, body, message] of [
    [503, { message: 'Wartung' }, 'HTTP error! status: 503'],
    // An empty 200 (a proxy's answer) is no list at all: the generic message.
    [200, '', 'Failed to load footer items'],
  ] as const) {
    test(`footer items fail: contact and social sections stay away, "${message}" kept, not displayed`, async ({
      page,
      faults,
    }) => {
      await faults.fail({ path: '/content/footer-items/', status, body });
      await page.goto(faults.url('/'));
      const footer = page.locator('footer');
      await expect(footer).toHaveAttribute('data-footer-items-error', message);
      await expect(page.getByText(message)).toHaveCount(0);
      await expect(footer.locator('[data-footer-section]')).toHaveCount(2);
      await expect(
        footer.locator('[data-footer-section="contact"], [data-footer-section="social"]'),
      ).toHaveCount(0);
      await expect(footer.getByText('Lade Kontaktdaten...')).toHaveCount(0);
      await navigateInApp(page, '/about');
      await expect(footer.locator('[data-footer-section]')).toHaveCount(2);
      await expect(footer.locator('[data-newsletter]')).toBeVisible();
    });
  }

  test('a page whose content failed in the server render is fetched by the browser on the next visit', async ({
    page,
    faults,
  }) => {
    await faults.fail({ path: '/services/', status: 500, body: { message: 'Wartungsarbeiten' } });
    await page.goto(faults.url('/services'));
    const alert = page.locator('main').getByRole('alert');
    await expect(alert.locator('p')).toHaveText('Wartungsarbeiten');

    await faults.clear();
    await navigateInApp(page, '/');
    await navigateInApp(page, '/services');
    await expect(alert).toHaveCount(0);
    await expect(page.locator('main a[href="/services/karriere-coaching"]').first()).toBeVisible();
  });

  test('every home call failing in the server render: the fallbacks hydrate without a mismatch', async ({
    page,
    faults,
    allowConsoleErrors,
  }) => {
    // The browser's own later calls (header text retry, the next page) fail too; a hydration
    // mismatch would be a page error and still fail the test.
    allowConsoleErrors(FAILED_REQUEST);
    await faults.fail(
      ...[
        '/content/multilingual/static-content/',
        '/content/multilingual/stats/',
        '/content/multilingual-hero-media/',
        '/services/',
        '/testimonials/',
      ].map((path) => ({ path, status: 500, body: { message: 'Wartungsarbeiten' } })),
    );
    await page.goto(faults.url('/'));
    const status = page.getByTestId('home-content-status');
    await expect(status).toHaveText('Wartungsarbeiten');
    await expect(status).toHaveCSS('color', ERROR_RED);
    await expect(page.getByTestId('hero-stats').locator('dd')).toHaveText(['12+', '850+', '4.9/5', '94%']);
    await expect(page.locator('[data-section="packages"], [data-section="testimonials"]')).toHaveCount(0);
    await expect(page.locator('[data-section="services"] article')).toHaveCount(0);
    // Hydrated: the header's controls work.
    await page.getByRole('button', { name: /Aktueller Modus/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
    await navigateInApp(page, '/about');
  });
});
