/**
 * Issue 24 point 7 (decision 092): the German console speaks German only. The audit log says what
 * happened in words with German dates, never an action's code or the API's English summary; the
 * managed texts are named by page and by what they are, the key small beside them. Only reads
 * (the sign-in's own log entry aside): the journeys share one server.
 */
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { checkScreen } from './support/screens';

/** An action code (`auth.sign_in`, `managed-texts.publish`) or a key with an underscore. */
const CODE = /\b[a-z]+(?:-[a-z]+)*\.[a-z_]+\b|\b[a-z]+_[a-z_]+\b/;

test('the audit log and the managed texts in German words', async ({ page, allowConsoleErrors }) => {
  test.setTimeout(120_000);
  allowConsoleErrors(NOT_SIGNED_IN);
  await page.goto('/admin/audit');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Protokolleinträge' });
  await expect(table.getByRole('columnheader')).toHaveText(['Wann', 'Wer', 'Was geschah']);
  // This sign-in, said in words, at a German date ("29.11.2026, 08:31").
  const signedIn = table.getByRole('row').filter({ hasText: 'Angemeldet' }).first();
  await expect(signedIn).toBeVisible();
  await expect(signedIn.getByRole('cell').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  // What happened, in every row (an item's own name, in quotes, and a person's e-mail address in
  // brackets, decision 096, are theirs and may be anything).
  const sentences = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(sentences.length).toBeGreaterThan(0);
  for (const sentence of sentences) {
    const text = sentence.replace(/„[^“]*“/g, '').replace(/\([^()\s]+@[^()\s]+\)/g, '');
    expect(text, 'a code in the audit log').not.toMatch(CODE);
    expect(text, 'English in the audit log').not.toMatch(/\b(Signed in|Published|Draft saved|Created)\b/);
  }
  await checkScreen(page, 'audit-words');

  // The managed texts: by page and by what they are; the key small, secondary.
  await page.goto('/admin/texts?key=hero_title');
  const intro = page.getByRole('region', { name: 'Startseite · Einleitung' });
  const heroTitle = intro.getByRole('link', { name: /^Große Überschrift oben/ });
  await expect(heroTitle).toBeVisible();
  await expect(heroTitle.locator('span').nth(1)).toHaveText('hero_title');
  const form = page.getByRole('form', { name: 'Text bearbeiten' });
  await expect(form.getByRole('heading', { level: 2 })).toHaveText('Text bearbeiten: Große Überschrift oben');
  await expect(form.getByRole('textbox', { name: /^Große Überschrift oben: ?Deutsch/ })).toBeVisible();
  // Every text in the list has a description in words first.
  for (const first of await page.locator('main li a > span:first-child').allTextContents()) {
    // A placeholder the text must keep ({site_name}) is what she types, not a key.
    expect(first.replace(/\{[a-z_]+\}/g, ''), 'a text named by its key').not.toMatch(CODE);
  }
  await checkScreen(page, 'texts-words');
});
