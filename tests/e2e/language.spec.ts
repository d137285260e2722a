import { expect, test } from './fixtures';

/** Language selector (spec section 2 "Language selector", section 4 "Language", sections 5, 8, 9). */
test.describe('language selector', () => {
  test('lists the languages with flag, native name and a check mark on the current one', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-language-selector] ul')).toHaveCount(0);
    await expect(button.locator('img')).toHaveJSProperty('width', 18);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('button')).toHaveText(['Deutsch', 'English', 'Español', 'Français', '中文']);
    await expect(list.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(list.getByRole('button', { name: 'Deutsch' }).locator('svg')).toHaveCount(1);
    await expect(list.getByRole('button', { name: 'English' }).locator('svg')).toHaveCount(0);
    await expect(list.locator('img').first()).toHaveJSProperty('width', 20);
    // 12rem wide, left-aligned from 1024 px of window width.
    expect((await list.boundingBox())?.width).toBe(192);
    await expect(list).toHaveAttribute('data-align', 'left');
    expect(Math.round((await list.boundingBox())?.x ?? 0)).toBe(
      Math.round((await button.boundingBox())?.x ?? -1),
    );

    await page.mouse.click(20, 600);
    await expect(list).toBeHidden();
    await button.click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-controls');
  });

  test('centres the dropdown below 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const button = page.getByRole('button', { name: 'Sprache: Deutsch' });
    // Closed, the list is not rendered and the button controls nothing (decision 137).
    await expect(button).not.toHaveAttribute('aria-controls');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(list).toHaveAttribute('data-align', 'center');
    const listBox = await list.boundingBox();
    const buttonBox = await button.boundingBox();
    expect(
      Math.abs(
        (listBox?.x ?? 0) + (listBox?.width ?? 0) / 2 - ((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0) / 2),
      ),
    ).toBeLessThan(1);
  });

  test('choosing English reloads the page in English and remembers the choice', async ({ page, context }) => {
    await page.goto('/services');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The negotiated language of a first visit is not a choice: nothing is stored (privacy policy).
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeEnabled();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('selectedLanguage');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBeNull();
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL('/services');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'selectedLanguage');
    expect(cookie?.value).toBe('en');

    // A later visit starts in English.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('shows the country code when the flag image fails', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource/);
    await page.route(/\/assets\/de-[\w-]+\.svg$/, (route) => route.abort());
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button.locator('[data-flag-fallback="de"]')).toHaveText('DE');
    await expect(button.locator('img')).toHaveCount(0);
    await button.click();
    // Other flags still load.
    await expect(page.getByRole('button', { name: 'English' }).locator('img')).toBeVisible();
  });
});
