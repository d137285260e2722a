/**
 * Issue 13 points 8 and 10, the editor's own journeys against the real API: a draft seen through a
 * preview link by someone not signed in (German and English) — the page hydrated, its theme toggle
 * and consent banner working, the draft kept after focus, nothing tracked, its links to the published
 * site (decision 093) — while the public page still shows
 * what is published, the link listed in the editor and ended there (issue 23 point 4); two publications compared in the history and the first one restored as a draft (issue 24 point 3),
 * back on the public page; an editor (role editor) on a 390 px phone switching the edited language
 * from anywhere in the form; the markdown toolbar formatting at the caret and giving the typing
 * back to the text (issue 24 point 8). Each works on a service the other journeys leave alone (all
 * share one server).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, NOT_SIGNED_IN, signIn, test } from './support/console-server';
import { checkScreen } from './support/screens';

const TITLE_DE = 'Titel: Deutsch · Standardsprache';
const PREVIEW_BANNER = {
  de: /^Vorschau – so sieht die Seite nach dem Veröffentlichen aus\. Link gültig bis \d+\. \S+ \d{4} um \d{2}:\d{2}\. Links führen zur veröffentlichten Website\.$/,
  en: /^Preview – this is how the page will look once published\. Link valid until \d+ \S+ \d{4} at \d{2}:\d{2}\. Links lead to the published site\.$/,
};

/** Signs the owner in on the services list and opens one service in the editor. */
async function openService(page: Page, title: string) {
  await page.goto('/admin/content/services');
  await signIn(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('textbox', { name: TITLE_DE })).toHaveValue(title);
}

/** A browser of its own: no session, no cookie, no cache of the console's. */
async function visitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, colorScheme: 'light' });
  return { context, page: await context.newPage() };
}

/**
 * What a page of the context sends to the API, and its console errors (a hydration mismatch or a
 * Content-Security-Policy refusal shows there): the journey's own check covers only its own page.
 */
function watch(page: Page) {
  const api: URL[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { api, errors };
}

test.describe('the content editor', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a draft is seen through its preview link, in German and English; the public page is unchanged; the link is ended in the editor', async ({
    page,
    browser,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_SIGNED_IN);
    await openService(page, 'Karriere- & Neuorientierungs-Coaching');
    await page.getByRole('textbox', { name: TITLE_DE }).fill('Neuorientierung – Entwurf');
    // English is the language edited first (the first that is not the default).
    await page.getByRole('textbox', { name: 'Titel: Englisch' }).fill('Reorientation – draft');
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();

    // The button opens a tab first and sends it to the signed link once the API made it.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Vorschau auf der Website' }).click(),
    ]);
    await tab.waitForURL(/[?&]preview=/);
    const link = new URL(tab.url());
    await tab.close();
    expect(link.pathname).toBe('/services/karriere-coaching');
    expect(link.searchParams.get('lang')).toBe('en');

    const guest = await visitor(browser, baseURL);
    const seen = watch(guest.page);
    await guest.page.goto(link.toString());
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText('Reorientation – draft');
    await expect(guest.page.getByRole('status').filter({ hasText: PREVIEW_BANNER.en })).toBeVisible();
    // The page hydrates like any other (decision 093) and keeps the draft: the app starts on the
    // state as rendered and fetches none of it again — not on focus either.
    const html = guest.page.locator('html');
    await expect(html).toHaveAttribute('data-hydrated', 'true');
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText('Reorientation – draft');
    await guest.page.getByRole('button', { name: 'Aktueller Modus: Hell. Klicken zum Wechseln.' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await guest.page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    // The consent banner works; an owner checking her draft is no visitor: even with consent
    // nothing is recorded.
    const banner = guest.page.getByRole('region', { name: 'Your privacy' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await guest.page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('granted');
    await expect(guest.page.getByRole('button', { name: 'Privacy settings' }).first()).toBeVisible();
    // Long enough for a tracker to start a session and flush its first batch (every 5 s).
    await guest.page.waitForTimeout(6_000);
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText('Reorientation – draft');
    expect(seen.api.map((url) => url.pathname)).toEqual([]);
    expect(seen.errors).toEqual([]);
    // The settings reopen the banner; declined, the published page below records nothing either
    // (this server's other journeys count visits).
    await guest.page.getByRole('button', { name: 'Privacy settings' }).first().click();
    await expect(banner.getByText('Currently: web analytics allowed.')).toBeVisible();
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    expect(await guest.page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('denied');
    // Its links lead to the published site, without the link's token.
    await guest.page.locator('main a[href="/services"]').first().click();
    await guest.page.waitForURL((url) => url.pathname === '/services');
    expect(guest.page.url()).not.toContain('preview=');
    await expect(guest.page.getByText(PREVIEW_BANNER.en)).toHaveCount(0);
    expect(await guest.page.evaluate(() => document.referrer)).not.toContain('preview=');
    link.searchParams.set('lang', 'de');
    await guest.page.goto(link.toString());
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText('Neuorientierung – Entwurf');
    await expect(guest.page.getByRole('status').filter({ hasText: PREVIEW_BANNER.de })).toBeVisible();
    await guest.context.close();

    // Without the link, in another fresh browser: what is published, no banner.
    const stranger = await visitor(browser, baseURL);
    await stranger.page.goto('/services/karriere-coaching?lang=de');
    await expect(stranger.page.getByRole('heading', { level: 1 })).toHaveText(
      'Karriere- & Neuorientierungs-Coaching',
    );
    await stranger.page.goto('/services/karriere-coaching?lang=en');
    await expect(stranger.page.getByRole('heading', { level: 1 })).toHaveText(
      'Career & Reorientation Coaching',
    );
    await expect(stranger.page.getByText(PREVIEW_BANNER.en)).toHaveCount(0);
    await stranger.context.close();

    // The editor lists the link while it works; ended there, it shows nothing any more.
    const links = page.getByRole('region', { name: 'Vorschau-Links' });
    await expect(links.getByText('Auf Englisch', { exact: true })).toBeVisible();
    await expect(links.getByText(/^Erstellt von .+ am .+ · gilt bis .+/)).toBeVisible();
    await checkScreen(page, 'content-preview-links');
    await links.getByRole('button', { name: /^Link beenden/ }).click();
    await expect(links.getByText('Der Link ist beendet: Er zeigt nichts mehr.')).toBeVisible();
    await expect(links.getByText(/^Kein Vorschau-Link ist aktiv\./)).toBeVisible();
    const late = await visitor(browser, baseURL);
    const ended = await late.page.goto(link.toString());
    expect(ended?.status()).toBe(403);
    await expect(late.page.getByText(/Vorschau-Link ist abgelaufen, wurde beendet/)).toBeVisible();
    await expect(late.page.getByText('Neuorientierung – Entwurf')).toHaveCount(0);
    await late.context.close();
  });

  test('two publications compared in the history, the first restored as a draft and, once published, on the site again', async ({
    page,
    browser,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_SIGNED_IN);
    await openService(page, 'Stressbewältigung & Resilienz');
    const title = page.getByRole('textbox', { name: TITLE_DE });
    for (const text of ['Gelassen durch stressige Zeiten', 'Resilienz für den Alltag']) {
      await title.fill(text);
      // Publish saves the changes first.
      await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
      await expect(page.getByText(/^Veröffentlicht: /)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Veröffentlichen', exact: true })).toBeDisabled();
    }
    const guest = await visitor(browser, baseURL);
    await guest.page.goto('/services/stress-resilienz?lang=de');
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText('Resilienz für den Alltag');

    await page.getByRole('button', { name: 'Verlauf' }).click();
    const history = page.getByRole('region', { name: 'Verlauf der Veröffentlichungen' });
    // Version 0 is the seeded text, kept by the first publication; then one version per publication.
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await history.getByRole('button', { name: 'Änderungen zeigen (Version 2)' }).click();
    const diff = history.getByRole('table', { name: 'Was Version 2 geändert hat' });
    const row = diff.getByRole('row', { name: /Titel \(Deutsch\)/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Gelassen durch stressige Zeiten');
    await expect(row.getByRole('cell').nth(1)).toHaveText('Resilienz für den Alltag');
    await expect(diff.getByRole('row')).toHaveCount(2);
    // The newest publication is the one on the site: marked, and nothing to restore there.
    const live = history.locator('li[aria-current="true"]');
    await expect(live).toHaveCount(1);
    await expect(live).toContainText('Version 2');
    await expect(live).toContainText('Jetzt online');
    await expect(live).toContainText('Diese Version ist schon online');
    await expect(history.getByRole('button', { name: /^Diese Version wiederherstellen/ })).toHaveCount(2);
    await expect(
      history.getByRole('button', { name: 'Diese Version wiederherstellen (Version 2)' }),
    ).toHaveCount(0);
    await checkScreen(page, 'content-history');

    // Restoring asks first, shows what changes per language, and makes a draft: the site keeps
    // showing what is live until the owner publishes (issue 24 point 3).
    await history.getByRole('button', { name: 'Diese Version wiederherstellen (Version 1)' }).click();
    const question = page.getByRole('dialog', { name: 'Version 1 als Entwurf wiederherstellen?' });
    const changes = question.getByRole('table', { name: 'Was die Wiederherstellung von Version 1 ändert' });
    await expect(changes.getByRole('row', { name: /Titel \(Deutsch\)/ })).toContainText(
      'Gelassen durch stressige Zeiten',
    );
    await checkScreen(page, 'content-restore-question');
    await question.getByRole('button', { name: 'Als Entwurf wiederherstellen' }).click();
    await expect(
      page.getByText('Version 1 ist jetzt Ihr Entwurf. Die Website zeigt sie, sobald Sie veröffentlichen.'),
    ).toBeVisible();
    await expect(title).toHaveValue('Gelassen durch stressige Zeiten');
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(live).toContainText('Version 2');
    await guest.page.reload();
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText('Resilienz für den Alltag');
    await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
    await expect(page.getByText(/^Veröffentlicht: /)).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(4);
    await expect(live).toContainText('Version 3');

    // A draft on top: the live version stays marked, with a note that the draft differs from it.
    await title.fill('Noch nicht online');
    await page.getByRole('button', { name: 'Entwurf speichern', exact: true }).click();
    await expect(live).toContainText('Ein unveröffentlichter Entwurf weicht davon ab');
    await expect(live).toContainText('Um zu ihr zurückzukehren, verwerfen Sie den Entwurf.');
    await checkScreen(page, 'content-history-draft');
    await guest.page.goto('/services/stress-resilienz?lang=de');
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText('Gelassen durch stressige Zeiten');
    await guest.context.close();
  });

  test('the markdown toolbar formats at the caret, wraps the selection and leaves the typing in the text', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Issue 24 point 8. Nothing is saved: the other journeys' pages stay as they are.
    allowConsoleErrors(NOT_SIGNED_IN);
    await openService(page, 'Achtsamkeits-Workshop');
    const text = page.getByRole('textbox', { name: 'Beschreibung: Deutsch · Standardsprache', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Formatierung: Beschreibung (Deutsch)' });
    await text.fill('Ruhe finden\n\nim Alltag');
    // Where the focus is when a button acts: in the text, never on the button.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { focusAtClick: seen });
      document.addEventListener('click', () => seen.push(document.activeElement?.tagName ?? ''), true);
    });

    // The caret in the last line: the list mark goes before the line, the caret stays in place.
    await text.press('Control+End');
    await text.press('ArrowLeft');
    await toolbar.getByRole('button', { name: 'Liste' }).click();
    await expect(text).toBeFocused();
    await page.keyboard.type('-');
    await expect(text).toHaveValue('Ruhe finden\n\n- im Allta-g');

    // A selection is wrapped; what is typed after the click lands in the text, once.
    await text.press('Control+Home');
    for (let i = 0; i < 4; i += 1) await text.press('Shift+ArrowRight');
    await toolbar.getByRole('button', { name: 'Fett' }).click();
    await expect(text).toHaveValue('**Ruhe** finden\n\n- im Allta-g');
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await expect(text).toHaveValue('**Ruhe** finden!\n\n- im Allta-g');
    expect(await page.evaluate(() => (window as unknown as { focusAtClick: string[] }).focusAtClick)).toEqual(
      ['TEXTAREA', 'TEXTAREA'],
    );

    // The browser's undo takes a formatting back, as it does typing.
    await page.keyboard.press('Control+Z');
    await expect(text).toHaveValue('**Ruhe** finden\n\n- im Allta-g');
    await page.keyboard.press('Control+Z');
    await expect(text).toHaveValue('Ruhe finden\n\n- im Allta-g');
  });

  test('an editor on a 390 px phone switches the edited language from anywhere in the form', async ({
    page,
    browser,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_SIGNED_IN);
    // The owner invites an editor; the editor accepts on their phone.
    await page.goto('/admin/users');
    await signIn(page);
    await page.getByRole('button', { name: 'Jemanden einladen' }).click();
    const invite = page.getByRole('dialog', { name: 'Jemanden einladen' });
    await invite.getByLabel('Name').fill('Rita Redaktion');
    await invite.getByLabel('E-Mail-Adresse').fill('rita@wegweiser.test');
    await invite.getByRole('button', { name: 'Einladung erstellen' }).click();
    const link = new URL(
      await page
        .getByRole('dialog', { name: 'Einladung erstellt' })
        .getByLabel('Einladungslink')
        .inputValue(),
    );

    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const editor = await phone.newPage();
    await editor.goto(link.pathname + link.search);
    await editor.getByLabel('Ihr Name').fill('Rita Redaktion');
    await editor.getByLabel('Passwort', { exact: true }).fill('ein stiller See am Morgen');
    await editor.getByRole('button', { name: 'Mein Konto anlegen' }).click();
    await expect(editor.getByRole('heading', { name: 'Hallo, Rita Redaktion' })).toBeVisible();
    // Editors edit content, but not the owner's screens.
    await expect(editor.getByRole('link', { name: 'Benutzer' })).toHaveCount(0);

    await editor.goto('/admin/content/services');
    await editor.getByRole('link', { name: 'Kommunikation & Beziehungen' }).click();
    const german = editor.getByRole('textbox', { name: TITLE_DE });
    await expect(german).toHaveValue('Kommunikation & Beziehungen');
    const select = editor.getByLabel('Sprache bearbeiten');
    await select.selectOption('fr');
    const french = editor.getByRole('textbox', { name: 'Titel: Französisch' });
    await expect(french).toHaveValue(/\S/);
    // The pair stacks on a phone: the French field below the German one, as wide.
    const [top, below] = [await german.boundingBox(), await french.boundingBox()];
    expect(below && top && below.y > top.y + top.height).toBe(true);
    expect(Math.round(below?.width ?? 0)).toBe(Math.round(top?.width ?? -1));
    expect(await editor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    // Far down the form, the language is still at hand, above the header's fold.
    const description = editor.getByRole('textbox', { name: /^Beschreibung: Französisch/ }).first();
    await description.scrollIntoViewIfNeeded();
    const bar = await select.boundingBox();
    expect(bar && bar.y >= 64 && bar.y + bar.height <= 844, 'language select in view').toBe(true);
    await select.selectOption('es');
    const spanish = editor.getByRole('textbox', { name: /^Beschreibung: Spanisch/ }).first();
    await expect(spanish).toBeVisible();
    await spanish.fill('Una descripción más clara para el equipo.');
    await editor.getByRole('button', { name: 'Entwurf speichern' }).tap();
    await expect(editor.getByText('Entwurf gespeichert.')).toBeVisible();
    await expect(editor.getByText(/^Zuletzt geändert .* von Rita Redaktion$/)).toBeVisible();
    await phone.close();
  });
});
