import { type ServicePackage, ServicePackageSchema, type ServiceSummary } from '@wegweiser/contracts';
import { serviceFixture } from '@wegweiser/contracts/testing';
import { describe, expect, it } from 'vitest';
import { failed, ok, renderInApp } from '../testing/render-in-app';
import { CtaSection } from './cta-section';
import { FeaturedServicesSection } from './featured-services-section';
import { PackagesSection } from './packages-section';
import { TestimonialsSection } from './testimonials-section';

const texts: Record<string, string> = {
  featured_services_title_part1: 'Ausgewählte',
  featured_services_title_part2: 'Angebote',
  featured_services_show_all: 'Alle Angebote ansehen',
  featured_services_learn_more: 'Mehr erfahren',
  service_packages_most_popular: 'Am beliebtesten',
  service_packages_save_text: '{discount_percentage}% sparen',
  service_packages_show_all_packages: 'Alle Pakete ansehen',
  service_packages_title_first: 'Begleitung,',
  service_packages_title_second: 'die passt',
  testimonials_title: 'Erfahrungen',
  testimonials_suffix: 'aus dem Coaching',
  about_cta_title: 'Bereit?',
  about_cta_button: 'Gespräch vereinbaren',
  about_step_text: 'Der erste Schritt',
  about_cta_text: 'Unverbindlich.',
  duration_unit_minutes: 'Minuten',
};
const t = (type: string) => texts[type] ?? '';

const service = (overrides: Partial<ServiceSummary>): ServiceSummary =>
  serviceFixture({
    slug: 'life-coaching',
    title: 'Life-Coaching',
    short_description: 'Kurz',
    icon: 'HeartIcon',
    premium_badge_text: 'Premium',
    price: '150.00',
    formatted_price: { amount: '150.00', currency: 'EUR', formatted: '150 €' },
    duration: 60,
    formatted_duration: { duration: 60, unit: 'minutes' },
    ...overrides,
  });

const pkg = (overrides: Partial<ServicePackage>): ServicePackage =>
  ServicePackageSchema.parse({
    id: 1,
    slug: 'neustart',
    name: 'Neustart',
    short_description: 'Kurz',
    description: '',
    icon: 'RocketLaunchIcon',
    image: null,
    image_alt: '',
    card_image_url: null,
    use_image_instead_of_icon: false,
    is_premium_styled: false,
    show_price_on_home: true,
    is_featured: true,
    price: '420.00',
    discount_percentage: 0,
    formatted_price: { amount: '420.00', currency: 'EUR', formatted: '420 €' },
    features: [],
    services: [],
    order: 1,
    language: 'de',
    updated_at: '2026-07-01T08:00:00.000Z',
    ...overrides,
  });

describe('FeaturedServicesSection', () => {
  const render = (services: unknown) =>
    renderInApp(<FeaturedServicesSection t={t} />, {
      resources: { 'home:featured-services:de': services as never },
    });

  it('links each card to /services/{slug} and "show all" to /services', () => {
    const out = render(ok([service({}), service({ id: 2, slug: 'karriere', title: 'Karriere' })]));
    expect(out).toContain('href="/services/life-coaching"');
    expect(out).toContain('href="/services/karriere"');
    expect(out).toMatch(/href="\/services"[^>]*>Alle Angebote ansehen/);
    expect(out).toContain('Ausgewählte <span');
    expect(out).toContain('150 €');
    expect(out).toContain('60 Minuten');
    expect(out).toContain('Mehr erfahren');
    expect(out).toContain('data-columns="2"');
  });

  it('shows the premium badge, the image instead of the icon, and the heart for unknown icons', () => {
    const premium = render(ok([service({ is_premium_styled: true, premium_badge_text: 'Premium' })]));
    expect(premium).toContain('>Premium</span>');
    const plain = render(ok([service({ premium_badge_text: 'Beliebt' })]));
    expect(plain).not.toContain('Beliebt');

    const withImage = render(
      ok([
        service({
          use_image_instead_of_icon: true,
          card_image_url: '/media/card.jpg',
          image: '/media/big.jpg',
        }),
      ]),
    );
    expect(withImage).toContain('src="/media/card.jpg"');
    expect(withImage).not.toContain('size-12');

    const unknownIcon = render(ok([service({ icon: 'NoSuchIcon' })]));
    const heart = render(ok([service({ icon: 'HeartIcon' })]));
    const svg = (html: string) => html.match(/<svg[\s\S]*?<\/svg>/)?.[0];
    expect(svg(unknownIcon)).toBe(svg(heart));
  });

  it('shows no cards when the call failed', () => {
    const out = render(failed());
    expect(out).not.toContain('<article');
    expect(out).toContain('href="/services"');
  });
});

describe('PackagesSection', () => {
  const render = (packages: unknown) =>
    renderInApp(<PackagesSection t={t} />, { resources: { 'home:featured-packages:de': packages as never } });

  it('is left out entirely when there are no packages or the call failed', () => {
    expect(render(ok([]))).toBe('');
    expect(render(failed())).toBe('');
  });

  it('links cards to /services/packages/{slug}, "show all" to /services/packages, with the badge rules', () => {
    const out = render(
      ok([
        pkg({ is_premium_styled: true, discount_percentage: 15 }),
        pkg({
          id: 2,
          slug: 'leadership',
          name: 'Leadership',
          discount_percentage: 0,
          show_price_on_home: false,
        }),
      ]),
    );
    expect(out).toContain('href="/services/packages/neustart"');
    expect(out).toContain('href="/services/packages/leadership"');
    expect(out).toMatch(/href="\/services\/packages"[^>]*>Alle Pakete ansehen/);
    expect(out).toContain('Am beliebtesten');
    expect(out.match(/% sparen/g)).toHaveLength(1);
    expect(out).toContain('15% sparen');
    expect(out.match(/ €/g)).toHaveLength(1);
    expect(out).toContain('max-width:850px');
  });

  it('uses sparkles for an unknown icon', () => {
    const svg = (html: string) => html.match(/<svg[\s\S]*?<\/svg>/)?.[0];
    expect(svg(render(ok([pkg({ icon: 'Nope' })])))).toBe(svg(render(ok([pkg({ icon: 'SparklesIcon' })]))));
  });
});

describe('TestimonialsSection', () => {
  it('renders a snap carousel with auto-scroll on and the 4-line clamp', () => {
    const out = renderInApp(<TestimonialsSection t={t} />, {
      resources: {
        'home:testimonials:de': ok([
          { id: 1, name: 'Julia M.', role: 'Lehrerin', content: 'Danke', order: 1 },
        ]),
      },
    });
    expect(out).toContain('Erfahrungen <span');
    expect(out).toContain('snap-x snap-mandatory');
    expect(out).toContain('data-autoscroll="on"');
    expect(out).toContain('line-clamp-4');
    expect(out).toContain('w-[296px] shrink-0 snap-start sm:w-[336px] md:w-[400px]');
  });

  it('is left out when the call failed', () => {
    expect(
      renderInApp(<TestimonialsSection t={t} />, { resources: { 'home:testimonials:de': failed() } }),
    ).toBe('');
  });
});

describe('CtaSection', () => {
  it('links to the contact page with context general_cta', () => {
    const out = renderInApp(<CtaSection t={t} />, { settings: null });
    expect(out).toMatch(/href="\/contact\?context=general_cta"[^>]*>Gespräch vereinbaren/);
    expect(out).toContain('Der erste Schritt');
    expect(out).toContain('Unverbindlich.');
  });
});
