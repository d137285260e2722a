/**
 * The analytics entry for the layout: asks for consent (banner), runs the tracker only after the
 * visitor accepts, and offers a way to change the decision later. Renders nothing on the server:
 * the decision lives in the browser. The visible parts and the tracker are separate chunks, so
 * this module is all that the first page load carries.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useApp } from '../../app/app-context';
import { useLocation } from '../../app/router/router';
import {
  browserPrivacySignal,
  type ConsentDecision,
  type ConsentState,
  decideConsent,
  readStoredConsent,
  saveConsent,
} from './consent/consent';
import { onOpenConsentSettings } from './consent/consent-settings';
import { useAnalyticsTracker } from './hooks/use-analytics-tracker';

export { openConsentSettings } from './consent/consent-settings';
export { trackEvent } from './track-event';

// A chunk that fails to load (offline, new deployment) must not break the page.
const ConsentUi = lazy(() => import('./components/consent-ui').catch(() => ({ default: () => null })));

export function AnalyticsRoot({ settingsButton = true }: { settingsButton?: boolean }) {
  const { language } = useApp();
  const { pathname } = useLocation();
  const [consent, setConsent] = useState<ConsentState | null>(null);
  const [privacySignal, setPrivacySignal] = useState(false);
  const [reopened, setReopened] = useState(false);
  const returnFocus = useRef<Element | null>(null);
  const floatingButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
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

  useAnalyticsTracker(consent === 'granted', pathname);

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

  if (consent === null) return null;

  const decide = (decision: ConsentDecision) => {
    saveConsent(decision);
    setConsent(decision);
    setReopened(false);
  };

  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
