/**
 * The upload queue: every chosen file gets a row; what the console can judge (SVG, a non-image,
 * too large) is refused before sending in the API's words; the rest go one per request with their
 * own progress bar; a refusal of the API is shown on its file, a failed connection can be retried.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { ApiRequestError } from '@wegweiser/client/api-client';
import { MEDIA_UPLOAD_LIMITS } from '@wegweiser/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import type { UploadOptions } from '../../shared/api/console-api';
import { UploadZone } from './components/upload-zone';
import { fileOf, mediaItem, renderWithConsole } from './testing';
import { percentOf, queueReducer, type UploadEntry } from './upload-queue';

const MB = 1024 * 1024;

/** An uploader the test drives: each call waits until the test settles it. */
function controlledUploader() {
  const calls: {
    file: File;
    options: UploadOptions;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const upload = vi.fn(
    (file: File, options: UploadOptions) =>
      new Promise<ReturnType<typeof mediaItem>>((resolve, reject) => {
        calls.push({ file, options, resolve: resolve as (value: unknown) => void, reject });
      }),
  );
  return { upload, calls };
}

const input = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
/** The queue's row of a file (its first line starts with the file name). */
function row(name: string): HTMLElement {
  const rows = within(screen.getByRole('list', { name: /^(Uploads|Hochladen)$/ })).getAllByRole('listitem');
  const found = rows.find((item) => item.querySelector('p')?.textContent?.startsWith(`${name} `));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

describe('the upload queue', () => {
  it('refuses SVG, a non-image and a too large file before sending, and uploads the rest one by one with progress', async () => {
    const { upload, calls } = controlledUploader();
    const view = renderWithConsole(<UploadZone upload={upload} />);
    await view.user.upload(input(view.container), [
      fileOf('logo.svg', 'image/svg+xml'),
      fileOf('notes.pdf', 'application/pdf'),
      fileOf('huge.jpg', 'image/jpeg', 26 * MB),
      fileOf('first.png', 'image/png'),
      fileOf('second.webp', 'image/webp'),
    ]);

    // Five rows: nothing chosen is dropped.
    expect(within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem')).toHaveLength(5);
    expect(within(row('logo.svg')).getByRole('alert').textContent).toBe(
      '“logo.svg” is an SVG file. SVG is not accepted because it can contain code (allowed: JPEG, PNG, WebP, AVIF).',
    );
    expect(within(row('notes.pdf')).getByRole('alert').textContent).toBe(
      '“notes.pdf” is not an image we accept (allowed: JPEG, PNG, WebP, AVIF).',
    );
    expect(within(row('huge.jpg')).getByRole('alert').textContent).toBe(
      '“huge.jpg” is 26 MB; at most 25 MB per image.',
    );
    // A refusal of the rules is not worth another try.
    expect(within(row('logo.svg')).queryByRole('button', { name: /Try again/ })).toBeNull();

    // One request at a time: the second waits for the first.
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(calls[0]?.file.name).toBe('first.png');
    expect(within(row('second.webp')).getByText('Waiting')).toBeTruthy();
    calls[0]?.options.onProgress?.({ loaded: 512, total: 1024 });
    const bar = await within(row('first.png')).findByRole('progressbar', { name: 'Upload of first.png' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(within(row('first.png')).getByText('Uploading: 50 %')).toBeTruthy();
    calls[0]?.options.onProgress?.({ loaded: 1024, total: 1024 });
    expect(await within(row('first.png')).findByText('Checking and saving…')).toBeTruthy();

    calls[0]?.resolve(mediaItem({ filename: 'first.png' }));
    expect(await within(row('first.png')).findByText('In the library')).toBeTruthy();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    calls[1]?.resolve(mediaItem({ id: 'other', filename: 'second.webp' }));
    expect(await within(row('second.webp')).findByText('In the library')).toBeTruthy();
    expect(screen.getByText('2 of 5 uploaded, 3 not uploaded.')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it("shows the API's refusal on its file and goes on with the next", async () => {
    const { upload, calls } = controlledUploader();
    const view = renderWithConsole(<UploadZone upload={upload} />);
    await view.user.upload(input(view.container), [
      fileOf('bomb.png', 'image/png'),
      fileOf('fine.png', 'image/png'),
    ]);
    await waitFor(() => expect(calls).toHaveLength(1));
    const refusal =
      '“bomb.png” has too many pixels (81.0 megapixels; at most 40). Please make the image smaller.';
    calls[0]?.reject(
      new ApiRequestError('http', 'Please check', 400, {
        message: 'Please check',
        errors: { 'file.0': [refusal] },
      }),
    );
    expect(await within(row('bomb.png')).findByText(refusal)).toBeTruthy();
    expect(within(row('bomb.png')).getByText('Not uploaded')).toBeTruthy();
    expect(within(row('bomb.png')).queryByRole('button', { name: /Try again/ })).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.file.name).toBe('fine.png');
  });

  it('offers another try after a failed connection, and dismissing removes a row', async () => {
    const { upload, calls } = controlledUploader();
    const view = renderWithConsole(<UploadZone upload={upload} />);
    await view.user.upload(input(view.container), [fileOf('train.jpg', 'image/jpeg')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.reject(new ApiRequestError('network', 'Network error'));
    const retry = await screen.findByRole('button', { name: 'Try again: train.jpg' });
    expect(within(row('train.jpg')).getByRole('alert').textContent).toMatch(/connection|network/i);
    await view.user.click(retry);
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.resolve(mediaItem({ filename: 'train.jpg' }));
    expect(await within(row('train.jpg')).findByText('In the library')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('takes dropped files like chosen ones, and speaks German', async () => {
    const { upload, calls } = controlledUploader();
    const view = renderWithConsole(<UploadZone upload={upload} />, 'de');
    const zone = screen.getByTestId('media-drop-zone');
    const files = [
      fileOf('skizze.svg', 'image/svg+xml'),
      fileOf('IMG_0042.HEIC', 'image/heic'),
      fileOf('foto.jpg', 'image/jpeg'),
    ];
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
    expect(within(row('skizze.svg')).getByRole('alert').textContent).toMatch(
      /^„skizze.svg“ ist eine SVG-Datei/,
    );
    // An iPhone photo: refused before sending, with what to do instead (issue 24 point 4).
    expect(within(row('IMG_0042.HEIC')).getByRole('alert').textContent).toMatch(
      /^„IMG_0042.HEIC“ ist ein HEIC-Foto .* Exportieren Sie es als JPEG/,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.resolve(mediaItem({ filename: 'foto.jpg' }));
    expect(await within(row('foto.jpg')).findByText('In der Mediathek')).toBeTruthy();
    expect(view.container.textContent).toContain('1 von 3 hochgeladen, 2 nicht hochgeladen.');
  });

  it("sends a phone's photo of 24 MB, refuses 26 MB before sending, and says large photos are made smaller", async () => {
    expect(MEDIA_UPLOAD_LIMITS.maxFileBytes).toBe(25 * MB);
    const { upload, calls } = controlledUploader();
    const view = renderWithConsole(<UploadZone upload={upload} />, 'de');
    expect(view.container.textContent).toContain(
      'JPEG, PNG, WebP, AVIF; je Bild höchstens 25 MB. Große Fotos werden automatisch verkleinert.',
    );
    await view.user.upload(input(view.container), [
      fileOf('IMG_1234.JPG', 'image/jpeg', 24 * MB),
      fileOf('IMG_1235.JPG', 'image/jpeg', 26 * MB),
    ]);
    expect(within(row('IMG_1235.JPG')).getByRole('alert').textContent).toBe(
      '„IMG_1235.JPG“ ist 26 MB groß; höchstens 25 MB je Bild.',
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.file.name).toBe('IMG_1234.JPG');
    expect(within(row('IMG_1234.JPG')).queryByRole('alert')).toBeNull();
    calls[0]?.resolve(mediaItem({ filename: 'IMG_1234.JPG', width: 1920, height: 2560 }));
    expect(await within(row('IMG_1234.JPG')).findByText('In der Mediathek')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('counts progress in whole percent and keeps a running upload when dismissing', () => {
    expect(percentOf({ loaded: 0, total: 0 })).toBe(0);
    expect(percentOf({ loaded: 333, total: 1000 })).toBe(33);
    expect(percentOf({ loaded: 2000, total: 1000 })).toBe(100);
    const entry: UploadEntry = {
      id: 'a',
      name: 'a.png',
      size: 1,
      status: 'uploading',
      loaded: 0,
      total: 0,
      error: null,
      retryable: false,
      item: null,
    };
    expect(queueReducer([entry], { type: 'dismiss', id: 'a' })).toEqual([entry]);
    expect(queueReducer([{ ...entry, status: 'failed' }], { type: 'dismiss', id: 'a' })).toEqual([]);
  });
});
