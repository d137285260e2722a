/**
 * Issue 24 point 4 (decision 098): in a service's editor the owner chooses how its card looks —
 * "Symbol" with the icons drawn and named, or "Bild" with the card picture beside the choice — sees
 * the card previewed as the site draws it, picks a picture from the library (uploaded in the
 * picker), publishes, and the public service card shows the picture. The control is checked with
 * axe and photographed at 390 and 1440 px, light and dark (E2E_FULL_MATRIX=1).
 */
import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, FULL_MATRIX, PHONE, SCHEMES } from '../support/screen-matrix';
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { checkScreen, SCREENSHOT_DIR } from './support/screens';

const SERVICE = 'Führungskräfte-Coaching für neue Führungskräfte';
const SLUG = 'fuehrungskraefte-coaching';

/** A 960 × 540 PNG of a colour of its own (the library keeps one row per distinct file). */
function png() {
  return sharp({
    create: {
      width: 960,
      height: 540,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .png()
    .toBuffer();
}

/** Axe and the width as every screen (checkScreen); in the full matrix also a picture of the control alone. */
async function checkControl(page: Page, control: Locator, name: string) {
  await checkScreen(page, name);
  if (!FULL_MATRIX) return;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await control.screenshot({ path: `${SCREENSHOT_DIR}/${name}-control-${size.width}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the owner chooses "Bild" and a picture for a service card, publishes, and the site’s card shows it', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  allowConsoleErrors(NOT_SIGNED_IN);
  await page.goto('/admin/content/services');
  await signIn(page);
  await page.getByRole('link', { name: SERVICE }).click();
  await expect(page.getByRole('textbox', { name: 'Titel: Deutsch · Standardsprache' })).toHaveValue(SERVICE);

  // The choice, with the icons drawn and named in words beside it, and the card's preview.
  const look = page.getByRole('group', { name: 'Darstellung auf der Karte' });
  await expect(look.getByRole('radio', { name: 'Symbol' })).toBeChecked();
  const icons = page.getByRole('group', { name: 'Symbol auf der Karte' });
  await expect(icons.getByRole('button')).toHaveCount(23);
  await expect(icons.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(icons.getByRole('button', { name: 'Aktentasche' })).toBeVisible();
  // The preview speaks the language being edited (English, the first beside the default).
  const preview = page.getByRole('figure', { name: 'Vorschau der Karte' });
  const english = await page.getByRole('textbox', { name: 'Titel: Englisch' }).inputValue();
  await expect(preview.getByText(english, { exact: true })).toBeVisible();
  await expect(preview.getByText('auf Englisch')).toBeVisible();
  await expect(preview.getByRole('img')).toHaveCount(0);
  const control = look.locator('xpath=..');
  await checkControl(page, control, 'card-look-icon');

  // "Bild" without a picture: the site would still draw the icon, and the console says so.
  await look.getByRole('radio', { name: 'Bild' }).check();
  await expect(
    page.getByText('Noch kein Bild gewählt: Die Karte zeigt das Symbol, bis ein Bild gewählt ist.'),
  ).toBeVisible();
  await expect(preview.getByRole('img')).toHaveCount(0);

  // The card picture, uploaded and chosen in the library's picker beside the choice.
  await page.getByRole('button', { name: 'Aus der Mediathek wählen: Bild auf der Karte' }).click();
  const picker = page.getByRole('dialog', { name: 'Bild wählen' });
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Bilder auswählen…' }).click();
  await (await chooser).setFiles([
    { name: 'karte-fuehrung.png', mimeType: 'image/png', buffer: await png() },
  ]);
  await picker.getByRole('button', { name: 'karte-fuehrung.png wählen' }).click();
  await expect(picker).toBeHidden();
  const address = await page.getByRole('textbox', { name: 'Bild auf der Karte: Adresse' }).inputValue();
  expect(address).toMatch(/^\/media\/library\/[0-9a-f-]{36}\.png$/);
  const id = address.slice('/media/library/'.length, -'.png'.length);
  await expect(page.getByText(/Noch kein Bild gewählt/)).toHaveCount(0);
  const previewed = preview.getByRole('img', { name: 'Das Bild der Karte' });
  await expect(previewed).toHaveAttribute('src', address);
  await expect(previewed).toHaveJSProperty('complete', true);
  await checkControl(page, control, 'card-look-picture');

  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByText(/^Veröffentlicht: /)).toBeVisible();

  // The public services page, in a browser of its own: the card shows the picture.
  const visitor = await browser.newPage();
  await visitor.goto('/services?lang=de');
  const card = visitor.getByTestId('service-card').filter({ hasText: SERVICE });
  const img = card.locator('img');
  await expect(img).toHaveCount(1);
  await expect(img).toBeVisible();
  // A card below the fold loads its picture lazily: scrolled to, it loads; its pixels count once decoded.
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const shown = await img.evaluate((element: HTMLImageElement) => element.currentSrc || element.src);
  expect(shown).toContain(id);
  await expect(card.getByRole('link', { name: SERVICE })).toHaveAttribute('href', `/services/${SLUG}`);
  await visitor.close();
});
