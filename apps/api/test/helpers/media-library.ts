/**
 * The media library's tests (test/admin/media-*.test.ts): small images of their own colour, form
 * parts, uploads as a signed-in console user, and what the library holds.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { ContentTestContext } from './admin-content';
import { type FormPart, form } from './multipart-form';

export type Format = 'png' | 'jpeg' | 'webp' | 'avif';

let shade = 0;
/** A small image of its own colour, so every call is a different file. */
export const image = (format: Format, width = 48, height = 32) => {
  shade += 1;
  return sharp({
    create: { width, height, channels: 3, background: { r: shade % 256, g: 90, b: (shade * 7) % 256 } },
  })
    .toFormat(format)
    .toBuffer();
};

export const file = (filename: string, type: string, data: Buffer): FormPart => ({
  name: 'file',
  filename,
  type,
  data,
});

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Uploads and look-ups through the app of `t`. */
export function mediaLibrary(t: ContentTestContext) {
  const upload = (parts: FormPart[], role: 'owner' | 'editor' = 'editor', language = 'en') =>
    t[role].upload(`/api/admin/media/?language=${language}`, form(parts));
  return {
    upload,
    /** How many images the library holds. */
    mediaCount: async () => (await t.send('GET', '/api/admin/media/')).body.count as number,
    /** The bytes the library stores for an image (what the server will serve). */
    storedBytes: async (id: string) => {
      const stored = await t.api.repositories.media.file(id);
      if (!stored) throw new Error(`no stored file ${id}`);
      return stored.bytes;
    },
    /** One new PNG, uploaded; its id and URL. */
    uploadOne: async (name = 'bild.png') => {
      const answer = await upload([file(name, 'image/png', await image('png'))]);
      expect(answer.status).toBe(201);
      return answer.body.results[0] as { id: string; url: string };
    },
  };
}
