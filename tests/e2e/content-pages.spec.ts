/**
 * About, blog, career and legal pages (spec section 2 routes; section 7 calls) against the seeded
 * content: 4 qualifications and 2 locations, 3 blog posts in 3 categories, 2 job postings, the
 * privacy policy, imprint and terms. Accessibility of these pages and of /contact in both themes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { atTopAfterNavigation } from './support/waiting';

const POST = '/blog/die-kunst-nein-zu-sagen';
const JOB = '/career/systemischer-coach-honorarbasis';
const JOB_TITLE = 'Systemischer Coach (m/w/d) auf Honorarbasis';

/** Marks the window so a later check can prove the navigation stayed in the app. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);

test.describe('about', () => {
  test('shows the managed texts, qualifications, locations and an about_cta contact link', async ({
    page,
  }) => {
    await page.goto('/about');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Über mich');
    await expect(main).toContainText('Anna Weber – Coachin für Orientierung, Veränderung und Gelassenheit');
    // about_intro is markdown: its bold text is rendered as <strong>.
    await expect(
      main.locator('strong', { hasText: 'Sie sind die Expertin oder der Experte für Ihr Leben' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Mein Ansatz' })).toBeVisible();

    await expect(main.getByRole('heading', { level: 2, name: 'Ausbildung & Qualifikationen' })).toBeVisible();
    const qualifications = main.getByRole('heading', { level: 3 });
    for (const title of [
      'M.Sc. Psychologie',
      'Zertifizierte Systemische Coachin',
      'Professional Certified Coach (PCC)',
      'MBSR-Lehrerin (Achtsamkeitsbasierte Stressreduktion)',
    ]) {
      await expect(qualifications.filter({ hasText: title })).toHaveCount(1);
    }
    await expect(main).toContainText('Musteruniversität Berlin (Demo)');
    await expect(main).toContainText('2010');

    await expect(
      main.getByRole('heading', { level: 2, name: 'Coaching in Berlin und online' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'Praxis Berlin-Mitte' })).toBeVisible();
    await expect(main.locator('address')).toContainText('10115 Berlin');
    await expect(main.getByRole('heading', { level: 3, name: 'Online' })).toBeVisible();

    const contact = main.getByRole('link', { name: 'Kennenlerngespräch vereinbaren' });
    await expect(contact.first()).toHaveAttribute('href', '/contact?context=about_cta');
    // No about_logo in the seed: no image.
    await expect(main.locator('img')).toHaveCount(0);
  });
});

test.describe('blog', () => {
  test('list shows title, intro and post cards; a card opens the post in the app', async ({ page }) => {
    await page.goto('/blog');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(main).toContainText('Impulse, Übungen und Gedanken rund um berufliche Neuorientierung');
    const cards = main.locator('article');
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Die Kunst, Nein zu sagen');
    await expect(first).toContainText('Persönliche Entwicklung');
    await expect(first).toContainText('Wer nie Nein sagt, verliert den Kontakt zu den eigenen Bedürfnissen.');
    await expect(first.locator('time')).toHaveText('14. Juli 2026');
    await expect(first.locator('time')).toHaveAttribute('datetime', '2026-07-14T08:00:00.000Z');
    await expect(first).toContainText('2 Min. Lesezeit');

    await markWindow(page);
    await first.getByRole('link', { name: 'Die Kunst, Nein zu sagen' }).click();
    await expect(page).toHaveURL(POST);
    expect(await stillMarked(page)).toBe(true);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Die Kunst, Nein zu sagen');
    await expect(page).toHaveTitle('Die Kunst, Nein zu sagen | Wegweiser Coaching');
  });

  test('Back returns to where the visitor was on the page she landed on first', async ({ page }) => {
    // Spec section 2: on a route change the scroll position is restored when known — the first,
    // server-rendered page's too. (A post page has no SEO tag: no scroll to the top follows.)
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(POST);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const back = page.locator('main a[href="/blog"]').last();
    await back.scrollIntoViewIfNeeded();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const postPosition = await scrollY();
    expect(postPosition).toBeGreaterThan(200);

    await back.click();
    await expect(page).toHaveURL('/blog');
    await atTopAfterNavigation(page);
    await page.goBack();
    await expect(page).toHaveURL(POST);
    await expect.poll(scrollY).toBe(postPosition);
  });

  test('post shows meta line, markdown content and a back link', async ({ page }) => {
    await page.goto(POST);
    await expect(page).toHaveTitle('Die Kunst, Nein zu sagen | Wegweiser Coaching');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Die Kunst, Nein zu sagen');
    const meta = main.locator('header ul');
    await expect(meta).toContainText('von Anna Weber');
    await expect(meta.locator('time')).toHaveText('14. Juli 2026');
    await expect(meta).toContainText('2 Min. Lesezeit');
    await expect(meta.getByRole('link', { name: 'Persönliche Entwicklung' })).toHaveAttribute(
      'href',
      '/blog?category=persoenlichkeit',
    );
    // Markdown headings and lists, rendered on the server already.
    await expect(
      main.getByRole('heading', { level: 2, name: 'Warum uns das Nein so schwerfällt' }),
    ).toBeVisible();
    await expect(main.locator('.prose li').first()).toBeVisible();
    // No cover image in the seed.
    await expect(main.locator('img')).toHaveCount(0);

    await main.getByRole('link', { name: 'Alle Beiträge' }).first().click();
    await expect(page).toHaveURL('/blog');
    await expect(main.locator('article')).toHaveCount(3);
  });

  test('a first visit hydrates the server-rendered markdown without the renderer; in-app navigation loads it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(POST);
    const main = page.locator('main');
    const heading = main.getByRole('heading', { level: 2, name: 'Warum uns das Nein so schwerfällt' });
    await expect(heading).toBeVisible();
    await markWindow(page);
    // Hydrated: the back link navigates inside the app.
    await main.getByRole('link', { name: 'Alle Beiträge' }).first().click();
    await expect(page).toHaveURL('/blog');
    expect(await stillMarked(page)).toBe(true);
    expect(scripts.filter((url) => url.includes('markdown-renderer'))).toEqual([]);

    // Another post: its markdown was not in the first page, so the renderer loads now.
    await main.locator(`article a[href^="/blog/"]:not([href="${POST}"])`).first().click();
    await expect(page).not.toHaveURL(POST);
    await expect(main.locator('[data-markdown] p').first()).toBeVisible();
    expect(scripts.filter((url) => url.includes('markdown-renderer'))).toHaveLength(1);
    expect(await stillMarked(page)).toBe(true);
  });

  test('the server renders the post markdown and the meta description', async ({ request }) => {
    const html = await (await request.get(POST)).text();
    expect(html).toContain('<h2>Warum uns das Nein so schwerfällt</h2>');
    expect(html).toMatch(/<meta name="description" content="Wer nie Nein sagt, verliert den Kontakt/);
  });

  test('the category filter changes the list and the URL and asks the API for category and language', async ({
    page,
  }) => {
    await page.goto('/blog');
    const main = page.locator('main');
    const filter = main.getByRole('navigation', { name: 'Themen' });
    await expect(filter.getByRole('link', { name: 'Alle Themen' })).toHaveAttribute('aria-current', 'page');

    await markWindow(page);
    const listRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/blog/');
    await filter.getByRole('link', { name: 'Stress & Resilienz' }).click();
    await expect(page).toHaveURL('/blog?category=resilienz');
    const query = new URL((await listRequest).url()).searchParams;
    expect(query.get('category')).toBe('resilienz');
    expect(query.get('language')).toBe('de');
    expect(await stillMarked(page)).toBe(true);

    await expect(main.locator('article')).toHaveCount(1);
    await expect(main.locator('article h2')).toHaveText(
      'Resilienz im Alltag: Kleine Routinen mit großer Wirkung',
    );
    await expect(filter.getByRole('link', { name: 'Stress & Resilienz' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await filter.getByRole('link', { name: 'Alle Themen' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(main.locator('article')).toHaveCount(3);

    // The back button restores the filtered list.
    await page.goBack();
    await expect(page).toHaveURL('/blog?category=resilienz');
    await expect(main.locator('article')).toHaveCount(1);
  });

  test('a filtered list link renders filtered on the server', async ({ request }) => {
    const html = await (await request.get('/blog?category=karriere')).text();
    expect(html).toContain('5 Anzeichen, dass es Zeit für eine berufliche Veränderung ist');
    expect(html).not.toContain('Die Kunst, Nein zu sagen');
  });

  test('pagination appears when the API reports further pages', async ({ page }) => {
    // Three posts fit one page; pretend the API has a second one.
    await page.route(/\/api\/blog\/\?/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, next: '/api/blog/?category=karriere&language=de&page=2', previous: null },
      });
    });
    await page.goto('/blog');
    await page
      .locator('main')
      .getByRole('navigation', { name: 'Themen' })
      .getByRole('link', { name: 'Karriere & Beruf' })
      .click();
    const pagination = page.getByRole('navigation', { name: 'Seitennavigation' });
    await expect(pagination.getByRole('link', { name: 'Ältere Beiträge' })).toHaveAttribute(
      'href',
      '/blog?category=karriere&page=2',
    );
    await expect(pagination).toContainText('Seite 1');
  });

  test('dates and reading time follow the language', async ({ page }) => {
    await page.goto('/blog?lang=en');
    const first = page.locator('main article').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('The Art of Saying No');
    await expect(first.locator('time')).toHaveText('14 July 2026');
    await expect(first).toContainText('2 min read');
  });

  for (const path of ['/blog/no-such-post', '/blog/3']) {
    test(`${path} answers 404 with a not-found message`, async ({ page, request, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/);
      expect((await request.get(path)).status()).toBe(404);
      await page.goto(path);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(
        'Beitrag nicht gefunden',
      );
      await expect(page.locator('main').getByRole('link', { name: 'Alle Beiträge' })).toHaveAttribute(
        'href',
        '/blog',
      );
    });
  }
});

test.describe('career', () => {
  test('list shows job cards with location, employment type and remote', async ({ page }) => {
    await page.goto('/career');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Karriere');
    const cards = main.locator('article');
    await expect(cards).toHaveCount(2);
    const coach = cards.filter({ hasText: JOB_TITLE });
    await expect(coach).toContainText('Berlin / remote');
    await expect(coach).toContainText('Freiberuflich');
    await expect(coach).toContainText('Remote möglich');
    const assistant = cards.filter({ hasText: 'Assistenz der Praxisleitung' });
    await expect(assistant).toContainText('Teilzeit');
    await expect(assistant).not.toContainText('Remote möglich');

    const filter = main.getByRole('navigation', { name: 'Bereiche' });
    await filter.getByRole('link', { name: 'Coaching' }).click();
    await expect(page).toHaveURL('/career?category=coaching');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(JOB_TITLE);
  });

  test('post shows the facts, markdown content and an apply link with context career_post', async ({
    page,
  }) => {
    await page.goto('/career');
    await markWindow(page);
    await page.locator('main').getByRole('link', { name: JOB_TITLE }).click();
    await expect(page).toHaveURL(JOB);
    expect(await stillMarked(page)).toBe(true);
    await expect(page).toHaveTitle(`${JOB_TITLE} | Wegweiser Coaching`);

    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(JOB_TITLE);
    const facts = main.locator('dl');
    await expect(facts).toContainText('StandortBerlin / remote');
    await expect(facts).toContainText('AnstellungsartFreiberuflich');
    await expect(facts).toContainText('ArbeitsmodellRemote möglich');
    await expect(facts).toContainText('Bewerbung bis31. Januar 2027');
    await expect(main.getByRole('heading', { level: 2, name: 'Ihre Aufgaben' })).toBeVisible();

    const apply = main.getByRole('link', { name: 'Jetzt bewerben' }).first();
    const href = (await apply.getAttribute('href')) ?? '';
    const url = new URL(href, 'http://site');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('context')).toBe('career_post');
    expect(url.searchParams.get('post_title')).toBe(JOB_TITLE);
    expect(href).toContain('context=career_post&post_title=');

    await apply.click();
    await expect(page).toHaveURL(/\/contact\?context=career_post&post_title=/);
    await expect(main).toContainText(`Ihre Bewerbung auf: ${JOB_TITLE}`);
  });

  test('employment types are translated', async ({ page }) => {
    await page.goto(`${JOB}?lang=en`);
    const facts = page.locator('main dl');
    await expect(facts).toContainText('Employment typeFreelance');
    await expect(facts).toContainText('Apply by31 January 2027');
  });

  test('an unknown job answers 404', async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    expect((await request.get('/career/no-such-job')).status()).toBe(404);
    await page.goto('/career/no-such-job');
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Stelle nicht gefunden');
  });
});

test.describe('legal pages', () => {
  for (const [path, title, heading] of [
    ['/legal/privacy', 'Datenschutzerklärung', '1. Verantwortliche'],
    ['/legal/imprint', 'Impressum', 'Angaben gemäß § 5 DDG'],
    ['/legal/terms', 'Allgemeine Geschäftsbedingungen', undefined],
  ] as const) {
    test(`${path} shows its title, last update and markdown headings`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Wegweiser Coaching`);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.locator('header')).toContainText(/Zuletzt aktualisiert am \d{1,2}\. \p{L}+ \d{4}/u);
      const headings = main.locator('.prose h2');
      expect(await headings.count()).toBeGreaterThan(2);
      if (heading) await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(
        main.getByRole('navigation', { name: 'Rechtliche Seiten' }).getByRole('link', { name: 'Impressum' }),
      ).toHaveAttribute('href', '/legal/imprint');
    });
  }

  test('moving between legal pages stays in the app and updates the title', async ({ page }) => {
    await page.goto('/legal/privacy');
    await markWindow(page);
    await page
      .getByRole('navigation', { name: 'Rechtliche Seiten' })
      .getByRole('link', { name: 'Impressum' })
      .click();
    await expect(page).toHaveURL('/legal/imprint');
    await expect(page.locator('main h1')).toHaveText('Impressum');
    await expect(page).toHaveTitle('Impressum | Wegweiser Coaching');
    expect(await stillMarked(page)).toBe(true);
  });

  for (const path of ['/legal/unknown', '/legal/1']) {
    test(`${path} answers 404`, async ({ page, request, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/);
      expect((await request.get(path)).status()).toBe(404);
      await page.goto(path);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(
        'Seite nicht gefunden',
      );
      await expect(page.locator('main').getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
        'href',
        '/legal/privacy',
      );
    });
  }
});
