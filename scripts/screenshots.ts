/**
 * Full-page screenshots of every route (spec section 2) at 390 and 1440 px, light and dark, for a
 * design review. Runs against a running server:
 *
 *   npm start &   # or any running instance
 *   node --import tsx scripts/screenshots.ts [--base=http://127.0.0.1:3000] [--lang=zh] [--only=blog]
 *
 * Writes screenshots/<lang>/<route>-<width>-<mode>.png (git-ignored). The consent banner is
 * dismissed (denied) except on one extra shot of the home page per width and mode.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { settle } from '../tests/e2e/support/settle';
import { SITE_ROUTES, THEME_MODES } from '../tests/e2e/support/site-routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = ''] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const base = args.base || 'http://127.0.0.1:3000';
const lang = args.lang || 'de';
const only = args.only ? new Set(args.only.split(',')) : null;
const widths = args.width ? args.width.split(',').map(Number) : [390, 1440];
const modes = THEME_MODES.filter((mode) => !args.mode || args.mode === mode);
const outDir = join('screenshots', lang);
mkdirSync(outDir, { recursive: true });

const shots = [
  ...SITE_ROUTES.map((route) => ({ ...route, consent: false })),
  { name: 'home-consent', path: '/', consent: true },
].filter((shot) => !only || only.has(shot.name));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of widths) {
    for (const mode of modes) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' });
      for (const shot of shots) {
        const page = await context.newPage();
        await page.addInitScript(
          ({ mode, lang, consent }) => {
            localStorage.setItem('theme-mode', mode);
            localStorage.setItem('selectedLanguage', lang);
            if (consent) localStorage.removeItem('analytics-consent');
            else localStorage.setItem('analytics-consent', 'denied');
          },
          { mode, lang, consent: shot.consent },
        );
        const separator = shot.path.includes('?') ? '&' : '?';
        await page.goto(`${base}${shot.path}${separator}lang=${lang}`);
        // Analytics may keep a request open; a quiet network is nice to have, not required.
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        await page.evaluate(() => document.fonts.ready);
        await settle(page);
        const file = join(outDir, `${shot.name}-${width}-${mode}.png`);
        await page.screenshot({ path: file, fullPage: !shot.consent });
        console.info(file);
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
