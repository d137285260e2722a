import type { ServicePackage } from '@wegweiser/contracts';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { StaticRouter } from '../../../shared/router/router';
import { PackageDetail } from './package-detail';

const TEXTS: Record<string, string> = {
  service_package_detail_back_button: 'Zurück zu den Angeboten',
  service_package_detail_included_services: 'Enthaltene Leistungen',
  service_package_detail_request_button: 'Paket anfragen',
  service_package_detail_discount_text: 'Rabatt gegenüber Einzelbuchung',
  service_package_detail_free_consultation: 'Kostenloses Kennenlerngespräch',
  service_package_detail_attractive_price: 'Attraktiver Paketpreis',
  service_package_detail_online_onsite: 'Online oder vor Ort in Berlin',
  service_package_detail_services_included: '{n} Leistungen inklusive',
  duration_unit_minutes: 'Minuten',
};
const t = (type: string) => TEXTS[type] ?? '';

const pkg = (overrides: Partial<ServicePackage> = {}): ServicePackage => ({
  id: 2,
  slug: 'klarheit-karriere',
  name: 'Klarheit & Karriere',
  short_description: 'Ihr Programm zur beruflichen Neuorientierung.',
  description: 'Einleitung\nzweite Zeile\n\n### Ablauf\n\nMehr: https://example.com/ablauf',
  icon: 'StarIcon',
  image: null,
  image_alt: '',
  card_image_url: null,
  use_image_instead_of_icon: false,
  is_premium_styled: true,
  show_price_on_home: true,
  is_featured: true,
  price: '790.00',
  discount_percentage: 15,
  formatted_price: { amount: '790.00', currency: 'EUR', formatted: '790 €' },
  features: [
    { id: 2, text: 'Zweites Merkmal', is_active: true, order: 2 },
    { id: 1, text: 'Erstes Merkmal', is_active: true, order: 1 },
    { id: 3, text: 'Verstecktes Merkmal', is_active: false, order: 0 },
  ],
  services: [
    {
      id: 3,
      slug: 'karriere-coaching',
      title: 'Karriere-Coaching',
      short_description: 'Beruflich neu starten.',
      formatted_price: { amount: '180.00', currency: 'EUR', formatted: '180 €' },
      formatted_duration: { duration: 90, unit: 'minutes' },
    },
  ],
  order: 2,
  language: 'de',
  updated_at: '2026-07-01T08:00:00.000Z',
  ...overrides,
});

/** Renders like the server does after load(): the lazy markdown renderer is awaited, not its fallback. */
async function html(value: ServicePackage, redirect: string | null = null): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={{ pathname: `/services/packages/${value.slug}`, search: '', key: 'initial' }}>
      <PackageDetail pkg={value} t={t} contactRedirectUrl={redirect} />
    </StaticRouter>,
  );
  let out = '';
  for await (const chunk of prelude) out += chunk.toString();
  return out;
}

describe('PackageDetail markup', () => {
  it('shows heading, back link, placeholder, price, discount, included services and request link', async () => {
    const out = await html(pkg());
    expect(out).toContain('<h1');
    expect(out).toContain('Klarheit &amp; Karriere</h1>');
    expect(out).toMatch(/<a href="\/services"[^>]*>.*Zurück zu den Angeboten<\/a>/);
    expect(out).toContain('Service Paket');
    expect(out).toContain('790 €');
    expect(out).toContain('-15% Rabatt gegenüber Einzelbuchung');
    expect(out).toContain('Enthaltene Leistungen');
    expect(out).toContain('Karriere-Coaching');
    expect(out).toContain('Beruflich neu starten.');
    expect(out).toContain('180 €');
    expect(out).toContain('90 Minuten');
    expect(out).toContain(
      'href="/contact?context=service_package_general&amp;package_name=Klarheit+%26+Karriere"',
    );
  });

  it('renders the description as markdown: line breaks kept, links detected, headings under the h1', async () => {
    const out = await html(pkg());
    expect(out).toContain('Einleitung<br>');
    expect(out).toContain('<a href="https://example.com/ablauf" target="_blank" rel="noopener noreferrer">');
    expect(out).toContain('<h2>Ablauf</h2>');
    expect(out).not.toContain('<h3>Ablauf');
  });

  it('lists active features in order, without inactive ones', async () => {
    const out = await html(pkg());
    expect(out.indexOf('Erstes Merkmal')).toBeLessThan(out.indexOf('Zweites Merkmal'));
    expect(out).not.toContain('Verstecktes Merkmal');
    expect(out).not.toContain('Kostenloses Kennenlerngespräch');
  });

  it('shows the fallback lines when no feature is active', async () => {
    const out = await html(pkg({ features: [{ id: 1, text: 'x', is_active: false, order: 1 }] }));
    for (const line of [
      'Kostenloses Kennenlerngespräch',
      'Attraktiver Paketpreis',
      'Online oder vor Ort in Berlin',
      '1 Leistungen inklusive',
    ]) {
      expect(out).toContain(line);
    }
  });

  it('shows the image (max 400 px high) instead of the placeholder, and no discount at 0 %', async () => {
    const out = await html(pkg({ image: '/media/p.jpg', discount_percentage: 0 }));
    expect(out).toMatch(/<img src="\/media\/p.jpg"[^>]*style="max-height:400px"/);
    expect(out).not.toContain('Service Paket');
    expect(out).not.toContain('Rabatt');
  });

  it("gives the image the library's alt text the API sends (decision 053), else an empty alt", async () => {
    const image = '/media/library/0b5c3a52-55b4-4bd2-9a55-5f2f6c1d2e01.jpg';
    const described = await html(pkg({ image, image_alt: 'Notizbuch auf einem Holztisch' }));
    expect(described).toMatch(
      /<img [^>]*alt="Notizbuch auf einem Holztisch"[^>]*data-testid="package-image"/,
    );
    const bare = await html(pkg({ image }));
    expect(bare).toMatch(/<img [^>]*alt=""[^>]*data-testid="package-image"/);
  });

  it('falls back to € plus the price and opens an external contact URL in a new tab', async () => {
    const out = await html(
      pkg({ formatted_price: { amount: '', currency: '', formatted: '' } }),
      'https://calendly.example/anna',
    );
    expect(out).toContain('€790.00');
    expect(out).toContain('href="https://calendly.example/anna" target="_blank" rel="noopener noreferrer"');
  });

  it('renders a malicious description without script, handlers or javascript: links', async () => {
    const out = await html(
      pkg({
        description:
          '<script>window.__pwned=1</script>[x](javascript:alert(1))<img src=x onerror="window.__pwned=1">\n\n' +
          '[y](JaVaScRiPt:alert(1)) <a href="javascript:alert(1)">z</a> <iframe src="https://evil.example"></iframe>',
      }),
    );
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<iframe/i);
    expect(out).not.toMatch(/\son[a-z]+=/i);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toContain('window.__pwned');
  });
});
