/**
 * The image picker on image fields: a preview of the current value (the library's small variant),
 * "choose from library" opening the grid, choosing fills in the library address; an external URL
 * that breaks the site's rule is named; remove empties the field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { csrfIssued } from '../../../testing/render-console';
import { mediaItem, mediaList, renderWithConsole } from '../testing';
import ImageField from './image-field';

const garden = mediaItem();
const river = mediaItem({
  id: '7d1e2f4a-0c11-4a53-b1b5-3b7d9c6e8f02',
  url: '/media/library/7d1e2f4a-0c11-4a53-b1b5-3b7d9c6e8f02.jpg',
  filename: 'river.jpg',
  extension: 'jpg',
  content_type: 'image/jpeg',
  alt: {},
});

function Harness({
  initial,
  onChange,
}: {
  initial: string | null;
  onChange: (value: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      label="Image"
      nullable
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('the image picker', () => {
  it('chooses an image of the library and shows its preview', async () => {
    const searches: (string | null)[] = [];
    apiServer.use(
      http.get(apiUrl('/admin/media/'), ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return HttpResponse.json(mediaList(search ? [river] : [garden, river]));
      }),
    );
    const changed = vi.fn();
    const view = renderWithConsole(<Harness initial={garden.url} onChange={changed} />);
    expect(screen.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(
      `/media/img/320/library/${garden.id}.png.webp`,
    );
    await view.user.click(screen.getByRole('button', { name: 'Choose from library: Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    const current = await within(dialog).findByRole('button', { name: 'Choose garden.png' });
    expect(current.getAttribute('aria-pressed')).toBe('true');
    await view.user.type(within(dialog).getByRole('searchbox', { name: 'Search by file name' }), 'riv');
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Choose garden.png' })).toBeNull(),
    );
    expect(searches.at(-1)).toBe('riv');
    await view.user.click(within(dialog).getByRole('button', { name: 'Choose river.jpg' }));
    expect(changed).toHaveBeenLastCalledWith(river.url);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Image: address' }) as HTMLInputElement).value).toBe(
      river.url,
    );
    expect(screen.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(
      `/media/img/320/library/${river.id}.jpg.webp`,
    );
  });

  it('keeps an external address, names one the site refuses, and removes the image', async () => {
    const changed = vi.fn();
    const view = renderWithConsole(<Harness initial={null} onChange={changed} />);
    expect(screen.getByText('No image chosen.')).toBeTruthy();
    const address = screen.getByRole('textbox', { name: 'Image: address' });
    await view.user.type(address, 'https://images.example/a.jpg');
    expect(changed).toHaveBeenLastCalledWith('https://images.example/a.jpg');
    expect(screen.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(
      'https://images.example/a.jpg',
    );
    await view.user.clear(address);
    expect(changed).toHaveBeenLastCalledWith(null);
    await view.user.type(address, 'javascript:alert(1)');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/This address cannot be used/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Current image' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Remove image: Image' }));
    expect(changed).toHaveBeenLastCalledWith(null);
    expect((address as HTMLInputElement).value).toBe('');
  });

  it('keeps an upload going and listed while the dialog is shut, and the new image can be chosen', async () => {
    const fresh = mediaItem({
      id: '9f0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b',
      filename: 'new.png',
      url: '/media/library/9f0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b.png',
    });
    let stored = [garden];
    const uploads: string[] = [];
    apiServer.use(
      csrfIssued(),
      http.get(apiUrl('/admin/media/'), () => HttpResponse.json(mediaList(stored))),
      http.post(apiUrl('/admin/media/'), async ({ request }) => {
        // One file in the field `file` (jsdom's File reaches MSW as a Blob without its name; the
        // browser journey shows the name kept).
        uploads.push(...(await request.formData()).getAll('file').map((file) => typeof file));
        stored = [fresh, ...stored];
        return HttpResponse.json({ results: [fresh] }, { status: 201 });
      }),
    );
    const changed = vi.fn();
    const view = renderWithConsole(<Harness initial={null} onChange={changed} />);
    await view.user.click(screen.getByRole('button', { name: 'Choose from library: Image' }));
    let dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await view.user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, [
      new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' }),
    ]);
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Choose from library: Image' }));
    dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    expect(await within(dialog).findByText('In the library')).toBeTruthy();
    expect(uploads).toEqual(['object']);
    await view.user.click(await within(dialog).findByRole('button', { name: 'Choose new.png' }));
    expect(changed).toHaveBeenLastCalledWith(fresh.url);
  });

  it('says when the library is empty or cannot be read', async () => {
    let fail = true;
    apiServer.use(
      http.get(apiUrl('/admin/media/'), () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json(mediaList([])),
      ),
    );
    const view = renderWithConsole(<Harness initial={null} onChange={() => undefined} />, 'de');
    await view.user.click(screen.getByRole('button', { name: 'Aus der Mediathek wählen: Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild wählen' });
    expect(
      await within(dialog).findByText('Die Bilder konnten nicht geladen werden.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fail = false;
    await view.user.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(dialog).findByText('Noch keine Bilder. Laden Sie oben das erste hoch.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Bilder auswählen…' })).toBeTruthy();
  });
});
