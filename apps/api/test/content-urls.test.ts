/**
 * Decision 022: an owner-set URL outside the allow-list that is already in the database (written
 * by SQL, not through the contracts) is never served as it is: the API answers it as no URL.
 */
import {
  FooterItemListSchema,
  HeroMediaSchema,
  ServicePackageSchema,
  ServiceSchema,
  SiteSettingsSchema,
  SocialMediaSettingsSchema,
} from '@wegweiser/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApp } from './helpers/build-app';

const t = setupApp();

const BAD = 'javascript:alert(1)';
const SNEAKY = 'java\tscript:alert(1)';

describe('owner-set URLs written around the contracts', () => {
  beforeAll(async () => {
    const db = t.database.db;
    await db.execute(sql`
      update site_settings set
        header_logo = ${BAD}, header_logo_link = ${'//evil.example'},
        contact_button_redirect_url = ${SNEAKY}, footer_button_url = ${'vbscript:msgbox(1)'},
        favicon_logo = ${'data:image/svg+xml;base64,PHN2Zz4='}, about_logo = ${' javascript:alert(1)'},
        use_logo_instead_of_initial = true`);
    await db.execute(
      sql`update social_media_settings set x_url = ${BAD}, facebook_url = ${'facebook.com/demo'}`,
    );
    await db.execute(
      sql`update footer_items set url = ${BAD} where "order" = (select min("order") from footer_items)`,
    );
    await db.execute(
      sql`update hero_media set image_url = ${'/\\evil.example/x.png'}, video_url = ${BAD}, embed_url = ${'file:///etc/passwd'}`,
    );
    await db.execute(sql`update services set image = ${BAD}, card_image_url = ${'data:text/html,<b>x</b>'}`);
    await db.execute(
      sql`update service_packages set image = ${SNEAKY}, card_image_url = ${'JaVaScRiPt:alert(1)'}`,
    );
    await db.execute(sql`update blog_posts set cover_image = ${BAD}`);
    t.api.responseCache.clear();
  });

  it('answers the site settings with none of the bad URLs', async () => {
    const { status, body } = await t.get('/api/content/site-settings/current/');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      header_logo: null,
      header_logo_link: null,
      contact_button_redirect_url: null,
      footer_button_url: null,
      favicon_logo: null,
      about_logo: null,
    });
    expect(SiteSettingsSchema.safeParse(body).success).toBe(true);
  });

  it('answers a bad social URL as empty and keeps a good one', async () => {
    const { body } = await t.get('/api/content/social-media-settings/by_language/?language=de');
    expect(body.x_url).toBe('');
    expect(body.facebook_url).toBe('facebook.com/demo');
    expect(SocialMediaSettingsSchema.safeParse(body).success).toBe(true);
  });

  it('answers a bad footer item URL as empty and leaves the others', async () => {
    const { body } = await t.get('/api/content/footer-items/');
    const urls = body.results.map((item: { url: string }) => item.url);
    expect(urls[0]).toBe('');
    expect(urls.slice(1).every((url: string) => url !== '')).toBe(true);
    expect(FooterItemListSchema.safeParse(body).success).toBe(true);
  });

  it('answers the hero media without its bad URLs', async () => {
    const { body } = await t.get('/api/content/hero-media/active/');
    expect(body).toMatchObject({ image_url: null, video_url: null, embed_url: null });
    expect(HeroMediaSchema.safeParse(body).success).toBe(true);
  });

  it('answers services, packages and posts without their bad images', async () => {
    const services = await t.get('/api/services/');
    const featured = await t.get('/api/services/featured/');
    const packages = await t.get('/api/services/packages/');
    const posts = await t.get('/api/blog/');
    for (const item of [...services.body.results, ...featured.body, ...packages.body.results]) {
      expect(item).toMatchObject({ image: null, card_image_url: null });
    }
    for (const post of posts.body.results) expect(post.cover_image).toBeNull();
    const service = await t.get(`/api/services/${services.body.results[0].slug}/`);
    const pkg = await t.get(`/api/services/packages/${packages.body.results[0].slug}/`);
    const post = await t.get(`/api/blog/${posts.body.results[0].slug}/`);
    expect(ServiceSchema.safeParse(service.body).success).toBe(true);
    expect(ServicePackageSchema.safeParse(pkg.body).success).toBe(true);
    expect(post.body.cover_image).toBeNull();
    expect(JSON.stringify([service.body, pkg.body, post.body])).not.toMatch(/script:|data:text/i);
  });
});
