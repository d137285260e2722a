/**
 * The translation report (decision 089): a bar per language for what the website shows, what waits
 * in drafts, and every missing text — grouped by where it is missing, named in words, an unedited
 * copy marked — linked to where it is fixed with that language being edited.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { editor, siteLanguage } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { resourceItems, SLOW } from '../testing';

const summary = (
  language: string,
  total: number,
  translated: number,
  percent: number,
  waiting = 0,
  drafts = 0,
) => ({
  language,
  total,
  translated,
  percent,
  awaiting_publish: waiting,
  missing_in_drafts: drafts,
});

const entry = (
  resource: string,
  key: string,
  label: string,
  field: string,
  state: 'missing' | 'draft_only' | 'awaiting_publish',
  status = 'published',
  copied_from: string | null = null,
) => ({ resource, key, label: { de: label }, field, status, state, copied_from });

describe('the translation report', () => {
  it('shows what the website shows per language, separates drafts and links each text to its editor in that language', async () => {
    apiServer.use(
      signedInAs(editor()),
      http.get(apiUrl('/admin/translations/'), () =>
        HttpResponse.json({
          results: [summary('de', 120, 120, 100), summary('fr', 120, 110, 91, 3, 2)],
        }),
      ),
      http.get(apiUrl('/admin/translations/fr/'), () =>
        HttpResponse.json({
          ...summary('fr', 120, 110, 91, 3, 2),
          missing: [
            entry('managed-texts', 'hero_title', 'hero_title', 'content', 'missing'),
            entry('services', '7', 'Karriere-Coaching', 'description', 'missing', 'published', 'de'),
            entry('packages', '2', 'Paket Start', 'features.0.text', 'draft_only', 'changed'),
            entry('seo', 'about', 'Über mich', 'page_title', 'awaiting_publish', 'changed'),
          ],
        }),
      ),
    );
    const view = renderConsole('/translations');
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'French: 91% translated on the website' },
      SLOW,
    );
    expect(bar.getAttribute('value')).toBe('91');
    expect(screen.getByRole('progressbar', { name: 'German: 100% translated on the website' })).toBeTruthy();
    const french = screen.getByRole('link', { name: /^French/ });
    expect(french.textContent).toContain('On the website: 91%');
    expect(french.textContent).toContain('110 of 120 texts on the website');
    expect(french.textContent).toContain('In drafts: 3 texts wait to be published');
    expect(french.textContent).toContain('In drafts: 2 texts still missing');
    expect(screen.getByRole('link', { name: /^German/ }).textContent).not.toContain('In drafts');
    await view.user.click(french);

    const onSite = await screen.findByRole('list', { name: 'Missing on the website (2)' });
    const links = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(links(onSite)).toEqual([
      [
        'Translate Text of Home page · introduction → Large heading at the top',
        '/admin/texts?key=hero_title&language=fr',
      ],
      ['Translate Description of Karriere-Coaching', '/admin/content/services/7?language=fr'],
    ]);
    // The field in words, not its code; an unedited copy says so.
    const service = within(onSite).getAllByRole('listitem')[1] as HTMLElement;
    expect(service.textContent).toContain('Services · Description');
    expect(service.textContent).toContain('copied from German, not changed yet');
    expect(service.querySelector('.font-mono')).toBeNull();
    const drafts = screen.getByRole('list', { name: 'Missing in drafts (1)' });
    expect(links(drafts)).toEqual([
      ['Translate Feature 1 of Paket Start', '/admin/content/packages/2?language=fr'],
    ]);
    expect(drafts.textContent).toContain('Packages · Feature 1');
    const waiting = screen.getByRole('list', { name: 'Translated in a draft, waiting to be published (1)' });
    expect(links(waiting)).toEqual([
      ['Open Über mich to publish Page title', '/admin/seo?page=about&language=fr'],
    ]);

    // The link opens that text in the texts editor with French beside German.
    apiServer.use(
      http.get(apiUrl('/languages/'), () =>
        HttpResponse.json({
          count: 3,
          next: null,
          previous: null,
          results: [siteLanguage('de', true, 0), siteLanguage('en', false, 1), siteLanguage('fr', false, 2)],
        }),
      ),
      ...resourceItems('managed-texts', {
        hero_title: { content_type: 'hero_title', content: { de: 'Finde deinen Weg' } },
      }),
    );
    await view.user.click(within(onSite).getAllByRole('link')[0] as HTMLElement);
    await expect.poll(() => view.router.state.location.href).toBe('/texts?key=hero_title&language=fr');
    const form = await screen.findByRole('form', { name: 'Edit text' }, SLOW);
    expect(
      await within(form).findByRole('textbox', { name: /^Large heading at the top: ?German/ }),
    ).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /^Large heading at the top: ?French/ })).toBeTruthy();
    expect(
      (within(form).getByRole('combobox', { name: 'Language to edit' }) as HTMLSelectElement).value,
    ).toBe('fr');
  });

  it('says so when nothing is missing', async () => {
    apiServer.use(
      signedInAs(editor()),
      http.get(apiUrl('/admin/translations/'), () =>
        HttpResponse.json({ results: [summary('en', 3, 3, 100)] }),
      ),
      http.get(apiUrl('/admin/translations/en/'), () =>
        HttpResponse.json({ ...summary('en', 3, 3, 100), missing: [] }),
      ),
    );
    renderConsole('/translations?language=en');
    expect(await screen.findByText('Nothing is missing in this language.', {}, SLOW)).toBeTruthy();
  });
});
