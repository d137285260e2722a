/**
 * Issue 15 point 4 (decision 070): the XSS corpus in blog and career posts. Categories and posts are
 * created through the console's API with payloads in category names, titles, excerpts/summaries,
 * author names, cover image alt texts, locations and markdown bodies, and every URL payload is
 * offered to the cover image (dangerous ones refused, accepted ones rendered); the lists and posts
 * are visited with JavaScript off, hydrated, and reached by clicking through the running app.
 */
import type { Page } from '@playwright/test';
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

const TITLES = payloadChunks(TEXT_PAYLOADS, 200);
/** Author names hold at most 120 characters. */
const AUTHORS = payloadChunks(TEXT_PAYLOADS, 120);
const POSTS = Math.max(TITLES.length, AUTHORS.length);
const title = (index: number) => TITLES[index % TITLES.length] as string;
const author = (index: number) => AUTHORS[index % AUTHORS.length] as string;
const de = (text: string) => ({ de: text });

test('payloads in blog and career posts render as text and run nowhere', async ({ owner, visitor }) => {
  // One long journey through every page in several modes: 62 s on a usual run, over 120 s on a
  // machine running everything 1.7 × slower (ci42).
  test.setTimeout(180_000);

  const blog: { index: number; slug: string; key: string }[] = [];
  const career: { index: number; slug: string }[] = [];
  for (let index = 0; index < POSTS; index += 1) {
    // A category per title chunk: the lists' filters show every one.
    const categories =
      index < TITLES.length
        ? {
            blog: await publishNew(owner, 'blog-categories', {
              slug: `xss-thema-${index + 1}`,
              name: de(title(index)),
            }),
            career: await publishNew(owner, 'career-categories', {
              slug: `xss-bereich-${index + 1}`,
              name: de(title(index)),
            }),
          }
        : null;
    const slug = `xss-beitrag-${index + 1}`;
    const key = await publishNew(owner, 'blog-posts', {
      slug,
      title: de(title(index)),
      excerpt: de(title(index + 1)),
      content: de(MARKDOWN_BODY),
      author_name: author(index),
      cover_image_alt: de(title(index + 2)),
      is_published: true,
      ...(categories ? { category_id: Number(categories.blog) } : {}),
    });
    blog.push({ index, slug, key });
    if (index < TITLES.length) {
      await publishNew(owner, 'career-posts', {
        slug: `xss-stelle-${index + 1}`,
        title: de(title(index)),
        summary: de(title(index + 1)),
        content: de(MARKDOWN_BODY),
        location: de(title(index + 2)),
        employment_type: 'freelance',
        is_published: true,
        ...(categories ? { category_id: Number(categories.career) } : {}),
      });
      career.push({ index, slug: `xss-stelle-${index + 1}` });
    }
  }
  const covers = await acceptedUrls(owner, 'blog-posts', blog[0]?.key as string, 'cover_image');
  expect(covers.length, 'URL payloads the API accepts as cover images').toBeGreaterThan(0);
  for (const post of blog) {
    await publishChange(owner, 'blog-posts', post.key, {
      cover_image: covers[post.index % covers.length]?.value,
    });
  }

  const pages = [
    ...blog.map(({ index, slug }) => ({ path: `/blog/${slug}`, index, place: 'blog post' })),
    ...career.map(({ index, slug }) => ({ path: `/career/${slug}`, index, place: 'career post' })),
  ];
  for (const { path, index, place } of pages) {
    await firstRenders(visitor, path, `${place} ${index + 1}`, {
      server: async (html) => {
        await expect(visitor.noScript.getByRole('heading', { level: 1 })).toHaveText(title(index));
        expect(await visitor.noScript.title()).toContain(title(index));
        expect(JSON.stringify(jsonLdOf(html))).toContain(JSON.stringify(title(index)).slice(1, -1));
        if (place === 'blog post')
          await expect(visitor.noScript.getByText(author(index), { exact: true }).first()).toBeAttached();
        await expect(visitor.noScript.locator('[data-markdown]').first()).toContainText('x50');
      },
      app: () => expect(visitor.script.getByRole('heading', { level: 1 })).toHaveText(title(index)),
    });
  }
  for (const path of ['/blog', '/career']) {
    await firstRenders(visitor, path, `post list ${path}`, {
      server: () => expect(visitor.noScript.getByText(title(0), { exact: true }).first()).toBeAttached(),
    });
  }

  // Client navigation: from home through the header's links, to each post and back to its list.
  const open = (list: string, path: string, index: number) => async (page: Page) => {
    if (new URL(page.url()).pathname !== list) await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === list);
    await followLink(page.locator(`main a[href="${path}"]`).first(), path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(index));
    await expect(page.locator('[data-markdown]').first()).toContainText('x50');
    await expect.poll(() => page.title()).toContain(title(index));
  };
  const listStep = (list: string) => ({
    place: `post list ${list}`,
    go: async (page: Page) => {
      await followLink(page.locator(`header a[href="${list}"]`).first(), list);
      await expect(page.getByText(title(0), { exact: true }).first()).toBeVisible();
    },
  });
  await clientNavigation(visitor, '/', [
    listStep('/blog'),
    ...blog.map(({ index, slug }) => ({
      place: `blog post ${index + 1}`,
      go: open('/blog', `/blog/${slug}`, index),
    })),
    listStep('/career'),
    ...career.map(({ index, slug }) => ({
      place: `career post ${index + 1}`,
      go: open('/career', `/career/${slug}`, index),
    })),
  ]);

  expectNoExecution(visitor);
});
