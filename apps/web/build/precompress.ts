/**
 * Vite plugin: after the browser build, writes a brotli (.br, quality 11) and a gzip (.gz, level 9)
 * sibling next to every compressible asset, so the server sends compressed bytes without compressing
 * per request (served from memory, apps/web/src/server/hashed-assets.ts). A variant that would not be smaller is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|map)$/;
/** Below this, the header overhead eats the gain. */
const MIN_BYTES = 1024;

export function compressedVariants(body: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
}

export function precompressDirectory(dir: string): { files: number; written: number } {
  let files = 0;
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const nested = precompressDirectory(path);
      files += nested.files;
      written += nested.written;
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    files += 1;
    const variants = compressedVariants(body);
    for (const [extension, compressed] of Object.entries(variants)) {
      if (compressed.length >= body.length) continue;
      writeFileSync(`${path}.${extension}`, compressed);
      written += 1;
    }
  }
  return { files, written };
}

export function precompress(): Plugin {
  let outDir = '';
  let enabled = false;
  return {
    name: 'wegweiser:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      enabled = !config.build.ssr;
    },
    closeBundle() {
      if (!enabled) return;
      const { files, written } = precompressDirectory(join(outDir, 'assets'));
      this.info(`precompressed ${files} assets (${written} .br/.gz files)`);
    },
  };
}
