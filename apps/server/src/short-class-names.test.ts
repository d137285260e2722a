/**
 * Decision 144: the build gives Tailwind's utilities short names, in the stylesheet and in the code
 * of both builds. The server's markup and the stylesheet it links must then agree: every class a
 * key page names is one the stylesheet styles (or a plain word it keeps), and none is still under
 * the long name the build replaced — the browser's hydration renders the same names.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '@wegweiser/api/config';
import type { FastifyInstance } from 'fastify';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPreparedPgliteFolder, removePgliteFolder } from '../../api/test/helpers/test-database';
import { buildServer } from './server';
import { KEY_PAGES } from './testing/key-pages';

const renamed = JSON.parse(
  readFileSync(new URL('../../web/dist/client/.vite/class-names.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const classesOf = (html: string) =>
  new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
      (match[1] ?? '').split(/\s+/).filter(Boolean),
    ),
  );

let app: FastifyInstance;
let dataDir: string;
let styled: Set<string>;

beforeAll(async () => {
  dataDir = copyPreparedPgliteFolder('wegweiser-short-class-names-');
  app = await buildServer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  await app.ready();
  const home = await app.inject({ method: 'GET', url: '/' });
  const href = home.body.match(
    /<noscript><link rel="stylesheet" href="(\/assets\/[^"]+\.css)"><\/noscript>/,
  )?.[1];
  const whole = await app.inject({ method: 'GET', url: href ?? '/missing.css' });
  expect(whole.statusCode).toBe(200);
  styled = new Set();
  postcss.parse(whole.body).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    selectorParser((selectors) => selectors.walkClasses(({ value }) => void styled.add(value))).processSync(
      rule.selector,
    );
  });
});
afterAll(async () => {
  await app?.close();
  if (dataDir) removePgliteFolder(dataDir);
});

describe('short class names (decision 144)', () => {
  it('the build renamed hundreds of utilities, and the stylesheet names none by its long name', () => {
    expect(Object.keys(renamed).length).toBeGreaterThan(300);
    expect([...styled].filter((name) => name in renamed)).toEqual([]);
    expect(styled.has(renamed['sr-only'] as string)).toBe(true);
  });

  it.each(KEY_PAGES)('%s names only classes the stylesheet styles, under their short names', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const classes = classesOf(response.body);
    expect(classes.size).toBeGreaterThan(40);
    expect([...classes].filter((name) => name in renamed)).toEqual([]);
    expect([...classes].filter((name) => !styled.has(name))).toEqual([]);
  });
});
