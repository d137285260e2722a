/**
 * Decision 027: zod runs on the server only. The browser's API transport checks nothing, so no
 * script of the built site contains zod. Needs the web build (npm test builds it first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const assetsDir = fileURLToPath(new URL('../../web/dist/client/assets', import.meta.url));
/** A name every zod 4 schema class registers at run time, kept by any minifier (a string literal). */
const ZOD_MARKER = '"$ZodType"';
const containsZod = (source: string) => source.includes(ZOD_MARKER);

describe('the browser bundle', () => {
  it('the marker finds zod where zod is (its own core)', () => {
    const zodCore = join(dirname(createRequire(import.meta.url).resolve('zod/v4/core')), 'schemas.js');
    expect(containsZod(readFileSync(zodCore, 'utf8'))).toBe(true);
  });

  it('no script of the built site contains zod', () => {
    const scripts = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    const withZod = scripts.filter((file) => containsZod(readFileSync(join(assetsDir, file), 'utf8')));
    expect(withZod).toEqual([]);
  });
});
