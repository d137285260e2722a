import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { scrollWindowTo } from './support/waiting';

/** Header and footer chrome (spec section 2: Header, Footer; section 9: scroll threshold). */
test.describe('header', () => {
  test('lists home, about, services, blog and career (both enabled in the seed) and the contact button', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link')).toHaveText(['Start', 'Über mich', 'Angebote', 'Blog', 'Karriere']);
    await expect(nav.getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      page.locator('header[data-scrolled]').getByRole('link', { name: 'Wegweiser Coaching' }),
    ).toHaveAttribute('href', '/');
    await nav.getByRole('link', { name: 'Angebote' }).click();
    await expect(page).toHaveURL('/services');
    await expect(nav.getByRole('link', { name: 'Angebote' })).toHaveAttribute('aria-current', 'page');
  });

  test('gets its scrolled state only after more than 20 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header[data-scrolled]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await scrollWindowTo(page, 20);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('reloads its texts when the window gains focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-theme-toggle] button')).toBeVisible();
    const reload = page.waitForRequest(
      (request) =>
        request.url().includes('/static-content/by_types/') && request.url().includes('header_nav_home'),
    );
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await reload;
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('opens an accessible menu that closes on navigation and on Escape', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Menü öffnen' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Closed, the phone menu is not rendered and the button controls nothing (decision 137).
      await expect(toggle).not.toHaveAttribute('aria-controls');
      await expect(
        page.getByRole('navigation', { name: 'Hauptnavigation', includeHidden: true }),
      ).toHaveCount(1);

      await toggle.click();
      const close = page.getByRole('button', { name: 'Menü schließen' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
      await expect(menu).toBeVisible();
      // Its language selector, whose code loads as the menu opens.
      await expect(menu.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Kontakt aufnehmen' })).toBeVisible();
      await menu.getByRole('link', { name: 'Über mich' }).click();
      await expect(page).toHaveURL('/about');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );

      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });
  });
});

test.describe('footer', () => {
  test('shows company info, navigation, contact and social items, newsletter, copyright and legal links', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.locator('[data-footer-section]')).toHaveCount(4);
    await expect(footer.locator('[data-columns="4"]')).toBeVisible();
    // Seed: facebook, instagram and x switched on (reddit off and without URL).
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/wegweiser.coaching.demo',
    );
    await expect(footer.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(footer.getByRole('link', { name: 'X', exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Reddit' })).toHaveCount(0);
    await expect(footer.getByRole('heading', { name: 'Kontakt' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /kontakt@wegweiser-coaching\.example/ })).toHaveAttribute(
      'href',
      'mailto:kontakt@wegweiser-coaching.example',
    );
    await expect(footer.getByRole('heading', { name: 'Folgen Sie mir' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(footer.locator('[data-newsletter]')).toBeVisible();
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Wegweiser Coaching. Alle Rechte vorbehalten.`),
    ).toBeVisible();
    const legal = footer.getByRole('navigation', { name: 'Rechtliches' });
    await expect(legal.getByRole('link')).toHaveText(['Datenschutz', 'Impressum', 'AGB']);
    await legal.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL('/legal/imprint');
  });
});

/** Whole pages are checked route by route in accessibility.spec.ts; here the open menus. */
test.describe('accessibility of the header menus (axe)', () => {
  test('0 violations with the phone menu and language list open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    const violations = await axeViolations(page, 'header');
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
