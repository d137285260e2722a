/** Managed texts: grouped by page, searched in every language, edited in two languages side by side. */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { editor } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { contentItem, resourceItems, SLOW, siteLanguages } from '../testing';

const texts: Record<string, Record<string, string>> = {
  hero_title: { de: 'Finde deinen Weg', en: 'Find your way' },
  footer_copyright: { de: 'Alle Rechte vorbehalten', fr: 'Tous droits réservés' },
};

const answers = (requests = { items: 0 }) => [
  signedInAs(editor()),
  siteLanguages(),
  ...resourceItems(
    'managed-texts',
    Object.fromEntries(Object.entries(texts).map(([key, content]) => [key, { content_type: key, content }])),
    requests,
  ),
];

describe('the managed texts page', () => {
  it('groups the texts by page, marks missing languages and finds French text, all in one request', async () => {
    const requests = { items: 0 };
    apiServer.use(...answers(requests));
    const view = renderConsole('/texts');
    expect(await screen.findByRole('heading', { name: 'Home page · introduction' }, SLOW)).toBeTruthy();
    const footer = screen.getByRole('heading', { name: 'Footer' }).closest('section') as HTMLElement;
    expect(
      within(footer).getByRole('link', {
        name: /^Last line \(\{year\} and \{site_name\} are filled in\) ?footer_copyright/,
      }).textContent,
    ).toContain('Missing: English, Spanish, Chinese');
    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'droits');
    expect(await screen.findByText('1 of 2 texts')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home page · introduction' })).toBeNull();
    // The list came with every text's document: no text was asked for on its own.
    expect(requests.items).toBe(0);
  });

  it('names each text in German by page and by what it is, the key small beside it', async () => {
    apiServer.use(...answers());
    apiServer.use(signedInAs(editor({ ui_language: 'de' })));
    const view = renderConsole('/texts?key=hero_title', { language: 'de' });
    const intro = (await screen.findByRole('heading', { name: 'Startseite · Einleitung' }, SLOW)).closest(
      'section',
    ) as HTMLElement;
    const link = within(intro).getByRole('link', { name: /^Große Überschrift oben/ });
    const [what, key] = [...link.querySelectorAll('span')].map((span) => span.textContent);
    expect([what, key]).toEqual(['Große Überschrift oben', 'hero_title']);
    expect(link.querySelectorAll('span')[1]?.className).toContain('text-xs');
    const form = await screen.findByRole('form', { name: 'Text bearbeiten' }, SLOW);
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe(
      'Text bearbeiten: Große Überschrift oben',
    );
    expect(
      await within(form).findByRole('textbox', { name: /^Große Überschrift oben: ?Deutsch/ }),
    ).toBeTruthy();
    // A search finds a text by what it is.
    await view.user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'große überschrift');
    expect(await screen.findByText('1 von 2 Texten')).toBeTruthy();
  });

  it('edits one text with the default language beside the edited one and saves only that language', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      ...answers(),
      http.patch(apiUrl('/admin/managed-texts/hero_title/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          ...contentItem('hero_title', { content_type: 'hero_title', content: texts.hero_title }, 4),
          status: 'changed',
        });
      }),
    );
    const view = renderConsole('/texts?key=hero_title');
    const form = await screen.findByRole('form', { name: 'Edit text' }, SLOW);
    const german = await within(form).findByRole('textbox', { name: /^Large heading at the top: ?German/ });
    const english = within(form).getByRole('textbox', { name: /^Large heading at the top: ?English/ });
    expect((german as HTMLTextAreaElement).value).toBe('Finde deinen Weg');
    await view.user.clear(english);
    await view.user.type(english, 'Find your own way');
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent).toEqual([{ content: { en: 'Find your own way' }, version: 3 }]);
  });

  it('marks a text copied from German and sends the mark with the save', async () => {
    const sent: unknown[] = [];
    const copied = [{ field: 'content', language: 'en', from: 'de' }];
    apiServer.use(
      ...answers(),
      http.patch(apiUrl('/admin/managed-texts/footer_copyright/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          ...contentItem(
            'footer_copyright',
            {
              content_type: 'footer_copyright',
              content: { ...texts.footer_copyright, en: 'Alle Rechte vorbehalten' },
            },
            4,
          ),
          status: 'changed',
          copied,
        });
      }),
    );
    const view = renderConsole('/texts?key=footer_copyright');
    const form = await screen.findByRole('form', { name: 'Edit text' }, SLOW);
    await view.user.selectOptions(
      await within(form).findByRole('combobox', {
        name: 'Copy “Last line ({year} and {site_name} are filled in) (English)” from another language',
      }),
      'de',
    );
    expect(within(form).getByText('copied from German')).toBeTruthy();
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => sent)
      .toEqual([{ content: { en: 'Alle Rechte vorbehalten' }, copied, version: 3 }]);
    expect(await within(form).findByText('copied from German')).toBeTruthy();
  });
});
