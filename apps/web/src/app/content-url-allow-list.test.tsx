/**
 * Decision 022: a content URL outside the allow-list never reaches href or src when rendered,
 * whatever the API sent. Each component gets every hostile URL and must render no such attribute.
 */
import {
  type FooterItem,
  FooterItemSchema,
  type HeroMedia,
  HeroMediaSchema,
  type Service,
  ServiceSchema,
  type SiteSettings,
} from '@wegweiser/contracts';
import MarkdownRenderer from '@wegweiser/markdown';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactItems } from '../features/contact/components/contact-items';
import { CardVisual } from '../features/home/components/card-parts';
import { HeroMedia as HeroMediaView } from '../features/home/components/hero-media';
import { VideoEmbed } from '../features/home/components/video-embed';
import { heroLcpImage } from '../features/home/lib/hero-image';
import { buildContactUrl } from '../shared/lib/contact-url';
import { contentImage, contentLink } from '../shared/lib/content-url';
import { itemMedia } from '../shared/lib/item-media';
import { imagePreload } from '../shared/lib/responsive-image';
import { footerSocialLinks } from '../shared/lib/social-links';
import { Link, StaticRouter } from '../shared/router/router';
import { subjectImage } from '../shared/seo/page-subject';
import { absoluteUrl } from '../shared/seo/page-urls';
import { DEFAULT_SHARE_IMAGE } from '../shared/seo/share-image';
import { GridCardImage } from '../shared/ui/item-card';
import { ResponsiveImage } from '../shared/ui/responsive-image';
import { Brand } from './shell/components/brand';
import { footerCallToAction } from './shell/footer-config';
import { renderWithApp, testSettings } from './shell/layout-test-services';

const HOSTILE = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

/**
 * An href, src, srcset or poster carrying a hostile URL: a script or file scheme, a data URL, or
 * another host through `//` or `/\` (markdown's own `/%5C…` is a path on this site).
 */
const BAD_ATTRIBUTE = /\s(?:href|src|srcset|poster)="[^"]*(?:script|file:|data:|\/\/evil|\\evil)/i;

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <StaticRouter location={{ pathname: '/', search: '', key: 'initial' }}>{node}</StaticRouter>,
  );

/** Valid settings (parsed with the contract) with fields the API might send unchecked on top. */
const settings = (overrides: Partial<SiteSettings>): SiteSettings => ({
  ...testSettings({ site_name: 'Wegweiser', use_logo_instead_of_initial: true }),
  ...overrides,
});
const withApp = (value: SiteSettings, node: ReactNode) => renderWithApp(node, { settings: value });

/** A valid footer item (parsed with the contract) whose URL is then replaced unchecked. */
const footerItem = (url: string): FooterItem => ({
  ...FooterItemSchema.parse({
    id: 1,
    is_active: true,
    show_in_contact: true,
    show_in_social: false,
    show_in_contact_page: true,
    url: 'mailto:kontakt@example.com',
    is_external: false,
    icon_name: 'EnvelopeIcon',
    translated_title: 'E-Mail',
    translated_display_text: '',
    order: 1,
  }),
  url,
});

/** A valid hero (parsed with the contract) with fields the API might send unchecked on top. */
const hero = (overrides: Partial<HeroMedia>): HeroMedia => ({
  ...HeroMediaSchema.parse({
    id: 1,
    media_type: 'image',
    embed_url: null,
    video_url: null,
    image_url: null,
    image_alt: 'Hero',
    desktop_mobile_layout: 'media_right',
    language: 'de',
  }),
  ...overrides,
});

const service = (overrides: Partial<Service>): Service => ({
  ...ServiceSchema.parse({
    id: 1,
    slug: 'coaching',
    title: 'Coaching',
    short_description: 'Einzelcoaching',
    description: 'Einzelcoaching in Berlin.',
    icon: 'heart',
    image: null,
    image_alt: '',
    card_image_url: null,
    use_image_instead_of_icon: false,
    is_premium_styled: false,
    premium_badge_text: '',
    show_price_on_home: false,
    is_featured: false,
    price: null,
    formatted_price: null,
    duration: null,
    duration_unit: null,
    formatted_duration: null,
    order: 1,
    language: 'de',
    updated_at: '2026-01-01T00:00:00Z',
  }),
  ...overrides,
});

const media = (url: string) => ({
  use_image_instead_of_icon: true,
  card_image_url: url,
  image: url,
  icon: 'heart',
});

describe.each(HOSTILE)('the hostile URL %j', (url) => {
  it('is no link and no image by the rendering allow-list', () => {
    expect(contentLink(url)).toBeNull();
    expect(contentImage(url)).toBeNull();
  });

  it('makes a Link, a footer or contact item no link at all', () => {
    const link = render(<Link to={url}>Ziel</Link>);
    expect(link).toBe('<a>Ziel</a>');
    const items = render(<ContactItems items={[footerItem(url)]} title="Kontakt" />);
    expect(items).not.toMatch(BAD_ATTRIBUTE);
    expect(items).not.toContain('<a');
    expect(items).toContain('E-Mail');
  });

  it('gives the header logo link and logo, the footer button and the contact button their defaults', () => {
    const brand = withApp(settings({ header_logo: url, header_logo_link: url }), <Brand />);
    expect(brand).not.toMatch(BAD_ATTRIBUTE);
    expect(brand).toContain('href="/"');
    expect(brand).not.toContain('<img');
    expect(
      footerCallToAction({ ...settings({ footer_button_url: url }), footer_mode: 'button' }),
    ).toMatchObject({
      kind: 'button',
      url: '/contact',
    });
    expect(buildContactUrl(url, { context: 'hero_cta' })).toBe('/contact?context=hero_cta');
  });

  it('shows no social icon, or one to an https address', () => {
    const flags = { footer_show_social_x: true, footer_show_social_facebook: true };
    const links = footerSocialLinks(flags, {
      facebook_url: url,
      instagram_url: '',
      x_url: url,
      reddit_url: '',
    });
    // A URL without scheme is a profile on https (spec section 5): `//evil.example/x.png` is one.
    for (const link of links) expect(link.url).toMatch(/^https:\/\/evil\.example\//);
    if (!url.startsWith('//')) expect(links).toEqual([]);
  });

  it('renders no image (or the icon instead) for cards, hero, details and covers', () => {
    const out = render(
      <>
        <ResponsiveImage src={url} alt="" width={10} height={10} />
        <GridCardImage src={url} />
        <CardVisual media={{ kind: 'image', src: url }} fallback="heart" premium={false} />
        <HeroMediaView media={hero({ image_url: url })} />
      </>,
    );
    expect(out).not.toMatch(BAD_ATTRIBUTE);
    expect(out).not.toContain('src=""');
    expect(itemMedia(media(url))).toEqual({ kind: 'icon', name: 'heart' });
    expect(itemMedia(media(url), 'detail')).toEqual({ kind: 'icon', name: 'heart' });
  });

  it('plays no video and shows no poster from it', () => {
    // The video speaks the page's language (decision 092): it renders inside the app's context.
    const video = renderWithApp(<VideoEmbed media={{ video_url: url, embed_url: url, image_url: url }} />);
    expect(video).not.toMatch(BAD_ATTRIBUTE);
    expect(video).toContain('Video nicht verfügbar');
    const poster = renderWithApp(
      <VideoEmbed media={{ video_url: '/media/seed/intro.mp4', image_url: url }} />,
    );
    expect(poster).not.toMatch(BAD_ATTRIBUTE);
    expect(poster).not.toContain('poster=');
  });

  it('is preloaded by no <link> and shared by no og:image or JSON-LD image', () => {
    expect(heroLcpImage(hero({ image_url: url }))).toBeNull();
    expect(imagePreload({ src: url, sizes: '100vw' })).toBeNull();
    expect(absoluteUrl('https://coaching.example', url)).toBeUndefined();
    expect(subjectImage({ type: 'service', service: service({ card_image_url: url, image: url }) })).toEqual(
      DEFAULT_SHARE_IMAGE,
    );
  });

  it('is no image in markdown', () => {
    const out = renderToStaticMarkup(
      <MarkdownRenderer source={`![Bild](<${url.trim()}>)\n\n![Bild](${url})`} />,
    );
    expect(out).not.toMatch(BAD_ATTRIBUTE);
    // Left out, not an empty src (which would make the browser fetch the page again).
    expect(out).not.toContain('src=""');
  });
});

describe('allowed content URLs', () => {
  it('still render as links and images', () => {
    expect(render(<Link to="mailto:a@example.com">Mail</Link>)).toBe(
      '<a href="mailto:a@example.com">Mail</a>',
    );
    expect(render(<Link to="/contact">Kontakt</Link>)).toBe('<a href="/contact">Kontakt</a>');
    const brand = withApp(
      settings({ header_logo: '/media/seed/logo.svg', header_logo_link: 'https://example.com/' }),
      <Brand />,
    );
    expect(brand).toContain('href="https://example.com/"');
    expect(brand).toContain('src="/media/seed/logo.svg"');
    expect(imagePreload({ src: '/media/seed/hero.svg', sizes: '100vw' })).toEqual({
      href: '/media/seed/hero.svg',
    });
    expect(buildContactUrl('tel:+4930123', { context: 'hero_cta' })).toBe('tel:+4930123');
  });

  it('takes markdown images only from our own site or as raster data URLs', () => {
    const out = (source: string) => renderToStaticMarkup(<MarkdownRenderer source={source} />);
    expect(out('![a](/media/seed/a.png)')).toContain('src="/media/seed/a.png"');
    expect(out('![a](https://tracker.example/pixel.png)')).not.toContain('tracker.example');
    expect(out('![a](data:image/png;base64,iVBORw0KGgo=)')).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    );
  });
});
