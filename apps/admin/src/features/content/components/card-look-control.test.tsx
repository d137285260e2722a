/**
 * How the card looks (decision 098): the choice Symbol / Bild beside the icon picker or the card
 * picture, the icons named in the console's language, and the preview following the spec's rule.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { siteLanguage as language, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

const service = (overrides: Record<string, unknown> = {}, version = 3) => ({
  key: '7',
  version,
  status: 'published',
  document: {
    slug: 'karriere-coaching',
    title: { de: 'Karriere-Coaching', en: 'Career coaching' },
    short_description: { de: 'Kurz und klar', en: 'Short and clear' },
    icon: 'AcademicCapIcon',
    image: null,
    card_image_url: null,
    use_image_instead_of_icon: false,
    is_premium_styled: false,
    ...overrides,
  },
  published: null,
  updated_at: '2026-11-24T08:00:00.000Z',
  updated_by: { id: 'u-owner', name: 'Olga Owner' },
});

function setup(item: object, consoleLanguage: 'de' | 'en' = 'de') {
  apiServer.use(
    signedInAs(owner({ ui_language: consoleLanguage })),
    http.get(apiUrl('/languages/'), () =>
      HttpResponse.json({
        count: 2,
        next: null,
        previous: null,
        results: [language('de', true, 0), language('en', false, 1)],
      }),
    ),
    http.get(apiUrl('/admin/services/'), () => HttpResponse.json({ count: 0, results: [] })),
    http.get(apiUrl('/admin/preview/'), () => HttpResponse.json({ results: [] })),
    http.get(apiUrl('/admin/services/7/'), () => HttpResponse.json(item)),
  );
  return renderConsole('/content/services/7', { language: consoleLanguage });
}

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

const preview = () => screen.getByRole('figure', { name: /Vorschau der Karte/ });

describe('how the card looks', () => {
  it('saves "Bild" with the chosen card picture: use_image_instead_of_icon and card_image_url', async () => {
    const view = setup(service());
    const sent = recordPatches(() =>
      service({ use_image_instead_of_icon: true, card_image_url: '/media/library/12.jpg' }, 4),
    );
    const choice = await screen.findByRole('group', { name: 'Darstellung auf der Karte' });
    expect((within(choice).getByRole('radio', { name: 'Symbol' }) as HTMLInputElement).checked).toBe(true);
    await view.user.click(within(choice).getByRole('radio', { name: 'Bild' }));
    // No picture yet: the site still draws the icon, and the console says so.
    expect(screen.getByText(/Die Karte zeigt das Symbol, bis ein Bild gewählt ist/)).toBeTruthy();
    await view.user.click(await screen.findByRole('textbox', { name: 'Bild auf der Karte: Adresse' }));
    await view.user.paste('/media/library/12.jpg');
    expect(screen.queryByText(/Die Karte zeigt das Symbol, bis ein Bild gewählt ist/)).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      version: 3,
      card_image_url: '/media/library/12.jpg',
      use_image_instead_of_icon: true,
    });
  });

  it('draws the icons as buttons named in German, the chosen one pressed; choosing one saves its name', async () => {
    const view = setup(service());
    const sent = recordPatches(() => service({ icon: 'BriefcaseIcon' }, 4));
    const picker = await screen.findByRole('group', { name: 'Symbol auf der Karte' });
    const buttons = within(picker).getAllByRole('button');
    expect(buttons).toHaveLength(23);
    for (const button of buttons) {
      expect(button.textContent).not.toMatch(/Icon/);
      expect(button.querySelector('svg')).not.toBeNull();
    }
    const cap = within(picker).getByRole('button', { name: 'Doktorhut' });
    expect(cap.getAttribute('aria-pressed')).toBe('true');
    const briefcase = within(picker).getByRole('button', { name: 'Aktentasche' });
    expect(briefcase.getAttribute('aria-pressed')).toBe('false');
    await view.user.click(briefcase);
    expect(briefcase.getAttribute('aria-pressed')).toBe('true');
    expect(cap.getAttribute('aria-pressed')).toBe('false');
    await view.user.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ version: 3, icon: 'BriefcaseIcon' });
  });

  it('names the icons in English in an English console', async () => {
    setup(service(), 'en');
    const picker = await screen.findByRole('group', { name: 'Icon on the card' });
    expect(within(picker).getByRole('button', { name: 'Graduation cap' })).toBeTruthy();
  });

  it('previews the picture only as the spec says: "Bild" chosen and a picture, the card picture first', async () => {
    // A card picture, but "Symbol" chosen: the icon.
    const view = setup(
      service({ card_image_url: '/media/library/card.jpg', image: '/media/library/page.jpg' }),
    );
    await screen.findByRole('group', { name: 'Darstellung auf der Karte' });
    expect(within(preview()).queryByRole('img')).toBeNull();
    expect(preview().querySelector('svg')).not.toBeNull();
    // "Bild": the card picture, preferred over the page's picture.
    await view.user.click(screen.getByRole('radio', { name: 'Bild' }));
    const picture = within(preview()).getByRole('img', { name: 'Das Bild der Karte' }) as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/media/library/card.jpg');
    // No card picture: the page's picture, and the console says why.
    await view.user.click(await screen.findByRole('button', { name: 'Bild entfernen: Bild auf der Karte' }));
    expect(within(preview()).getByRole('img').getAttribute('src')).toBe('/media/library/page.jpg');
    expect(screen.getByText(/Die Karte zeigt das Bild der Seite/)).toBeTruthy();
    // The title and short description in the language being edited (English, beside the default).
    expect(within(preview()).getByText('Career coaching')).toBeTruthy();
    expect(within(preview()).getByText('Short and clear')).toBeTruthy();
  });

  it('shows no picture with "Bild" chosen but none set, and premium styling when it is on', async () => {
    setup(service({ use_image_instead_of_icon: true, is_premium_styled: true }));
    await screen.findByRole('group', { name: 'Darstellung auf der Karte' });
    expect(within(preview()).queryByRole('img')).toBeNull();
    expect(preview().querySelector('[data-premium="true"]')).not.toBeNull();
    expect(screen.getByText(/Die Karte zeigt das Symbol, bis ein Bild gewählt ist/)).toBeTruthy();
  });
});
