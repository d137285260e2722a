import type { Service } from '@wegweiser/contracts';
import { serviceFixture } from '@wegweiser/contracts/testing';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { StaticRouter } from '../../../shared/router/router';
import { ServiceDetail } from './service-detail';

const TEXTS: Record<string, string> = {
  service_package_detail_back_button: 'Zurück zu den Angeboten',
  header_contact_button: 'Kontakt aufnehmen',
  services_page_packages_title: 'Coaching-Pakete',
};
const t = (type: string) => TEXTS[type] ?? '';

/** A premium service with an unknown icon name (the heart fallback shows). */
const service = (overrides: Partial<Service> = {}): Service =>
  serviceFixture({
    id: 3,
    title: 'Karriere- & Neuorientierungs-Coaching',
    short_description: 'Beruflich neu starten.',
    description: 'Erste Zeile\nzweite Zeile\n\n### Was Sie erwartet\n\n- Klarheit',
    icon: 'NoSuchIcon',
    is_premium_styled: true,
    premium_badge_text: 'Premium',
    order: 3,
    ...overrides,
  });

async function html(value: Service, redirect: string | null = null) {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={{ pathname: `/services/${value.slug}`, search: '', key: 'initial' }}>
      <ServiceDetail
        service={value}
        price="180 €"
        duration="90 Minuten"
        packages={[
          {
            id: 2,
            slug: 'klarheit-karriere',
            name: 'Klarheit & Karriere',
            short_description: 'Paket',
            price: '790 €',
            serviceSlugs: [],
          },
        ]}
        t={t}
        contactRedirectUrl={redirect}
      />
    </StaticRouter>,
  );
  let out = '';
  for await (const chunk of prelude) out += chunk.toString();
  return out;
}

describe('ServiceDetail markup', () => {
  it('shows title, badge, heart icon fallback, price, duration, contact link and packages', async () => {
    const out = await html(service());
    expect(out).toContain('Karriere- &amp; Neuorientierungs-Coaching</h1>');
    expect(out).toContain('Premium');
    expect(out).toContain('180 €');
    expect(out).toContain('90 Minuten');
    expect(out).toContain(
      'href="/contact?context=service_detail&amp;service_name=Karriere-+%26+Neuorientierungs-Coaching"',
    );
    expect(out).toContain('href="/services/packages/klarheit-karriere"');
    expect(out).toMatch(/<a href="\/services"[^>]*>.*Zurück zu den Angeboten<\/a>/);
    // The heart icon (unknown icon names fall back to it).
    expect(out).toMatch(/<svg [^>]*data-icon="HeartIcon"><use href="[^"]*#HeartIcon">/);
  });

  it('renders the description as markdown under the page heading', async () => {
    const out = await html(service());
    expect(out).toContain('Erste Zeile<br>');
    expect(out).toContain('<h2>Was Sie erwartet</h2>');
    expect(out).toContain('<li>Klarheit</li>');
  });

  it('shows the image instead of the icon when asked to', async () => {
    const out = await html(service({ use_image_instead_of_icon: true, image: '/media/s.jpg' }));
    expect(out).toContain('src="/media/s.jpg"');
    expect(out).not.toContain('M21 8.25c0-2.485');
  });

  it("gives the image the library's alt text the API sends (decision 053), not to a card image shown instead", async () => {
    const image = '/media/library/0b5c3a52-55b4-4bd2-9a55-5f2f6c1d2e01.jpg';
    const shown = { use_image_instead_of_icon: true, image_alt: 'Zwei Sessel am Fenster' };
    expect(await html(service({ ...shown, image }))).toMatch(
      /<img [^>]*alt="Zwei Sessel am Fenster"[^>]*data-testid="service-image"/,
    );
    const card = await html(service({ ...shown, image: null, card_image_url: '/media/card.jpg' }));
    expect(card).toMatch(/<img [^>]*alt=""[^>]*data-testid="service-image"/);
  });

  it('renders a malicious description without script, handlers or javascript: links', async () => {
    const out = await html(
      service({
        description:
          '<script>window.__pwned=1</script>[x](javascript:alert(1))<img src=x onerror="window.__pwned=1">',
      }),
    );
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/\son[a-z]+=/i);
    expect(out).not.toMatch(/javascript:/i);
  });
});
