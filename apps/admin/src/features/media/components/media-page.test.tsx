/**
 * The media library screen: in everyone's navigation, the grid with its states, an image's
 * details; alt text saved per language (only what changed) with its version, another person's save
 * meanwhile (409) compared in the console's conflict dialog before it is overwritten; delete asked first and, while the image is used, refused with the
 * places linked to their editors.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { editor, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { mediaDetail, mediaItem, mediaList } from '../testing';

const garden = mediaItem();
const detailUrl = apiUrl(`/admin/media/${garden.id}/`);
const SLOW = { timeout: 10_000 };

describe('the media library screen', () => {
  it('is in the navigation of editors too and says when there are no images', async () => {
    apiServer.use(
      signedInAs(editor()),
      http.get(apiUrl('/admin/media/'), () => HttpResponse.json(mediaList([]))),
    );
    renderConsole('/media');
    expect(await screen.findByRole('heading', { level: 1, name: 'Media library' }, SLOW)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Media library' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('No images yet. Upload the first one above.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose images…' })).toBeTruthy();
  });

  /** The API's alt-text PATCH with its version: a stale version answers 409 with the image now. */
  const altApi = () => {
    const state = {
      patches: [] as unknown[],
      alt: { de: 'Ein Garten im Sommer' } as Record<string, string>,
      version: 0,
    };
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/media/'), () => HttpResponse.json(mediaList([garden]))),
      http.get(detailUrl, () => HttpResponse.json(mediaDetail({ alt: state.alt, version: state.version }))),
      http.patch(detailUrl, async ({ request }) => {
        const body = (await request.json()) as { alt: Record<string, string | null>; version: number };
        state.patches.push(body);
        if (body.version !== state.version) {
          return HttpResponse.json(
            {
              message: 'Someone changed this item in the meantime. Please compare both versions.',
              current: mediaDetail({ alt: state.alt, version: state.version }),
            },
            { status: 409 },
          );
        }
        state.alt = Object.fromEntries(
          Object.entries({ ...state.alt, ...body.alt }).filter(
            (entry): entry is [string, string] => entry[1] !== null,
          ),
        );
        state.version += 1;
        return HttpResponse.json(mediaDetail({ alt: state.alt, version: state.version }));
      }),
    );
    return state;
  };

  /** Opens the garden's details and saves an English alt text (version 0 → 1). */
  const openAndSaveEnglish = async (state: ReturnType<typeof altApi>) => {
    const view = renderConsole('/media');
    await view.user.click(await screen.findByRole('button', { name: 'Open garden.png' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    expect(await within(dialog).findByText('1200 × 800 px')).toBeTruthy();
    expect(within(dialog).getByText('Not used anywhere: it can be deleted.')).toBeTruthy();
    const english = within(dialog).getByRole('textbox', { name: 'Alt text (English)' });
    await view.user.type(english, 'A garden in summer');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save alt text' }));
    expect(await within(dialog).findByText('Alt text saved.')).toBeTruthy();
    expect(state.patches).toEqual([{ alt: { en: 'A garden in summer' }, version: 0 }]);
    // Someone else saves the French text while this screen shows the old one.
    state.alt = { ...state.alt, fr: 'Un jardin' };
    state.version += 1;
    const french = within(dialog).getByRole('textbox', { name: 'Alt text (French)' });
    await view.user.type(french, 'Un jardin en été');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save alt text' }));
    expect(state.patches.at(-1)).toEqual({ alt: { fr: 'Un jardin en été' }, version: 1 });
    const conflict = await screen.findByRole('dialog', { name: 'Someone else saved this in the meantime' });
    expect(conflict.textContent).toContain('Un jardin');
    expect(conflict.textContent).toContain('Un jardin en été');
    return { view, dialog, conflict, french };
  };

  it('saves only the changed alt text with its version; a save of someone else meanwhile is compared first', async () => {
    const state = altApi();
    const { view, dialog, conflict } = await openAndSaveEnglish(state);
    await view.user.click(within(conflict).getByRole('button', { name: 'Keep my version' }));
    expect(await within(dialog).findByText('Alt text saved.')).toBeTruthy();
    expect(state.patches.at(-1)).toEqual({ alt: { fr: 'Un jardin en été' }, version: 2 });
    expect(state.alt).toEqual({
      de: 'Ein Garten im Sommer',
      en: 'A garden in summer',
      fr: 'Un jardin en été',
    });
    expect(screen.queryByRole('dialog', { name: 'Someone else saved this in the meantime' })).toBeNull();
  });

  it('takes the current alt text on request, dropping what was typed, and saves on its version', async () => {
    const state = altApi();
    const { view, dialog, conflict, french } = await openAndSaveEnglish(state);
    await view.user.click(within(conflict).getByRole('button', { name: 'Take the current version' }));
    expect((french as HTMLTextAreaElement).value).toBe('Un jardin');
    expect(state.patches).toHaveLength(2);
    await view.user.type(french, ' fleuri');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save alt text' }));
    expect(await within(dialog).findByText('Alt text saved.')).toBeTruthy();
    expect(state.patches.at(-1)).toEqual({ alt: { fr: 'Un jardin fleuri' }, version: 2 });
  });

  it('asks before deleting and explains a refusal with links to where the image is used', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/media/'), () => HttpResponse.json(mediaList([garden]))),
      http.get(detailUrl, () => HttpResponse.json(mediaDetail())),
      http.delete(detailUrl, () =>
        HttpResponse.json(
          {
            message: 'This image is still in use. Remove it from the places listed first.',
            used_in: [
              {
                resource: 'packages',
                key: '3',
                label: { de: 'Kompaktpaket', en: 'Compact package' },
                field: 'image',
                status: 'published',
              },
              {
                resource: 'site-settings',
                key: '1',
                label: { de: 'Website' },
                field: 'header_logo',
                status: 'published',
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const view = renderConsole('/media');
    await view.user.click(await screen.findByRole('button', { name: 'Open garden.png' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    await view.user.click(await within(dialog).findByRole('button', { name: 'Delete image' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this image?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await within(dialog).findByText('Not deleted');
    const box = refusal.closest('[role=alert]') as HTMLElement;
    expect(box.textContent).toContain('This image is still in use.');
    expect(within(box).getByRole('link', { name: 'Packages: Compact package' }).getAttribute('href')).toBe(
      '/admin/content/packages/3',
    );
    expect(within(box).getByRole('link', { name: 'Site settings: Website' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
    // The setting's field as its screen labels it, not its code (decision 092).
    expect(box.textContent).toContain('Logo image');
    expect(box.textContent).not.toContain('header_logo');
  });
});
