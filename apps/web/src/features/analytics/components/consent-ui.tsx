/**
 * Everything the visitor sees of analytics: the banner, or the settings button once decided.
 * Loaded lazily after hydration (with its five languages of texts), so it costs nothing on the
 * first-load path.
 */
import type { Ref } from 'react';
import { createPortal } from 'react-dom';
import type { ConsentDecision, ConsentState } from '../consent/consent';
import { consentTexts } from '../consent/consent-texts';
import { ConsentBanner } from './consent-banner';
import { ConsentSettingsButton } from './consent-settings-button';

export type ConsentUiProps = {
  language: string;
  consent: ConsentState;
  privacySignal: boolean;
  /** The visitor opened the privacy settings again. */
  reopened: boolean;
  settingsButton: boolean;
  settingsButtonRef: Ref<HTMLButtonElement>;
  onDecide: (decision: ConsentDecision) => void;
  onClose: () => void;
};

export default function ConsentUi(props: ConsentUiProps) {
  if (props.consent === 'ask' || props.reopened) {
    return (
      <ConsentBanner
        texts={consentTexts(props.language)}
        status={props.consent}
        privacySignal={props.privacySignal}
        reopened={props.reopened}
        onAccept={() => props.onDecide('granted')}
        onReject={() => props.onDecide('denied')}
        onClose={props.onClose}
      />
    );
  }
  // The banner sits early in the tab order (the layout's notice slot); the small settings button
  // that replaces it belongs at the end of the page, after the footer.
  if (!props.settingsButton) return null;
  const button = <ConsentSettingsButton variant="floating" buttonRef={props.settingsButtonRef} />;
  return typeof document === 'undefined' ? button : createPortal(button, document.body);
}
