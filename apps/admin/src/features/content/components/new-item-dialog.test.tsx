/** The "new item" dialog: only the required fields, the slug suggested, the API's field errors, then the editor. */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { siteLanguage as language, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

const created = (document: Record<string, unknown>) => ({
  key: '12',
  version: 1,
  status: 'draft',
  document,
  published: null,
  updated_at: '2026-11-24T08:00:00.000Z',
  updated_by: { id: 'u-owner', name: 'Olga Owner' },
});

function setup(resource = 'services') {
  apiServer.use(
    signedInAs(owner()),
    http.get(apiUrl('/languages/'), () =>
      HttpResponse.json({
        count: 2,
        next: null,
        previous: null,
        // French is the default here: required texts are asked in it, not in German.
        results: [language('de', false, 1), language('fr', true, 0)],
      }),
    ),
    http.get(apiUrl(`/admin/${resource}/`), () => HttpResponse.json({ count: 0, results: [] })),
  );
  return renderConsole(`/content/${resource}`);
}

/** The first screen loads lazily; with the whole suite running on two cores that takes seconds. */
const SLOW = { timeout: 8_000 };

const openDialog = async (view: ReturnType<typeof setup>) => {
  await view.user.click(await screen.findByRole('button', { name: 'Create' }, SLOW));
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  // The site's languages arrive first: then the fields show.
  await within(dialog).findByRole('button', { name: 'Create draft' }, SLOW);
  return dialog;
};

describe('the new item dialog', () => {
  it('asks for exactly the required fields, a translatable one in the default language', async () => {
    const view = setup('packages');
    const dialog = await openDialog(view);
    const name = await within(dialog).findByRole('textbox', { name: 'Name (French)' });
    expect(name.getAttribute('lang')).toBe('fr');
    expect((within(dialog).getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value).toBe('0');
    expect(within(dialog).getByRole('textbox', { name: 'Address (slug)' })).toBeTruthy();
    // Price, name and slug only: nothing optional (short description, currency, …).
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(3);
  });

  it('checks the required fields before sending', async () => {
    const view = setup();
    const sent: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('/admin/services/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(created({}), { status: 201 });
      }),
    );
    const dialog = await openDialog(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    const title = await within(dialog).findByRole('textbox', { name: 'Title (French)' });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('This field is required.').length).toBe(2);
    expect(sent).toEqual([]);
  });

  it('shows the API’s field errors beside their fields, a language’s on its field', async () => {
    const view = setup();
    apiServer.use(
      http.post(apiUrl('/admin/services/'), () =>
        HttpResponse.json(
          {
            message: 'Please check the marked fields.',
            errors: { slug: ['This address is already taken.'], 'title.fr': ['Too long.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const dialog = await openDialog(view);
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Title (French)' }), 'Coaching');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    const slug = within(dialog).getByRole('textbox', { name: 'Address (slug)' });
    expect(await within(dialog).findByText('This address is already taken.')).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Too long.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Title (French)' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('suggests the slug from the title, sends the document and opens the new draft', async () => {
    const view = setup();
    const sent: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('/admin/services/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(created(body), { status: 201 });
      }),
      http.get(apiUrl('/admin/services/12/'), () =>
        HttpResponse.json(
          created({ title: { fr: 'Café für Führungskräfte' }, slug: 'cafe-fuer-fuehrungskraefte' }),
        ),
      ),
      // The new draft's editor lists its preview links: none yet.
      http.get(apiUrl('/admin/preview/'), () => HttpResponse.json({ results: [] })),
    );
    const dialog = await openDialog(view);
    await view.user.type(
      within(dialog).getByRole('textbox', { name: 'Title (French)' }),
      'Café für Führungskräfte',
    );
    const slug = within(dialog).getByRole('textbox', { name: 'Address (slug)' }) as HTMLInputElement;
    expect(slug.value).toBe('cafe-fuer-fuehrungskraefte');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/\/content\/services\/12$/));
    expect(sent).toEqual([{ title: { fr: 'Café für Führungskräfte' }, slug: 'cafe-fuer-fuehrungskraefte' }]);
    expect(await screen.findByText(/^No preview link is active/, {}, SLOW)).toBeTruthy();
  });

  it('keeps the slug the owner typed when the title changes afterwards', async () => {
    const view = setup();
    const dialog = await openDialog(view);
    const slug = within(dialog).getByRole('textbox', { name: 'Address (slug)' }) as HTMLInputElement;
    await view.user.type(slug, 'mein-weg');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Title (French)' }), 'Coaching');
    expect(slug.value).toBe('mein-weg');
  });
});
