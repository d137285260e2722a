/** The translation report: a bar per language and every missing text linked to where it is fixed. */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { editor } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { resourceItems, SLOW, siteLanguages } from '../testing';

describe('the translation report', () => {
  it('shows each language’s completeness and links every missing text to its editor', async () => {
    apiServer.use(
      signedInAs(editor()),
      http.get(apiUrl('/admin/translations/'), () =>
        HttpResponse.json({
          results: [
            { language: 'de', total: 120, translated: 120, percent: 100 },
            { language: 'fr', total: 120, translated: 90, percent: 75 },
          ],
        }),
      ),
      http.get(apiUrl('/admin/translations/fr/'), () =>
        HttpResponse.json({
          language: 'fr',
          total: 120,
          translated: 90,
          percent: 75,
          missing: [
            {
              resource: 'managed-texts',
              key: 'hero_title',
              label: { de: 'hero_title' },
              field: 'content',
              status: 'published',
            },
            {
              resource: 'services',
              key: '7',
              label: { de: 'Karriere-Coaching' },
              field: 'title',
              status: 'changed',
            },
            {
              resource: 'seo',
              key: 'about',
              label: { de: 'Über mich' },
              field: 'page_title',
              status: 'draft',
            },
          ],
        }),
      ),
    );
    const view = renderConsole('/translations');
    const bar = await screen.findByRole('progressbar', { name: 'French: 75% translated' }, SLOW);
    expect(bar.getAttribute('value')).toBe('75');
    expect(screen.getByRole('progressbar', { name: 'German: 100% translated' })).toBeTruthy();
    await view.user.click(screen.getByRole('link', { name: /^French/ }));
    const list = await screen.findByRole('list', { name: 'Missing in French' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Translate content of hero_title', '/admin/texts?key=hero_title'],
      ['Translate title of Karriere-Coaching', '/admin/content/services/7'],
      ['Translate page_title of Über mich', '/admin/seo?page=about'],
    ]);
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('Services · title');
    // The link opens that text in the texts editor.
    apiServer.use(
      siteLanguages(),
      ...resourceItems('managed-texts', {
        hero_title: { content_type: 'hero_title', content: { de: 'Finde deinen Weg' } },
      }),
    );
    await view.user.click(links[0] as HTMLElement);
    await expect.poll(() => view.router.state.location.href).toBe('/texts?key=hero_title');
    const form = await screen.findByRole('form', { name: 'Edit text' }, SLOW);
    expect(await within(form).findByRole('textbox', { name: /^hero_title: ?German/ })).toBeTruthy();
  });

  it('says so when nothing is missing', async () => {
    apiServer.use(
      signedInAs(editor()),
      http.get(apiUrl('/admin/translations/'), () =>
        HttpResponse.json({ results: [{ language: 'en', total: 3, translated: 3, percent: 100 }] }),
      ),
      http.get(apiUrl('/admin/translations/en/'), () =>
        HttpResponse.json({ language: 'en', total: 3, translated: 3, percent: 100, missing: [] }),
      ),
    );
    renderConsole('/translations?language=en');
    expect(await screen.findByText('Nothing is missing in this language.', {}, SLOW)).toBeTruthy();
  });
});
