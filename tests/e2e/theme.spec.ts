import { expect, test } from './fixtures';

/** Theme toggle (spec section 2 "Theme toggle", section 4 "Theme", section 9 mode labels). */
test.describe('theme toggle', () => {
  test('the server renders the loading indicator until the browser knows the mode', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Theme wird geladen...');
  });

  test('switches between light and dark, saves the choice and keeps it after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const light = page.getByRole('button', { name: 'Aktueller Modus: Hell. Klicken zum Wechseln.' });
    await expect(light).toBeVisible();
    await expect(light).toHaveAttribute('title', 'Theme: Hell');
    await expect(page.locator('[data-theme-toggle]').getByText('Theme: Hell')).toHaveCount(1);

    await page.evaluate(() => {
      window.addEventListener('theme-mode-changed', (event) => {
        (window as unknown as { themeEvent: unknown }).themeEvent = (event as CustomEvent).detail;
      });
    });
    await light.click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const dark = page.getByRole('button', { name: 'Aktueller Modus: Dunkel. Klicken zum Wechseln.' });
    await expect(dark).toHaveAttribute('title', 'Theme: Dunkel');
    await expect(page.locator('[data-theme-toggle]').getByText('Theme: Dunkel')).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('dark');
    expect(await page.evaluate(() => (window as unknown as { themeEvent: unknown }).themeEvent)).toEqual({
      mode: 'dark',
      isDark: true,
    });

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Aktueller Modus: Dunkel. Klicken zum Wechseln.' }).click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme-mode'))).toBe('light');
  });

  test('follows the system preference when nothing valid is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme-mode', 'blue'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(
      page.getByRole('button', { name: 'Aktueller Modus: Dunkel. Klicken zum Wechseln.' }),
    ).toBeVisible();
  });
});
