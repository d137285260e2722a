/**
 * The analytics entry for the layout: asks for consent (banner), runs the tracker only after the
 * visitor accepts, and offers a way to change the decision later. The decision lives in the
 * browser: the server renders the banner as pending, and the document head's script shows it
 * before the first paint only to visitors without a decision (decision 014). The tracker is a
 * separate chunk, loaded only after consent.
 */
import { useEffect, useRef, useState } from 'react';
import { type ConsentDecision, type ConsentState, decideConsent } from '../../shared/consent/consent-rule';
import { useApp } from '../../shared/context/app-context';
import { isClickMapFrame } from '../../shared/lib/click-map-frame';
import { useLocation } from '../../shared/router/router';
import ConsentUi from './components/consent-ui';
import { browserPrivacySignal, readStoredConsent, saveConsent } from './consent/consent';
import { onOpenConsentSettings } from './consent/consent-settings';
import { useAnalyticsTracker } from './hooks/use-analytics-tracker';

export { openConsentSettings } from './consent/consent-settings';
export { trackEvent } from './track-event';

export function AnalyticsRoot({ settingsButton = true }: { settingsButton?: boolean }) {
  const { language, preview } = useApp();
  const { pathname } = useLocation();
  const [consent, setConsent] = useState<ConsentState | null>(null);
  const [privacySignal, setPrivacySignal] = useState(false);
  const [reopened, setReopened] = useState(false);
  const returnFocus = useRef<Element | null>(null);
  const floatingButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A page shown in the console's click map (decision 088): the consent stays unknown — the
    // banner hidden, as the head script left it — so nothing is asked and the tracker never starts.
    if (isClickMapFrame()) return;
    const signal = browserPrivacySignal();
    setPrivacySignal(signal);
    setConsent(decideConsent(readStoredConsent(), signal));
    const open = () => {
      returnFocus.current = document.activeElement;
      setReopened(true);
    };
    // Any element marked data-consent-settings (e.g. a footer button) opens the settings too,
    // without importing this feature.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-consent-settings]')) open();
    };
    document.addEventListener('click', onClick);
    const unsubscribe = onOpenConsentSettings(open);
    return () => {
      document.removeEventListener('click', onClick);
      unsubscribe();
    };
  }, []);

  // A preview link's page is the owner checking a draft, not a visit: the banner works, but even
  // with consent nothing is recorded — no session, no events (decision 093).
  useAnalyticsTracker(consent === 'granted' && !preview, pathname);

  // After closing the reopened banner, focus goes back to where the visitor came from.
  const bannerOpen = consent === 'ask' || reopened;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !bannerOpen) {
      const previous = returnFocus.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      else floatingButton.current?.focus();
      returnFocus.current = null;
    }
    wasOpen.current = bannerOpen;
  }, [bannerOpen]);

  const decide = (decision: ConsentDecision) => {
    saveConsent(decision);
    setConsent(decision);
    setReopened(false);
  };

  return (
    <ConsentUi
      language={language}
      consent={consent}
      privacySignal={privacySignal}
      reopened={reopened}
      settingsButton={settingsButton}
      settingsButtonRef={floatingButton}
      onDecide={decide}
      onClose={() => setReopened(false)}
    />
  );
}
