import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../../shared/context/app-context';
import { AppProvider } from '../../../shared/context/app-context';
import { StaticRouter } from '../../../shared/router/router';
import { AnalyticsRoot } from '../analytics-root';
import { consentTexts, loadConsentTexts } from '../consent/consent-texts';
import { CHOICE_BUTTON_CLASS, ConsentBanner, type ConsentBannerProps } from './consent-banner';
import ConsentUi, { type ConsentUiProps } from './consent-ui';

const location = { pathname: '/', search: '', key: 'initial' };
const render = (props: Partial<ConsentBannerProps> = {}) =>
  renderToStaticMarkup(
    <StaticRouter location={location}>
      <ConsentBanner
        texts={consentTexts('de')}
        status="ask"
        privacySignal={false}
        reopened={false}
        onAccept={vi.fn()}
        onReject={vi.fn()}
        onClose={vi.fn()}
        {...props}
      />
    </StaticRouter>,
  );

describe('ConsentBanner', () => {
  it('is a labelled, described region with a link to the privacy policy', () => {
    const html = render();
    expect(html).toMatch(/^<div role="region" aria-labelledby="([^"]+)" aria-describedby="([^"]+)"/);
    const [, titleId, bodyId] = html.match(/aria-labelledby="([^"]+)" aria-describedby="([^"]+)"/) ?? [];
    // Its name is not a heading: the banner precedes the page's h1 in reading order (issue 23 point 6).
    expect(html).toContain(`<p id="${titleId}"`);
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html).toContain('Ihre Privatsphäre');
    expect(html).toContain(`<p id="${bodyId}"`);
    expect(html).toContain('href="/legal/privacy"');
    expect(html).toContain('>Datenschutzerklärung</a>');
    expect(html).toContain('data-analytics-ignore');
  });

  it('offers reject and accept as equal buttons', () => {
    const html = render();
    const buttons = [...html.matchAll(/<button type="button" class="([^"]+)">([^<]+)<\/button>/g)];
    expect(buttons.map((match) => match[2])).toEqual(['Ablehnen', 'Zustimmen']);
    for (const match of buttons) expect(match[1]).toBe(CHOICE_BUTTON_CLASS);
    expect(html).not.toContain('aria-label="Schließen"');
  });

  it('asks in one short question and keeps the details behind a native disclosure', () => {
    const html = render();
    const texts = consentTexts('de');
    expect(html).toContain(texts.body);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Details<\/summary><p[^>]*>([^<]+)<\/p><\/details>/);
    expect(html).toContain(texts.details);
    expect(html).not.toMatch(/<details[^>]* open/);
    // Reading and keyboard order: question, privacy link, details, then the two choices.
    const order = ['>Datenschutzerklärung</a>', '<summary', '>Ablehnen</button>', '>Zustimmen</button>'];
    const positions = order.map((part) => html.indexOf(part));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('needs no details when a privacy signal already decided', () => {
    expect(render({ reopened: true, status: 'denied', privacySignal: true })).not.toContain('<details');
  });

  it('shows the current decision and a close button when reopened', () => {
    expect(render({ reopened: true, status: 'granted' })).toContain('Aktuell: Webanalyse erlaubt.');
    const denied = render({ reopened: true, status: 'denied' });
    expect(denied).toContain('Aktuell: Webanalyse abgelehnt.');
    expect(denied).toContain('aria-label="Schließen"');
  });

  it('explains a Do Not Track / GPC signal instead of asking', () => {
    const html = render({ reopened: true, status: 'denied', privacySignal: true });
    expect(html).toContain('Do Not Track');
    expect(html).not.toContain('Zustimmen');
    expect(html).not.toContain('Ablehnen');
  });

  it('speaks the page language once its texts are loaded', async () => {
    await loadConsentTexts('fr');
    const html = render({ texts: consentTexts('fr') });
    expect(html).toContain('Votre vie privée');
    expect(html).toContain('Refuser');
    expect(html).toContain('Accepter');
  });
});

describe('AnalyticsRoot', () => {
  it('renders the banner as pending on the server: CSS shows it only to visitors marked undecided', () => {
    const services = { language: 'de', settings: null, isServer: true } as unknown as AppServices;
    const html = renderToStaticMarkup(
      <AppProvider services={services}>
        <StaticRouter location={location}>
          <AnalyticsRoot />
        </StaticRouter>
      </AppProvider>,
    );
    expect(html).toContain('data-consent-banner="pending"');
    expect(html).toContain('Ihre Privatsphäre');
    expect(html).toContain('>Zustimmen</button>');
    expect(html).toContain('>Ablehnen</button>');
  });
});

describe('ConsentUi', () => {
  const services = { language: 'de', settings: null, isServer: false } as unknown as AppServices;
  const renderUi = (props: Partial<ConsentUiProps>) =>
    renderToStaticMarkup(
      <AppProvider services={services}>
        <StaticRouter location={location}>
          <ConsentUi
            language="de"
            consent="ask"
            privacySignal={false}
            reopened={false}
            settingsButton
            settingsButtonRef={null}
            onDecide={vi.fn()}
            onClose={vi.fn()}
            {...props}
          />
        </StaticRouter>
      </AppProvider>,
    );

  it('asks while no decision exists', () => {
    const html = renderUi({ consent: 'ask' });
    expect(html).toContain('data-testid="consent-banner"');
    expect(html).not.toContain('<aside');
  });

  it('offers the privacy settings once decided, or nothing when the footer does that', () => {
    for (const consent of ['granted', 'denied'] as const) {
      const html = renderUi({ consent });
      expect(html).not.toContain('consent-banner');
      expect(html).toContain('<aside aria-label="Datenschutz-Einstellungen"');
      expect(html).toContain('aria-label="Datenschutz-Einstellungen"');
    }
    expect(renderUi({ consent: 'granted', settingsButton: false })).toBe('');
  });

  it('shows the banner again when reopened', () => {
    expect(renderUi({ consent: 'granted', reopened: true })).toContain('Aktuell: Webanalyse erlaubt.');
  });
});
