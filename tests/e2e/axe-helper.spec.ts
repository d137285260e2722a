/**
 * The journeys' axe helper (support/axe.ts) finds what @axe-core/playwright's default scan finds:
 * planted violations on a page without frames (scanned in the page itself) and inside a frame
 * (scanned by partial runs in each frame), and nothing on a clean page (decision 077).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

const FLAWED = `<main>
  <h1>Planted</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <p style="color:#bbb;background:#fff">Too pale to read</p>
  <button></button>
  <input type="text">
</main>`;

const ids = (violations: { id: string }[]) => violations.map((violation) => violation.id).sort();

async function defaultScan(page: Page) {
  return ids((await new AxeBuilder({ page }).analyze()).violations);
}

test.describe('the axe helper', () => {
  test('finds on a page without frames what the default scan finds', async ({ page }) => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>t</title></head><body>${FLAWED}</body></html>`,
    );
    const found = ids(await axeViolations(page));
    expect(found).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'image-alt', 'label']));
    expect(found).toEqual(await defaultScan(page));
    expect(ids(await axeViolations(page, 'main p'))).toEqual(['color-contrast']);
  });

  test('reaches into a frame, as the default scan does', async ({ page }) => {
    // A scan with frames takes seconds on a slow machine, and each side may need more than one.
    test.setTimeout(150_000);
    const frame = FLAWED.replaceAll('"', '&quot;');
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Outer</h1>
      <iframe title="Mail" srcdoc="<!doctype html><html lang=en><head><title>m</title></head><body>${frame}</body></html>"></iframe>
      </main></body></html>`,
    );
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Planted' })).toBeVisible();
    // ci43: one scan on a loaded machine reached no frame at all (found nothing), though the
    // frame's heading showed; the next one does. Each side is asked again until it reaches in
    // (CI of c12eb78: the helper's second scan did not end within the default 5 s), then compared.
    const reachedIn = expect.arrayContaining(['button-name', 'image-alt', 'label']);
    let found: string[] = [];
    await expect
      .poll(
        async () => {
          found = ids(await axeViolations(page));
          return found;
        },
        { timeout: 60_000 },
      )
      .toEqual(reachedIn);
    let expected: string[] = [];
    await expect
      .poll(
        async () => {
          expected = await defaultScan(page);
          return expected;
        },
        { timeout: 60_000 },
      )
      .toEqual(reachedIn);
    expect(found).toEqual(expected);
  });

  test('finds nothing on a clean page', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1><p>Text.</p></main></body></html>',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
