/**
 * The icons browsers and crawlers ask for by fixed names (issue 23 point 8): `/favicon.ico` (16,
 * 32 and 48 px PNGs in one ICO container, as every browser reads it) and the web app manifest's
 * `/icon-192.png` and `/icon-512.png`, drawn once per process from the site's favicon SVG by sharp.
 * Before, `/favicon.ico` answered 404 with the whole HTML error page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const ICO_SIZES = [16, 32, 48] as const;

/** An ICO file holding PNG images (allowed since Windows Vista, read by every current browser). */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const png = (svg: Buffer, size: number) =>
  sharp(svg, { density: Math.max(72, size * 3) })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();

export type SiteIconsOptions = { mediaDir: string };

export async function siteIcons(app: FastifyInstance, options: SiteIconsOptions) {
  const svg = readFileSync(join(options.mediaDir, 'favicon.svg'));
  // Drawn on first request, then kept: a start does not wait for sharp.
  let drawn: Promise<Record<string, Buffer>> | null = null;
  const icons = () => {
    drawn ??= (async () => {
      const small = await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await png(svg, size) })));
      return {
        '/favicon.ico': icoOf(small),
        '/icon-192.png': await png(svg, 192),
        '/icon-512.png': await png(svg, 512),
      };
    })();
    return drawn;
  };
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/icon-192.png', 'image/png'],
    ['/icon-512.png', 'image/png'],
  ] as const) {
    app.get(path, async (_request, reply) => {
      const body = (await icons())[path];
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(body);
    });
  }
}
