/** Media library items as the API answers them, for the screens that list or pick pictures. */
import type { MediaDetail, MediaItem } from '@wegweiser/contracts';

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
