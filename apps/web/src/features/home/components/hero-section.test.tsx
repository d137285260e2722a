import { describe, expect, it } from 'vitest';
import { failed, ok, renderInApp } from '../testing/render-in-app';
import { HeroSection } from './hero-section';

const texts: Record<string, string> = {
  hero_title: 'Finden Sie Ihren Weg',
  hero_subtitle: 'Coaching in Berlin',
  hero_description: 'Beschreibung',
  header_contact_button: 'Kontakt aufnehmen',
  services_title: 'Coaching-Angebote',
};
const t = (type: string) => texts[type] ?? '';
const image = {
  id: 1,
  media_type: 'image',
  embed_url: null,
  video_url: null,
  image_url: '/media/seed/hero.svg',
  image_alt: 'Ein Wegweiser',
  desktop_mobile_layout: 'media_right',
  language: 'de',
};
const stats = [{ id: 1, number: '7', label: 'Jahre' }];

const render = (options: Parameters<typeof renderInApp>[1]) => renderInApp(<HeroSection t={t} />, options);

describe('HeroSection', () => {
  it('shows title, subtitle, description, the image with size and alt, and both buttons', () => {
    const out = render({
      resources: { 'home:hero-media:de': ok(image) },
      settings: { show_hero_stats: false },
    });
    expect(out).toContain('<h1 id="home-hero-title"');
    expect(out).toContain('Finden Sie Ihren Weg');
    expect(out).toContain('Coaching in Berlin');
    expect(out).toContain('Beschreibung');
    expect(out).toMatch(/<img src="\/media\/seed\/hero.svg" alt="Ein Wegweiser" width="960" height="720"/);
    expect(out).toContain('href="/contact?context=hero_cta"');
    expect(out).toContain('href="/services"');
    expect(out).toContain('data-layout="media_right"');
    expect(out).not.toContain('hero-stats');
  });

  it('opens an external contact URL in a new tab without opener or referrer', () => {
    const out = render({ settings: { contact_button_redirect_url: 'https://cal.example.com/anna' } });
    expect(out).toContain('href="https://cal.example.com/anna" target="_blank" rel="noopener noreferrer"');
  });

  it('follows the layout of the hero media', () => {
    for (const layout of ['media_left', 'media_top', 'media_bottom']) {
      const media = { ...image, desktop_mobile_layout: layout };
      expect(render({ resources: { 'home:hero-media:de': ok(media) } })).toContain(`data-layout="${layout}"`);
    }
  });

  it('shows no media when the call failed', () => {
    const out = render({ resources: { 'home:hero-media:de': failed() } });
    expect(out).not.toContain('<img');
    expect(out).toContain('Finden Sie Ihren Weg');
  });

  it('shows the stats only with show_hero_stats', () => {
    const resources = { 'home:stats:de': ok(stats) };
    expect(render({ resources, settings: { show_hero_stats: true } })).toContain('<dd class="order-first');
    expect(render({ resources, settings: { show_hero_stats: false } })).not.toContain('<dd');
    expect(render({ resources, settings: null })).not.toContain('<dd');
  });

  it('falls back to the German stats with "Failed to load stats" when the stats call fails', () => {
    const out = render({ resources: { 'home:stats:de': failed() }, settings: { show_hero_stats: true } });
    expect(out).toContain('data-error="Failed to load stats"');
    expect(out).toContain('850+');
    expect(out).toContain('Jahre Coaching-Erfahrung');
  });
});
