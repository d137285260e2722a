/**
 * Decision 022: a content URL outside the allow-list never reaches href or src when rendered,
 * whatever the API sent. Each component gets every hostile URL and must render no such attribute.
 */
import type { FooterItem, HeroMedia, Service, SiteSettings } from '@wegweiser/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProvider, type AppServices } from '../../app/app-context';
import { Link, StaticRouter } from '../../app/router/router';
import { ContactItems } from '../../features/contact/components/contact-items';
import { CardVisual } from '../../features/home/components/card-parts';
import { HeroMedia as HeroMediaView } from '../../features/home/components/hero-media';
import { VideoEmbed } from '../../features/home/components/video-embed';
import { cardImage } from '../../features/home/lib/card-rules';
import { heroLcpImage } from '../../features/home/lib/hero-image';
import { Brand } from '../../features/layout/components/brand';
import { footerCallToAction } from '../../features/layout/footer-config';
import { footerSocialLinks } from '../../features/layout/social-links';
import { packageCardMedia } from '../../features/packages/lib/package-media';
import { serviceCardMedia, serviceDetailMedia } from '../../features/services/lib/service-media';
import { subjectImage } from '../seo/page-subject';
import { absoluteUrl } from '../seo/page-urls';
import { DEFAULT_SHARE_IMAGE } from '../seo/share-image';
import MarkdownRenderer from '../ui/markdown-renderer';
import { GridCardImage, ResponsiveImage } from '../ui/responsive-image';
import { buildContactUrl } from './contact-url';
import { contentImage, contentLink } from './content-url';
import { imagePreload } from './responsive-image';

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

const settings = (overrides: Partial<SiteSettings>) =>
  ({ site_name: 'Wegweiser', use_logo_instead_of_initial: true, ...overrides }) as SiteSettings;
const withApp = (value: SiteSettings, node: ReactNode) =>
  render(<AppProvider services={{ settings: value } as AppServices}>{node}</AppProvider>);

const footerItem = (url: string): FooterItem => ({
  id: 1,
  is_active: true,
  show_in_contact: true,
  show_in_social: false,
  show_in_contact_page: true,
  url,
  is_external: false,
  icon_name: 'EnvelopeIcon',
  translated_title: 'E-Mail',
  translated_display_text: '',
  order: 1,
});

const hero = (overrides: Partial<HeroMedia>): HeroMedia => ({
  id: 1,
  media_type: 'image',
  embed_url: null,
  video_url: null,
  image_url: null,
  image_alt: 'Hero',
  desktop_mobile_layout: 'media_right',
  language: 'de',
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
        <CardVisual image={url} icon="heart" fallback="heart" premium={false} />
        <HeroMediaView media={hero({ image_url: url })} />
      </>,
    );
    expect(out).not.toMatch(BAD_ATTRIBUTE);
    expect(out).not.toContain('src=""');
    expect(cardImage(media(url))).toBeNull();
    expect(serviceCardMedia(media(url))).toEqual({ kind: 'icon', name: 'heart' });
    expect(serviceDetailMedia(media(url))).toEqual({ kind: 'icon', name: 'heart' });
    expect(packageCardMedia(media(url))).toEqual({ kind: 'icon', name: 'heart' });
  });

  it('plays no video and shows no poster from it', () => {
    const video = render(<VideoEmbed media={{ video_url: url, embed_url: url, image_url: url }} />);
    expect(video).not.toMatch(BAD_ATTRIBUTE);
    expect(video).toContain('Video nicht verfügbar');
    const poster = render(<VideoEmbed media={{ video_url: '/media/seed/intro.mp4', image_url: url }} />);
    expect(poster).not.toMatch(BAD_ATTRIBUTE);
    expect(poster).not.toContain('poster=');
  });

  it('is preloaded by no <link> and shared by no og:image or JSON-LD image', () => {
    expect(heroLcpImage(hero({ image_url: url }))).toBeNull();
    expect(imagePreload({ src: url, sizes: '100vw' })).toBeNull();
    expect(absoluteUrl('https://coaching.example', url)).toBeUndefined();
    const service = { card_image_url: url, image: url, title: 'Coaching' } as Service;
    expect(subjectImage({ type: 'service', service })).toEqual(DEFAULT_SHARE_IMAGE);
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
