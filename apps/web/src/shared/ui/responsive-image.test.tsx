import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const html = (props: Parameters<typeof ResponsiveImage>[0]) => renderToString(<ResponsiveImage {...props} />);

describe('ResponsiveImage', () => {
  it('renders a raster media file as a picture with AVIF and WebP sources and a lazy fallback', () => {
    const out = html({
      src: '/media/seed/photo.jpg',
      alt: 'Ein Foto',
      width: 600,
      height: 400,
      sizes: '(min-width: 768px) 33vw, 100vw',
      className: 'w-full object-cover',
    });
    expect(out).toMatch(
      /^<picture class="contents"><source type="image\/avif" srcSet="\/media\/img\/320\/seed\/photo.jpg.avif 320w, /,
    );
    expect(out).toContain('<source type="image/webp" srcSet="/media/img/320/seed/photo.jpg.webp 320w, ');
    expect(out.match(/sizes="\(min-width: 768px\) 33vw, 100vw"/g)).toHaveLength(2);
    expect(out).toMatch(
      /<img src="\/media\/seed\/photo.jpg" alt="Ein Foto" width="600" height="400" loading="lazy" decoding="async" class="w-full object-cover"\/><\/picture>$/,
    );
    expect(out).not.toContain('fetchpriority');
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    const out = html({ src: '/media/seed/photo.jpg', alt: '', width: 4, height: 3, priority: true });
    expect(out).toContain('fetchPriority="high"');
    expect(out).not.toContain('loading=');
    expect(out).not.toContain('decoding=');
  });

  it('renders an SVG or external image as a plain sized img with the same lazy rule', () => {
    const svg = html({ src: '/media/seed/hero.svg', alt: 'Logo', width: 960, height: 720 });
    expect(svg).toBe(
      '<img src="/media/seed/hero.svg" alt="Logo" width="960" height="720" loading="lazy" decoding="async"/>',
    );
    const external = html({ src: 'https://cdn.example/a.jpg', alt: '', width: 3, height: 2, priority: true });
    // (React adds its own preload before a priority <img> outside a <picture>.)
    expect(external).toContain(
      '<img src="https://cdn.example/a.jpg" alt="" width="3" height="2" fetchPriority="high"/>',
    );
  });
});
