import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

describe('precompressDirectory', () => {
  it('writes .br and .gz siblings that decompress to the original, also in subfolders', () => {
    const script = 'export const greeting = "hallo";\n'.repeat(200);
    const dir = folder({ 'app.js': script, 'nested/site.css': `body{color:red}\n`.repeat(200) });
    expect(precompressDirectory(dir)).toEqual({ files: 2, written: 4 });
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'nested/site.css.br'))).toBe(true);
  });

  it('leaves small files, already compressed formats and incompressible bytes alone', () => {
    const random = randomBytes(4096);
    const dir = folder({ 'tiny.js': 'x=1', 'font.woff2': 'w'.repeat(4096), 'noise.svg': random });
    const result = precompressDirectory(dir);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'font.woff2.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.svg.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.svg.gz'))).toBe(false);
    expect(result).toEqual({ files: 1, written: 0 });
  });
});
