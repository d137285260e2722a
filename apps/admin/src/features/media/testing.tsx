/** Fixtures and a light render for the media library's component tests (shapes from contracts). */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaDetail, MediaItem } from '@wegweiser/contracts';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../app/console-app';
import { ApiProvider } from '../../shared/api/api-provider';
import { createConsoleApi } from '../../shared/api/console-api';
import { I18nProvider } from '../../shared/i18n/i18n-provider';
import { ORIGIN } from '../../testing/api-server';

export const mediaItem = (overrides: Partial<MediaItem> = {}): MediaItem => ({
  id: '0b5c3a52-55b4-4bd2-9a55-5f2f6c1d2e01',
  url: '/media/library/0b5c3a52-55b4-4bd2-9a55-5f2f6c1d2e01.png',
  filename: 'garden.png',
  content_type: 'image/png',
  extension: 'png',
  byte_size: 48_213,
  width: 1200,
  height: 800,
  alt: { de: 'Ein Garten im Sommer' },
  version: 0,
  created_at: '2026-11-24T08:00:00.000Z',
  created_by: { id: 'u-owner', name: 'Olga Owner' },
  ...overrides,
});

export const mediaDetail = (overrides: Partial<MediaDetail> = {}): MediaDetail => ({
  ...mediaItem(overrides),
  used_in: [],
  ...overrides,
});

export const mediaList = (items: MediaItem[]) => ({
  count: items.length,
  next: null,
  previous: null,
  results: items,
});

/** A file as the browser hands it over (type as declared, size as given). */
export const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File([new Uint8Array(Math.min(size, 64))], name, { type });
  if (size !== file.size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A piece of the console with its API (MSW answers it), query cache and language. */
export function renderWithConsole(ui: ReactNode, language: 'de' | 'en' = 'en') {
  const api = createConsoleApi({ base: `${ORIGIN}/api`, language: () => language });
  const queryClient = createQueryClient();
  const view = render(
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider initial={language}>{ui}</I18nProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
  // The file dialog's type filter is a hint a person can switch off ("all files"): files of any type
  // reach the input, as they do when dropped.
  return { ...view, api, queryClient, user: userEvent.setup({ applyAccept: false }) };
}
