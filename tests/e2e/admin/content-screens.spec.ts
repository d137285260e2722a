/**
 * The content screens against the real API (the seeded offer): the list, the "new item" dialog
 * with its errors, the editor and the 409 dialog after someone else saved; each passes axe with 0
 * violations at phone and desktop width, light and dark, and is photographed
 * (support/screens.ts). It edits a service the journey in content.spec.ts leaves alone: both run on
 * the same server.
 */

import { FULL_MATRIX } from '../support/screen-matrix';
import { expect, signIn, test } from './support/console-server';
import { cutTableText } from './support/fit';
import { checkScreen, SCREENSHOT_DIR } from './support/screens';

/** A title as long as a title may be in practice, with a word no line can break. */
const LONG_TITLE =
  'Probelauf zum Verwerfen: Einzelcoaching für Menschen in beruflicher Neuorientierung nach Elternzeit, Krankheit oder Kündigung – Lebensabschnittsbegleitungsprogrammgestaltung';

test.describe('content screens', () => {
  test.describe.configure({ timeout: 240_000 });

  test('list, new item dialog, editor and conflict', async ({ page, context, allowConsoleErrors }) => {
    allowConsoleErrors(/status of (401|409)/);
    await page.goto('/admin/content/services');
    await signIn(page);
    await expect(page.getByRole('link', { name: 'Life-Coaching Einzelsitzung' })).toBeVisible();
    await checkScreen(page, 'content-list');
    // On a phone (issue 24 point 9) each item is a card: name, state, last change and the order
    // buttons all in sight, nothing scrolled away sideways.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await cutTableText(page)).toEqual([]);
    if (desktop) await page.setViewportSize(desktop);

    await page.getByRole('button', { name: 'Neu anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neu: Leistungen' });
    await dialog.getByRole('button', { name: 'Entwurf anlegen' }).click();
    await expect(dialog.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();
    await checkScreen(page, 'content-new-item');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Life-Coaching Einzelsitzung' }).click();
    const title = page.getByRole('textbox', { name: 'Titel: Deutsch · Standardsprache' });
    await expect(title).toHaveValue('Life-Coaching Einzelsitzung');
    await checkScreen(page, 'content-editor');
    // Scrolled into the texts: the language bar stays under the header, on a phone too (one row).
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.getByRole('textbox', { name: 'Beschreibung: Englisch' }).first().scrollIntoViewIfNeeded();
      const box = await page.getByLabel('Sprache bearbeiten').boundingBox();
      expect((box?.y ?? -1) >= 64, `language bar in view at ${size.width} px`).toBe(true);
      if (FULL_MATRIX)
        await page.screenshot({ path: `${SCREENSHOT_DIR}/content-editor-${size.width}-scrolled.png` });
    }

    // French with a text left empty: the field says the site shows the German one instead.
    await page.getByLabel('Sprache bearbeiten').selectOption('fr');
    const short = page.getByRole('textbox', { name: 'Kurzbeschreibung: Französisch' });
    await short.fill('');
    await expect(page.getByText('zeigt Deutsch').first()).toBeVisible();
    await checkScreen(page, 'content-editor-fr-fallback');
    await page.getByLabel('Sprache bearbeiten').selectOption('en');

    // Someone else saves the same service in another tab; then this tab's save meets a 409.
    const other = await context.newPage();
    await other.goto(page.url());
    await other
      .getByRole('textbox', { name: 'Titel: Deutsch · Standardsprache' })
      .fill('Einzelsitzung (neu)');
    await other.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect(other.getByText('Entwurf gespeichert.')).toBeVisible();
    await other.close();
    await title.fill('Einzelsitzung (meins)');
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkScreen(page, 'content-conflict');
  });

  test('a new item never published: discarding says it deletes it, then it is gone', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of (401|404)/);
    // On a phone, with a title as long as titles may be: the heading keeps to three lines and the
    // page to the screen's width (issue 24 point 7); the field below holds the whole title.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/content/services');
    await signIn(page);
    await page.getByRole('button', { name: 'Neu anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neu: Leistungen' });
    await dialog.getByRole('textbox', { name: 'Titel (Deutsch)' }).fill(LONG_TITLE);
    await dialog.getByRole('textbox', { name: 'Adresse (Slug)' }).fill('probelauf-zum-verwerfen');
    await dialog.getByRole('button', { name: 'Entwurf anlegen' }).click();
    await expect(page.getByRole('textbox', { name: 'Titel: Deutsch · Standardsprache' })).toHaveValue(
      LONG_TITLE,
    );
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(LONG_TITLE);
    const { lines, overflow } = await heading.evaluate((element) => ({
      lines: element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(lines).toBeLessThanOrEqual(3.05);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Neuen Eintrag verwerfen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Diesen neuen Eintrag verwerfen?' });
    await expect(confirm).toContainText('Verwerfen löscht ihn');
    await checkScreen(page, 'content-discard-new');
    await confirm.getByRole('button', { name: 'Neuen Eintrag verwerfen' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/services$/);
    await expect(
      page.getByRole('link', { name: 'Führungskräfte-Coaching für neue Führungskräfte' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: LONG_TITLE })).toHaveCount(0);
  });
});
