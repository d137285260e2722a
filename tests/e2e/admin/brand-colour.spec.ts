/**
 * Issue 24 point 5 (decision 091): the owner picks one brand colour; the console makes shades
 * 50–900 from it, shows them and a preview in light and dark painted with the site's own shades,
 * and once published the site's main button wears the generated shade — 700 in light mode, 300 in
 * dark. The journeys share a server: the theme's colours are put back as they were at the end.
 */
import type { Page } from '@playwright/test';
import { builtClassSelector } from '../built-classes';
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { checkScreen } from './support/screens';

const BRAND = '#0e7490';
type Palettes = { primary_colors: Record<string, string>; accent_colors: Record<string, string> };

/** The active theme's key and published palettes, through the console API from this browser. */
function activeTheme(page: Page) {
  return page.evaluate(async () => {
    const list = await (await fetch('/api/admin/themes/?include=document')).json();
    const rows = list.results as { key: string; document: Record<string, unknown> }[];
    const active = rows.find((row) => row.document?.is_active === true) ?? rows[0];
    const item = await (await fetch(`/api/admin/themes/${active?.key}/`)).json();
    const published = item.published as Palettes;
    return {
      key: String(active?.key),
      palettes: { primary_colors: published.primary_colors, accent_colors: published.accent_colors },
    };
  });
}

/** Saves and publishes the palettes as they were, from this browser. */
function putBack(page: Page, key: string, palettes: Palettes) {
  return page.evaluate(
    async ({ key, palettes }) => {
      const { csrftoken } = await (await fetch('/api/admin/auth/me/')).json();
      const headers = { 'content-type': 'application/json', 'x-csrftoken': csrftoken };
      const current = await (await fetch(`/api/admin/themes/${key}/`)).json();
      const saved = await fetch(`/api/admin/themes/${key}/`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ ...palettes, version: current.version }),
      });
      const { version } = await saved.json();
      const published = await fetch(`/api/admin/themes/${key}/publish/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ version }),
      });
      return [saved.status, published.status];
    },
    { key, palettes },
  );
}

/** The computed background of the site's first visible main button (700 in light, 300 in dark). */
async function buttonBackground(page: Page) {
  const button = page
    .locator(`a${builtClassSelector('bg-primary-700', 'dark:bg-primary-300')}`)
    .filter({ visible: true })
    .first();
  await expect(button).toBeVisible();
  return button.evaluate((element) => getComputedStyle(element).backgroundColor);
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test('the owner picks one brand colour, sees its shades and the preview in light and dark, and the site follows', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(NOT_SIGNED_IN);
  await page.goto('/admin/settings/theme');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
  const before = await activeTheme(page);

  try {
    const brand = page.getByRole('textbox', { name: 'Markenfarbe (Hex)' });
    await expect(brand).toHaveValue(before.palettes.primary_colors['500'] ?? '');
    await brand.fill(BRAND);

    // The swatch row: ten shades, 500 the chosen colour, light to dark.
    const swatches = page.getByRole('list', { name: 'Töne der Hauptfarbe' }).getByRole('listitem');
    await expect(swatches).toHaveCount(10);
    await expect(swatches.nth(5)).toHaveText(`500: ${BRAND}`);
    const scale = Object.fromEntries(
      (await swatches.allTextContents()).map((text) => text.split(': ') as [string, string]),
    );
    expect(new Set(Object.values(scale)).size).toBe(10);

    // The fine-tune shows the same shades, field by field.
    await page.getByText('Einzelne Töne anpassen').first().click();
    await expect(page.getByRole('textbox', { name: 'Hauptfarbe 700 (Hex)' })).toHaveValue(scale['700'] ?? '');
    await expect(page.getByRole('textbox', { name: 'Hauptfarbe 50 (Hex)' })).toHaveValue(scale['50'] ?? '');

    // The preview paints light mode's button with 700 and dark mode's with 300, as the site does.
    const previewButton = (mode: string) =>
      page
        .locator(`[data-preview="${mode}"] [data-sample="button"]`)
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await previewButton('light')).toBe(rgb(scale['700'] ?? ''));
    expect(await previewButton('dark')).toBe(rgb(scale['300'] ?? ''));
    await expect(page.getByText(/Alle geprüften Farbpaare sind gut lesbar/)).toBeVisible();
    await checkScreen(page, 'theme-brand-colour');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(/Entwurf gespeichert/)).toBeVisible();
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByText('Veröffentlicht. Die Website zeigt es jetzt.')).toBeVisible();

    // The public site's main button wears the generated shades.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/?lang=de');
    expect(await buttonBackground(page)).toBe(rgb(scale['700'] ?? ''));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/?lang=de');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await buttonBackground(page)).toBe(rgb(scale['300'] ?? ''));
    await page.emulateMedia({ colorScheme: 'light' });
  } finally {
    await page.goto('/admin/settings/theme');
    expect(await putBack(page, before.key, before.palettes)).toEqual([200, 200]);
  }
});
