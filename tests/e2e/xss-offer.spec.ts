/**
 * Issue 15 point 4 (decision 070): the XSS corpus in the offer. Services and packages are created
 * through the console's API with payloads in their titles, short descriptions, premium badges,
 * package features and markdown descriptions, and with every URL payload offered to their image
 * fields (the dangerous ones must be refused, the accepted ones are rendered); then the lists, the
 * detail pages and the home page (featured offers) are visited with JavaScript off, hydrated, and
 * reached by clicking through the running app. Nothing may run, and the payloads must show as text
 * (title, headline, meta description, JSON-LD, markdown).
 */

import { MARKDOWN_BODY, payloadChunks, TEXT_PAYLOADS } from './support/xss-corpus';
import {
  acceptedUrls,
  clientNavigation,
  expect,
  expectNoExecution,
  firstRenders,
  followLink,
  publishChange,
  publishNew,
  test,
} from './support/xss-journey';
import { jsonLdOf } from './support/xss-probe';

const CHUNKS = payloadChunks(TEXT_PAYLOADS, 200);
const at = (index: number) => CHUNKS[index % CHUNKS.length] as string;
const de = (text: string) => ({ de: text });

test('payloads in services and packages render as text and run nowhere', async ({ owner, visitor }) => {
  // One long journey through every page in several modes: 62 s on a usual run, over 120 s on a
  // machine running everything 1.7 × slower (ci42).
  test.setTimeout(180_000);

  // Services: one per chunk of the corpus, so every payload is a title (and <title>, og:title, JSON-LD).
  const services = CHUNKS.map((_, index) => ({ index, slug: `xss-leistung-${index + 1}`, key: '' }));
  for (const service of services) {
    service.key = await publishNew(owner, 'services', {
      slug: service.slug,
      title: de(at(service.index)),
      short_description: de(at(service.index + 1)),
      premium_badge_text: de(at(service.index + 2)),
      description: de(MARKDOWN_BODY),
      is_premium_styled: true,
      is_featured: true,
      is_active: true,
      price: '120',
    });
  }
  const first = services[0] as (typeof services)[number];
  const images = await acceptedUrls(owner, 'services', first.key, 'image');
  const cardImages = await acceptedUrls(owner, 'services', first.key, 'card_image_url');
  expect(images.length, 'URL payloads the API accepts as images').toBeGreaterThan(0);
  for (const service of services) {
    await publishChange(owner, 'services', service.key, {
      use_image_instead_of_icon: true,
      image: images[service.index % images.length]?.value,
      card_image_url: cardImages[service.index % cardImages.length]?.value,
    });
  }

  // Packages: the same, with every chunk as a feature and the services above included.
  const packages = CHUNKS.map((_, index) => ({ index, slug: `xss-paket-${index + 1}` }));
  for (const item of packages) {
    await publishNew(owner, 'packages', {
      slug: item.slug,
      name: de(at(item.index)),
      short_description: de(at(item.index + 1)),
      description: de(MARKDOWN_BODY),
      price: '490',
      is_featured: true,
      show_price_on_home: true,
      is_active: true,
      features: CHUNKS.map((chunk) => ({ text: de(chunk) })),
      service_ids: services.map((service) => Number(service.key)),
    });
  }

  // First render, JavaScript off and on.
  const details = [
    ...services.map(({ index, slug }) => ({ path: `/services/${slug}`, index, place: 'service detail' })),
    ...packages.map(({ index, slug }) => ({
      path: `/services/packages/${slug}`,
      index,
      place: 'package detail',
    })),
  ];
  for (const { path, index, place } of details) {
    await firstRenders(visitor, path, `${place} ${index + 1}`, {
      // The payloads arrive, as text: the headline, the document title, the description, JSON-LD.
      server: async (html) => {
        await expect(visitor.noScript.getByRole('heading', { level: 1 })).toHaveText(at(index));
        expect(await visitor.noScript.title()).toContain(at(index));
        await expect(visitor.noScript.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          at(index + 1),
        );
        expect(JSON.stringify(jsonLdOf(html))).toContain(JSON.stringify(at(index)).slice(1, -1));
        // Raw HTML in markdown is left out (skipHtml); the links' texts stay.
        await expect(visitor.noScript.locator('[data-markdown]').first()).toContainText('x50');
      },
      app: () => expect(visitor.script.getByRole('heading', { level: 1 })).toHaveText(at(index)),
    });
  }
  for (const path of ['/', '/services', '/services/packages']) {
    await firstRenders(visitor, path, `offer list ${path}`, {
      server: () => expect(visitor.noScript.getByText(at(0), { exact: true }).first()).toBeVisible(),
    });
  }

  // Client navigation: from home through the header's link to the offer, then to each page and
  // back (the browser's history, handled by the app) to the list.
  const open =
    (list: string, path: string, index: number) => async (page: import('@playwright/test').Page) => {
      if (new URL(page.url()).pathname !== list) await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === list);
      await followLink(page.locator(`main a[href="${path}"]`).first(), path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(at(index));
      await expect(page.locator('[data-markdown]').first()).toContainText('x50');
      await expect.poll(() => page.title()).toContain(at(index));
    };
  await clientNavigation(visitor, '/', [
    {
      place: 'offer list /services',
      go: async (page) => {
        await followLink(page.locator('header a[href="/services"]').first(), '/services');
        await expect(page.getByRole('link', { name: at(0) }).first()).toBeVisible();
      },
    },
    ...services.map(({ index, slug }) => ({
      place: `service detail ${index + 1}`,
      go: open('/services', `/services/${slug}`, index),
    })),
    {
      place: 'offer list /services/packages',
      go: async (page) => {
        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === '/services');
        await followLink(page.locator('main a[href="/services/packages"]').first(), '/services/packages');
      },
    },
    ...packages.map(({ index, slug }) => ({
      place: `package detail ${index + 1}`,
      go: open('/services/packages', `/services/packages/${slug}`, index),
    })),
  ]);

  expectNoExecution(visitor);
});
