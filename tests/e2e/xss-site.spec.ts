/**
 * Issue 15 point 4 (decision 070): the XSS corpus in what the whole site shows. Through the
 * console's API the owner sets payloads into every managed text, the SEO texts of every page
 * (title, description, Open Graph, Twitter), the site name and description, the business profile,
 * the languages' names, footer items, a legal page's title and markdown, and offers every URL
 * payload to the site's links (logo link, contact button, footer button, footer items) and social
 * profiles; the theme's colours and fonts, which land in a style sheet, must refuse every CSS
 * payload. The pages are visited with JavaScript off, hydrated, and reached by clicking through the
 * running app.
 */
import type { Page } from '@playwright/test';
import { SEO_PAGE_PATHS } from '@wegweiser/contracts/constants';
import type { ConsoleClient } from '../../bench/support/console-client';
import {
  CSS_PAYLOADS,
  MARKDOWN_BODY,
  payloadChunks,
  TEXT_PAYLOADS,
  type XssPayload,
} from './support/xss-corpus';
import {
  acceptedUrls,
  clientNavigation,
  expect,
  expectNoExecution,
  firstRenders,
  MUST_REFUSE,
  publishChange,
  publishNew,
  test,
} from './support/xss-journey';
import { jsonLdOf } from './support/xss-probe';

const CHUNKS = payloadChunks(TEXT_PAYLOADS, 200);
const at = (index: number) => CHUNKS[index % CHUNKS.length] as string;
const de = (text: string) => ({ de: text });
/** Every text payload in one text (managed texts hold up to 10 000 characters). */
const ALL_TEXT = TEXT_PAYLOADS.map(({ value }) => value).join(' · ');
/** Site descriptions hold up to 1 000 characters. */
const DESCRIPTIONS = payloadChunks(TEXT_PAYLOADS, 1_000);
/** Language names hold up to 100 characters. */
const NAMES = payloadChunks(TEXT_PAYLOADS, 100);

type Document<T> = { key: string; version: number; document: T };

async function list(owner: ConsoleClient, resource: string): Promise<string[]> {
  const answer: { results: { key: string }[] } = await owner.json('GET', `/api/admin/${resource}/`);
  return answer.results.map((item) => item.key);
}

test('payloads in site-wide texts, settings and links render as text and run nowhere', async ({
  owner,
  visitor,
}) => {
  // One long journey through every page in several modes: 62 s on a usual run, over 120 s on a
  // machine running everything 1.7 × slower (ci42).
  test.setTimeout(180_000);

  // Theme values are written into a style sheet: every CSS payload is refused.
  const [theme] = await list(owner, 'themes');
  const themeDocument: Document<{ primary_colors: Record<string, string> }> = await owner.json(
    'GET',
    `/api/admin/themes/${theme}/`,
  );
  for (const payload of CSS_PAYLOADS) {
    for (const body of [
      { primary_colors: { ...themeDocument.document.primary_colors, 600: payload.value } },
      { fonts: { display: payload.value, body: 'Inter' } },
    ]) {
      const answer = await owner.send('PATCH', `/api/admin/themes/${theme}/`, {
        ...body,
        version: themeDocument.version,
      });
      expect(answer.status, `theme ${JSON.stringify(body)}`).toBe(400);
    }
  }
  await publishChange(owner, 'themes', theme as string, { name: NAMES[0] });

  // Every managed text holds every text payload.
  for (const key of await list(owner, 'managed-texts')) {
    await publishChange(owner, 'managed-texts', key, { content: de(ALL_TEXT) });
  }
  // SEO: each page's six texts, a chunk each, so every field meets every payload over the pages.
  const seoPages = Object.keys(SEO_PAGE_PATHS);
  for (const [index, key] of seoPages.entries()) {
    await publishChange(owner, 'seo', key, {
      page_title: de(at(index)),
      meta_description: de(at(index + 1)),
      og_title: de(at(index + 2)),
      og_description: de(at(index + 3)),
      twitter_title: de(at(index + 4)),
      twitter_description: de(at(index + 5)),
    });
  }
  // Languages' names in the language menu.
  for (const [index, code] of (await list(owner, 'languages')).entries()) {
    await publishChange(owner, 'languages', code, {
      name: NAMES[(2 * index) % NAMES.length],
      native_name: NAMES[(2 * index + 1) % NAMES.length],
    });
  }
  // A legal page: title and markdown.
  await publishChange(owner, 'legal-pages', 'privacy', { title: de(at(0)), content: de(MARKDOWN_BODY) });

  // URLs: what the API accepts of the corpus, set into the site's links and social profiles.
  const links: Record<string, XssPayload[]> = {};
  for (const field of ['header_logo_link', 'contact_button_redirect_url', 'footer_button_url'])
    links[field] = await acceptedUrls(owner, 'site-settings', '1', field);
  const social = await acceptedUrls(owner, 'social-links', 'de', 'facebook_url', MUST_REFUSE.social);
  const footerLinks = await acceptedUrls(
    owner,
    'footer-items',
    (await list(owner, 'footer-items'))[0] as string,
    'url',
  );
  for (const [index, payload] of footerLinks.entries()) {
    await publishNew(owner, 'footer-items', {
      title: de(at(index)),
      display_text: de(at(index + 1)),
      url: payload.value,
      is_external: index % 2 === 0,
      icon_name: 'globe',
      is_active: true,
      show_in_contact: true,
      show_in_social: true,
      show_in_contact_page: true,
    });
  }
  await publishChange(owner, 'social-links', 'de', {
    facebook_url: social[0]?.value,
    instagram_url: social[1 % social.length]?.value,
    linkedin_url: social[2 % social.length]?.value,
    x_url: social[3 % social.length]?.value,
    reddit_url: social[4 % social.length]?.value,
  });

  // Site name, description and business profile: a chunk at a time, each seen on the home page.
  const settings: Document<Record<string, unknown> & { business: Record<string, unknown> }> =
    await owner.json('GET', '/api/admin/site-settings/1/');
  const flags = Object.fromEntries(
    Object.keys(settings.document)
      .filter((field) => /^(show_social_|footer_show_social_|contact_show_social_)/.test(field))
      .map((field) => [field, true]),
  );
  const url = (field: string, index: number) => {
    const accepted = links[field] ?? [];
    return accepted[index % accepted.length]?.value ?? null;
  };
  for (const [index] of CHUNKS.entries()) {
    await publishChange(owner, 'site-settings', '1', {
      ...flags,
      site_name: de(at(index)),
      site_description: de(DESCRIPTIONS[index % DESCRIPTIONS.length] as string),
      show_footer_company_info: true,
      use_logo_instead_of_initial: false,
      header_logo_link: url('header_logo_link', index),
      contact_button_redirect_url: url('contact_button_redirect_url', index),
      footer_button_url: url('footer_button_url', index),
      footer_mode: 'button',
      business: {
        ...settings.document.business,
        legal_name: at(index + 1),
        owner_name: at(index + 2),
        street: at(index + 3),
      },
    });
    await firstRenders(visitor, '/', `site name and business ${index + 1}`, {
      server: async (html) => {
        await expect(visitor.noScript.locator('meta[property="og:site_name"]')).toHaveAttribute(
          'content',
          at(index),
        );
        expect(JSON.stringify(jsonLdOf(html))).toContain(JSON.stringify(at(index + 1)).slice(1, -1));
      },
    });
  }

  // Every page with SEO texts, the legal pages and the contact page, JavaScript off and on.
  for (const [index, path] of Object.values(SEO_PAGE_PATHS).entries()) {
    await firstRenders(visitor, path, `page with SEO texts ${path}`, {
      server: async () => {
        if (path !== '/') expect(await visitor.noScript.title()).toContain(at(index));
      },
    });
  }
  for (const path of ['/legal/privacy', '/legal/imprint']) {
    await firstRenders(visitor, path, `legal page ${path}`);
  }
  // The imprint names the business (the last round's legal name).
  await expect(visitor.script.locator('main')).toContainText(at(CHUNKS.length));

  // Client navigation: from home by the header's and footer's links.
  const follow = (href: string, container = 'header') => ({
    place: `page ${href}`,
    go: async (page: Page) => {
      await page.locator(`${container} a[href="${href}"]`).first().click();
      await expect(page).toHaveURL((target) => target.pathname === href);
      await expect(page.locator('main')).toBeVisible();
    },
  });
  await clientNavigation(visitor, '/', [
    follow('/about'),
    follow('/services'),
    follow('/blog'),
    follow('/career'),
    follow('/legal/privacy', 'footer'),
    follow('/legal/imprint', 'footer'),
    follow('/', 'header'),
  ]);

  expectNoExecution(visitor);
});
