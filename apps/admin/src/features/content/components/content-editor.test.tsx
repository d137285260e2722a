/**
 * The content editor: fallback marks, copy from a language (marked as a copy until edited), the
 * language a link asks for, saving only changes, 409, publish, discard, history, markdown, preview.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { siteLanguage as language, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

const languages = () =>
  http.get(apiUrl('/languages/'), () =>
    HttpResponse.json({
      count: 3,
      next: null,
      previous: null,
      results: [language('de', true, 0), language('en', false, 1), language('fr', false, 2)],
    }),
  );

const service = (overrides: Record<string, unknown> = {}, version = 3, status = 'published') => ({
  key: '7',
  version,
  status,
  document: {
    slug: 'karriere-coaching',
    title: { de: 'Karriere-Coaching', en: 'Career coaching' },
    short_description: { de: 'Kurz' },
    description: { de: 'Text' },
    ...overrides,
  },
  published: null,
  updated_at: '2026-11-24T08:00:00.000Z',
  updated_by: { id: 'u-owner', name: 'Olga Owner' },
});

const servicesList = () =>
  http.get(apiUrl('/admin/services/'), () => HttpResponse.json({ count: 0, results: [] }));

/** The history's answer: `[version, live]` per revision, newest first. */
const revisionsOf = (...entries: [number, boolean][]) =>
  http.get(apiUrl('/admin/services/7/revisions/'), () =>
    HttpResponse.json({
      results: entries.map(([version, live]) => ({
        version,
        published_at: '2026-11-23T10:00:00.000Z',
        published_by: { id: 'u', name: 'Olga Owner' },
        deleted: false,
        live,
      })),
    }),
  );

/** Version 2 of the service: its fields changed from `previous` to `document` (over the base service). */
const revisionTwo = (document: Record<string, unknown>, previous: Record<string, unknown>) =>
  http.get(apiUrl('/admin/services/7/revisions/2/'), () =>
    HttpResponse.json({
      version: 2,
      published_at: '2026-11-23T10:00:00.000Z',
      published_by: { id: 'u', name: 'Olga Owner' },
      deleted: false,
      live: false,
      document: service(document).document,
      previous: service(previous).document,
    }),
  );

/** The item's preview links that still work. */
const previewLinksOf = (...links: Record<string, unknown>[]) =>
  http.get(apiUrl('/admin/preview/'), () => HttpResponse.json({ results: links }));

const previewLink = (id: string, language: string | null, name = 'Olga Owner') => ({
  id,
  resource: 'services',
  key: '7',
  path: '/services/karriere-coaching',
  language,
  created_by: { id: 'u-owner', name },
  created_at: '2026-11-24T08:00:00.000Z',
  expires_at: '2026-11-25T08:00:00.000Z',
});

function setup(item: object = service(), path = '/content/services/7') {
  apiServer.use(
    signedInAs(owner()),
    languages(),
    servicesList(),
    previewLinksOf(),
    http.get(apiUrl('/admin/services/7/'), () => HttpResponse.json(item)),
  );
  return renderConsole(path);
}

/** Answers each PATCH with `answer` and keeps what was sent. */
function recordPatches(answer: (body: Record<string, unknown>) => object) {
  const sent: Record<string, unknown>[] = [];
  apiServer.use(
    http.patch(apiUrl('/admin/services/7/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
  return sent;
}

describe('the content editor', () => {
  it('shows the default language beside the edited one and marks what falls back', async () => {
    setup();
    const german = await screen.findByRole('textbox', {
      name: 'Short description: German · default language',
    });
    expect((german as HTMLInputElement).value).toBe('Kurz');
    // English is edited first (the first language that is not the default): no text, falls back.
    const english = screen.getByRole('textbox', { name: 'Short description: English' });
    expect((english as HTMLTextAreaElement).value).toBe('');
    expect(english.getAttribute('aria-describedby')).toMatch(/fallback/);
    const group = english.closest('fieldset') as HTMLElement;
    expect(within(group).getByText('falls back to German')).toBeTruthy();
    // The title has English: no mark there.
    const title = screen.getByRole('textbox', { name: 'Title: English' });
    expect(within(title.closest('fieldset') as HTMLElement).queryByText('falls back to German')).toBeNull();
  });

  it('copies a field from another language, marks it as a copy and saves that change with the mark', async () => {
    const view = setup();
    const copiedMark = [{ field: 'short_description', language: 'en', from: 'de' }];
    const sent = recordPatches(() => ({
      ...service({ short_description: { de: 'Kurz', en: 'Kurz' } }, 4, 'changed'),
      copied: copiedMark,
    }));
    const copy = await screen.findByRole('combobox', {
      name: 'Copy “Short description (English)” from another language',
    });
    await view.user.selectOptions(copy, 'de');
    const english = screen.getByRole('textbox', {
      name: 'Short description: English',
    }) as HTMLTextAreaElement;
    expect(english.value).toBe('Kurz');
    const group = english.closest('fieldset') as HTMLElement;
    expect(within(group).getByText('copied from German')).toBeTruthy();
    expect(english.getAttribute('aria-describedby')).toMatch(/copied/);
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ version: 3, short_description: { en: 'Kurz' }, copied: copiedMark });
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(screen.getByText('Changed')).toBeTruthy();
    // The API's answer keeps the mark: it is still a copy.
    expect(within(group).getByText('copied from German')).toBeTruthy();
  });

  it('shows the marks the API answers; an edited copy loses its mark, "Right as it is" takes one away', async () => {
    const item = {
      ...service(
        {
          title: { de: 'Karriere-Coaching', en: 'Karriere-Coaching' },
          short_description: { de: 'Kurz', en: 'Kurz' },
        },
        4,
        'changed',
      ),
      copied: [
        { field: 'title', language: 'en', from: 'de' },
        { field: 'short_description', language: 'en', from: 'de' },
      ],
    };
    const view = setup(item);
    const title = (await screen.findByRole('textbox', { name: 'Title: English' })) as HTMLInputElement;
    const titleGroup = title.closest('fieldset') as HTMLElement;
    expect(within(titleGroup).getByText('copied from German')).toBeTruthy();
    const short = screen.getByRole('textbox', { name: 'Short description: English' });
    const shortGroup = short.closest('fieldset') as HTMLElement;
    expect(within(shortGroup).getByText('copied from German')).toBeTruthy();
    // Nothing changed yet: nothing to save.
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Nothing to save.')).toBeTruthy();

    await view.user.type(title, ' für Führungskräfte');
    expect(within(titleGroup).queryByText('copied from German')).toBeNull();
    await view.user.click(
      within(shortGroup).getByRole('button', {
        name: '“Short description (English)” is right as copied: count it as translated',
      }),
    );
    expect(within(shortGroup).queryByText('copied from German')).toBeNull();
    const sent = recordPatches(() => ({ ...item, version: 5, copied: [] }));
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      version: 4,
      title: { en: 'Karriere-Coaching für Führungskräfte' },
      copied: [{ field: 'short_description', language: 'en', from: null }],
    });
  });

  it('edits the language a link asks for (?language=fr) and previews in it; an unknown one is ignored', async () => {
    const view = setup(service(), '/content/services/7?language=fr');
    expect(await screen.findByRole('textbox', { name: 'Title: French' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title: English' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Language to edit' }) as HTMLSelectElement).value).toBe(
      'fr',
    );
    const made: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('/admin/preview/'), async ({ request }) => {
        made.push(await request.json());
        return HttpResponse.json(
          {
            ...previewLink('l-9', 'fr'),
            url: 'http://localhost:3000/services/karriere-coaching?lang=fr&preview=y',
          },
          { status: 201 },
        );
      }),
    );
    const tab = { opener: {}, location: { href: '' }, close: () => undefined };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await view.user.click(screen.getByRole('button', { name: /Preview on the website/ }));
    await waitFor(() => expect(tab.location.href).toContain('lang=fr'));
    expect(made).toEqual([
      { resource: 'services', key: '7', path: '/services/karriere-coaching', language: 'fr' },
    ]);
    view.unmount();

    setup(service(), '/content/services/7?language=xx');
    expect(await screen.findByRole('textbox', { name: 'Title: English' })).toBeTruthy();
  });

  it('sends null for a language whose text was removed', async () => {
    const view = setup();
    const sent: unknown[] = [];
    apiServer.use(
      http.patch(apiUrl('/admin/services/7/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(service({ title: { de: 'Karriere-Coaching' } }, 4, 'changed'));
      }),
    );
    await view.user.clear(await screen.findByRole('textbox', { name: 'Title: English' }));
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toEqual([{ version: 3, title: { en: null } }]));
  });

  it('on a 409 shows both versions and keeps mine on the new version', async () => {
    const view = setup();
    const sent: { version: number }[] = [];
    const current = service({ title: { de: 'Neu von Eddie', en: 'Career coaching' } }, 5, 'changed');
    apiServer.use(
      http.patch(apiUrl('/admin/services/7/'), async ({ request }) => {
        const body = (await request.json()) as { version: number };
        sent.push(body);
        return body.version === 3
          ? HttpResponse.json({ message: 'Changed meanwhile.', current }, { status: 409 })
          : HttpResponse.json(service({ title: { de: 'Meins', en: 'Career coaching' } }, 6, 'changed'));
      }),
    );
    const german = await screen.findByRole('textbox', { name: 'Title: German · default language' });
    await view.user.clear(german);
    await view.user.type(german, 'Meins');
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this in the meantime' });
    const row = within(dialog).getByRole('row', { name: /Title \(German\)/ });
    expect(row.textContent).toContain('Neu von Eddie');
    expect(row.textContent).toContain('Meins');
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ version: 5, title: { de: 'Meins' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on a 409 takes the current version when asked, dropping my typing', async () => {
    const view = setup();
    const current = service({ title: { de: 'Neu von Eddie', en: 'Career coaching' } }, 5, 'changed');
    apiServer.use(
      http.patch(apiUrl('/admin/services/7/'), () =>
        HttpResponse.json({ message: 'Changed meanwhile.', current }, { status: 409 }),
      ),
    );
    const german = await screen.findByRole('textbox', { name: 'Title: German · default language' });
    await view.user.type(german, ' X');
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Take the current version' }));
    expect(
      (screen.getByRole('textbox', { name: 'Title: German · default language' }) as HTMLInputElement).value,
    ).toBe('Neu von Eddie');
  });

  it('publishes with the version and discards a draft after asking', async () => {
    const view = setup(service({}, 4, 'changed'));
    const published: unknown[] = [];
    const discarded: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('/admin/services/7/publish/'), async ({ request }) => {
        published.push(await request.json());
        return HttpResponse.json(service({}, 5, 'published'));
      }),
      // As the API answers: 204, then the item as it is live again.
      http.post(apiUrl('/admin/services/7/discard/'), async ({ request }) => {
        discarded.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    apiServer.use(
      http.get(apiUrl('/admin/services/7/'), () => HttpResponse.json(service({}, 3, 'published'))),
    );
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard draft' }),
    );
    await waitFor(() => expect(discarded).toEqual([{ version: 4 }]));
    expect(await screen.findByText('Draft discarded.')).toBeTruthy();
    const german = screen.getByRole('textbox', { name: 'Title: German · default language' });
    await view.user.type(german, '!');
    apiServer.use(
      http.patch(apiUrl('/admin/services/7/'), () => HttpResponse.json(service({}, 4, 'changed'))),
    );
    await view.user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toEqual([{ version: 4 }]));
    expect(await screen.findByText('Published: the website shows it now.')).toBeTruthy();
  });

  it('discarding a never-published item says it deletes it, then deletes it and goes back to the list', async () => {
    const item = { ...service({}, 1, 'draft'), key: 'new-3c1f' };
    apiServer.use(
      signedInAs(owner()),
      previewLinksOf(),
      languages(),
      servicesList(),
      http.get(apiUrl('/admin/services/new-3c1f/'), () => HttpResponse.json(item)),
    );
    const view = renderConsole('/content/services/new-3c1f');
    const discarded: unknown[] = [];
    // Discard stands in for Delete: both would delete a draft that was never published.
    await view.user.click(await screen.findByRole('button', { name: 'Discard new item' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this new item?' });
    expect(dialog.textContent).toContain('discarding deletes it, and nothing of it is kept in the history');
    apiServer.use(
      http.post(apiUrl('/admin/services/new-3c1f/discard/'), async ({ request }) => {
        discarded.push(await request.json());
        apiServer.use(
          http.get(apiUrl('/admin/services/new-3c1f/'), () =>
            HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
          ),
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Discard new item' }));
    await waitFor(() => expect(discarded).toEqual([{ version: 1 }]));
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/\/content\/services\/?$/));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what a revision changed, per language, and restores it as a draft after showing what changes', async () => {
    const view = setup();
    const restored: unknown[] = [];
    apiServer.use(
      revisionsOf([3, true], [2, false]),
      revisionTwo({ title: { de: 'Alt', fr: 'Ancien' } }, { title: { de: 'Älter' } }),
      http.post(apiUrl('/admin/services/7/revisions/2/restore/'), async ({ request }) => {
        restored.push(await request.json());
        return HttpResponse.json(service({ title: { de: 'Alt', fr: 'Ancien' } }, 4, 'changed'));
      }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'History' }));
    await view.user.click(await screen.findByRole('button', { name: /^Show changes ?\(Version 2\)$/ }));
    const table = await screen.findByRole('table', { name: 'What version 2 changed' });
    expect(within(table).getByRole('row', { name: /Title \(German\)/ }).textContent).toContain('Älter');
    expect(within(table).getByRole('row', { name: /Title \(French\)/ }).textContent).toContain('Ancien');
    await view.user.click(screen.getByRole('button', { name: /^Restore this version ?\(Version 2\)$/ }));
    // Issue 24 point 3: first the question, saying it becomes a draft and what changes per language
    // — the English title, newer than version 2, would be emptied; nothing is sent yet.
    const question = await screen.findByRole('dialog', { name: 'Restore version 2 as a draft?' });
    expect(question.textContent).toContain('nothing changes on the website until you publish');
    const changes = await within(question).findByRole('table', { name: 'What restoring version 2 changes' });
    const row = (name: RegExp) => within(changes).getByRole('row', { name }).textContent;
    expect(row(/Title \(German\)/)).toContain('Karriere-Coaching');
    expect(row(/Title \(German\)/)).toContain('Alt');
    expect(row(/Title \(English\)/)).toContain('Career coaching');
    expect(row(/Title \(French\)/)).toContain('Ancien');
    expect(restored).toEqual([]);
    await view.user.click(within(question).getByRole('button', { name: 'Restore as draft' }));
    await waitFor(() => expect(restored).toEqual([{ version: 3 }]));
    expect(
      await screen.findByText('Version 2 is now your draft. The website shows it once you publish.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByText('Changed').length).toBeGreaterThan(0);
  });

  it('names a changed choice in words in the comparisons, never by its code (issue 24 point 7)', async () => {
    const view = setup(service({ icon: 'TrophyIcon' }));
    apiServer.use(
      revisionsOf([3, true], [2, false]),
      revisionTwo({ icon: 'BriefcaseIcon' }, { icon: 'TrophyIcon' }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'History' }));
    await view.user.click(await screen.findByRole('button', { name: /^Show changes ?\(Version 2\)$/ }));
    const table = await screen.findByRole('table', { name: 'What version 2 changed' });
    const icon = within(table).getByRole('row', { name: /^Icon/ }).textContent ?? '';
    expect(icon).toContain('Trophy');
    expect(icon).toContain('Briefcase');
    expect(icon).not.toMatch(/TrophyIcon|BriefcaseIcon/);
  });

  it('marks the live version and offers no restore for it; a note says when a draft differs from it', async () => {
    const view = setup(service({}, 4, 'changed'));
    apiServer.use(revisionsOf([3, true], [2, false]));
    await view.user.click(await screen.findByRole('button', { name: 'History' }));
    const items = await screen.findAllByRole('listitem');
    const [live, older] = items.filter((item) => /^Version \d/.test(item.textContent ?? ''));
    if (!live || !older) throw new Error('two revisions expected');
    expect(live.getAttribute('aria-current')).toBe('true');
    expect(within(live).getByText('Live now')).toBeTruthy();
    expect(within(live).queryByRole('button', { name: /^Restore this version/ })).toBeNull();
    expect(live.textContent).toContain('An unpublished draft differs from it');
    expect(live.textContent).toContain('This version is already live. To go back to it, discard the draft.');
    // The older one is not live: no mark, and its restore is there.
    expect(older.getAttribute('aria-current')).toBeNull();
    expect(within(older).queryByText('Live now')).toBeNull();
    expect(within(older).getByRole('button', { name: /^Restore this version ?\(Version 2\)$/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Restore this version/ })).toHaveLength(1);
  });

  it('says "Jetzt online" in German and, without a draft, why the live version has no restore', async () => {
    apiServer.use(
      signedInAs(owner({ ui_language: 'de' })),
      previewLinksOf(),
      languages(),
      servicesList(),
      http.get(apiUrl('/admin/services/7/'), () => HttpResponse.json(service())),
      revisionsOf([3, true], [2, false]),
    );
    const view = renderConsole('/content/services/7');
    await view.user.click(await screen.findByRole('button', { name: 'Verlauf' }));
    const live = (await screen.findByText('Jetzt online')).closest('li') as HTMLElement;
    expect(live.textContent).toContain('Version 3');
    expect(live.textContent).toContain(
      'Diese Version ist schon online: wiederherstellen würde nichts ändern.',
    );
    expect(live.textContent).not.toContain('Entwurf weicht');
    expect(screen.getAllByRole('button', { name: /^Diese Version wiederherstellen/ })).toHaveLength(1);
  });

  it('refuses markdown nested too deep beside its field, naming the limit, and sends nothing', async () => {
    const view = setup();
    const sent: unknown[] = [];
    apiServer.use(
      http.patch(apiUrl('/admin/services/7/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(service({}, 4, 'changed'));
      }),
    );
    const area = await screen.findByRole('textbox', { name: 'Description: German · default language' });
    await view.user.clear(area);
    await view.user.click(area);
    await view.user.paste(`Text\n${'> '.repeat(30)}zu tief`);
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'This text is nested too deeply: at most 20 quotes (>) and lists inside each other, line 2 has 30.',
      ),
    ).toBeTruthy();
    expect((area as HTMLTextAreaElement).value).toContain('zu tief');
    expect(sent).toEqual([]);
  });

  it('formats markdown from the toolbar and never renders a script in the preview', async () => {
    const view = setup(service({ description: { de: 'Hallo <script>alert(1)</script>' } }));
    const preview = await screen.findByRole('region', {
      name: 'Preview of “Description (German)” as the website shows it',
    });
    await waitFor(() => expect(preview.textContent).toContain('Hallo'));
    expect(preview.querySelector('script')).toBeNull();
    const area = screen.getByRole('textbox', {
      name: 'Description: German · default language',
    }) as HTMLTextAreaElement;
    area.setSelectionRange(0, 5);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Description (German)' });
    await view.user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(area.value.startsWith('**Hallo**')).toBe(true);
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('Hallo'));
  });

  it('makes a preview link for this item and page, lists the links that work and ends one at once', async () => {
    const view = setup();
    const made: unknown[] = [];
    const ended: string[] = [];
    let links = [previewLink('l-1', 'fr'), previewLink('l-2', null, 'Eddie Editor')];
    apiServer.use(
      http.get(apiUrl('/admin/preview/'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect([query.get('resource'), query.get('key')]).toEqual(['services', '7']);
        return HttpResponse.json({ results: links });
      }),
      http.post(apiUrl('/admin/preview/'), async ({ request }) => {
        made.push(await request.json());
        links = [...links, previewLink('l-3', 'en')];
        return HttpResponse.json(
          {
            ...previewLink('l-3', 'en'),
            url: 'http://localhost:3000/services/karriere-coaching?lang=en&preview=x',
          },
          { status: 201 },
        );
      }),
      http.delete(apiUrl('/admin/preview/:id/'), ({ params }) => {
        ended.push(String(params.id));
        links = links.filter((link) => link.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Preview links' });
    expect(await within(panel).findByText('In French')).toBeTruthy();
    expect(within(panel).getByText('In the visitor’s language')).toBeTruthy();
    expect(within(panel).getByText(/^Made by Eddie Editor on .+ · works until .+/)).toBeTruthy();

    const tab = { opener: {}, location: { href: '' }, close: () => undefined };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await view.user.click(screen.getByRole('button', { name: /Preview on the website/ }));
    await waitFor(() => expect(tab.location.href).toContain('preview=x'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    // English is the language being edited: the link is made for it, for this item and its page.
    expect(made).toEqual([
      { resource: 'services', key: '7', path: '/services/karriere-coaching', language: 'en' },
    ]);
    expect(await within(panel).findByText('In English')).toBeTruthy();

    const [first] = within(panel).getAllByRole('button', { name: /^End link/ });
    await view.user.click(first as HTMLElement);
    expect(await within(panel).findByText('The link is ended: it no longer shows anything.')).toBeTruthy();
    expect(ended).toEqual(['l-1']);
    await waitFor(() => expect(within(panel).queryByText('In French')).toBeNull());
  });

  it('says when the links cannot be loaded, tries again, and says when none is active', async () => {
    const view = setup();
    let failing = true;
    apiServer.use(
      http.get(apiUrl('/admin/preview/'), () =>
        failing
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ results: [] }),
      ),
    );
    const panel = await screen.findByRole('region', { name: 'Preview links' });
    const alert = await within(panel).findByRole('alert', {}, { timeout: 10_000 });
    failing = false;
    await view.user.click(within(alert).getByRole('button'));
    expect(
      await within(panel).findByText(
        'No preview link is active. “Preview on the website” makes one that works for 24 hours.',
      ),
    ).toBeTruthy();
  });
});
