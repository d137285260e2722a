/**
 * Issue 24 point 6, decision 089 — translating without traps. The owner fills a French text by
 * copying the German one: the editor marks it "kopiert aus Deutsch" (after a reload too), and once
 * published the report lists it as missing on the website with that note. Its link opens the editor
 * with French beside German, the preview is made in French; edited and saved, the text waits in a
 * draft (the report says so apart from the website's share), published it is no longer missing.
 * Works on a career post no other journey touches (all share one server).
 */
import type { Page } from '@playwright/test';
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { checkScreen } from './support/screens';

const JOB = 'Assistenz der Praxisleitung (m/w/d) in Teilzeit';
const SUMMARY_FR = 'Zusammenfassung: Französisch';
const FIX = `Zusammenfassung von ${JOB} übersetzen`;

/** The report for French, loaded: the French card and the list of what is missing. */
async function frenchReport(page: Page) {
  await page.goto('/admin/translations?language=fr');
  await expect(page.getByRole('heading', { level: 2, name: 'Fehlt auf Französisch' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0);
  return page.getByRole('link', { name: /^Französisch/ });
}

test('a text copied from German counts as not translated until it is edited; the report leads to it in French', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(NOT_SIGNED_IN);
  await page.goto('/admin/content/career-posts');
  await signIn(page);
  await page.getByRole('link', { name: JOB }).click();
  await expect(page.getByRole('textbox', { name: 'Titel: Deutsch · Standardsprache' })).toHaveValue(JOB);
  const german = await page
    .getByRole('textbox', { name: 'Zusammenfassung: Deutsch · Standardsprache' })
    .inputValue();

  // French filled from German: marked as a copy, kept so after saving and after a reload.
  await page.getByLabel('Sprache bearbeiten').selectOption('fr');
  const french = page.getByRole('textbox', { name: SUMMARY_FR });
  const summary = page.getByRole('group', { name: 'Zusammenfassung' });
  await summary
    .getByRole('combobox', { name: '„Zusammenfassung (Französisch)“ aus einer anderen Sprache kopieren' })
    .selectOption('de');
  await expect(french).toHaveValue(german);
  await expect(summary.getByText('kopiert aus Deutsch')).toBeVisible();
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();
  await page.reload();
  await page.getByLabel('Sprache bearbeiten').selectOption('fr');
  await expect(
    page.getByRole('group', { name: 'Zusammenfassung' }).getByText('kopiert aus Deutsch'),
  ).toBeVisible();
  await checkScreen(page, 'content-copied-text');
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByText(/^Veröffentlicht: /)).toBeVisible();

  // The report: on the website the copy counts as missing, with its note and the field in words.
  const card = await frenchReport(page);
  await expect(card).toContainText(/Auf der Website: \d+ %/);
  const onSite = page.getByRole('list', { name: /^Fehlt auf der Website/ });
  const entry = onSite.getByRole('listitem').filter({ has: page.getByRole('link', { name: FIX }) });
  await expect(entry).toContainText('Stellenangebote · Zusammenfassung');
  await expect(entry).toContainText('kopiert aus Deutsch, noch nicht geändert');
  await checkScreen(page, 'translations-copied');
  const percentBefore = Number((await card.textContent())?.match(/Auf der Website: (\d+) %/)?.[1]);

  // Its link: French beside German in the editor, and the preview made in French.
  await entry.getByRole('link', { name: FIX }).click();
  await expect(page).toHaveURL(/\/admin\/content\/career-posts\/\d+\?language=fr$/);
  await expect(page.getByLabel('Sprache bearbeiten')).toHaveValue('fr');
  await expect(page.getByRole('textbox', { name: 'Zusammenfassung: Deutsch · Standardsprache' })).toHaveValue(
    german,
  );
  await expect(page.getByRole('textbox', { name: SUMMARY_FR })).toHaveValue(german);
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Vorschau auf der Website' }).click(),
  ]);
  await tab.waitForURL(/[?&]preview=/);
  expect(new URL(tab.url()).searchParams.get('lang')).toBe('fr');
  await tab.close();

  // Translated and saved as a draft: the copy mark goes; the website still shows the copy.
  await page
    .getByRole('textbox', { name: SUMMARY_FR })
    .fill(
      'Vous assurez l’organisation de notre cabinet : rendez-vous, échanges avec la clientèle et comptabilité – à temps partiel à Berlin.',
    );
  await expect(
    page.getByRole('group', { name: 'Zusammenfassung' }).getByText('kopiert aus Deutsch'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();

  await frenchReport(page);
  await expect(page.getByRole('link', { name: /^Französisch/ })).toContainText(
    /In Entwürfen: \d+ Texte? warte(t|n) aufs Veröffentlichen/,
  );
  await expect(onSite.getByRole('link', { name: FIX })).toHaveCount(0);
  const waiting = page.getByRole('list', { name: /^Im Entwurf übersetzt, wartet aufs Veröffentlichen/ });
  await expect(
    waiting.getByRole('link', { name: `${JOB} öffnen, um Zusammenfassung zu veröffentlichen` }),
  ).toBeVisible();
  await checkScreen(page, 'translations-drafts');

  // Published: no longer missing anywhere, and the website's share is back up.
  await waiting.getByRole('link', { name: `${JOB} öffnen, um Zusammenfassung zu veröffentlichen` }).click();
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByText(/^Veröffentlicht: /)).toBeVisible();
  const after = await frenchReport(page);
  await expect(page.getByRole('link', { name: FIX })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: new RegExp(`^${JOB.replace(/[()]/g, '\\$&')} öffnen`) }),
  ).toHaveCount(0);
  const percentAfter = Number((await after.textContent())?.match(/Auf der Website: (\d+) %/)?.[1]);
  expect(percentAfter).toBeGreaterThanOrEqual(percentBefore);
});
