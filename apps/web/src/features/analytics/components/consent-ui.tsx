/**
 * Everything the visitor sees of analytics: the banner, or the settings button once decided. The
 * server renders the banner into every page as `pending` (decision 014), so a first visitor sees it
 * with the first paint instead of popping up after the app has loaded.
 */
import type { Ref } from 'react';
import { createPortal } from 'react-dom';
import type { ConsentDecision, ConsentState } from '../consent/consent';
import { consentTexts } from '../consent/consent-texts';
import { ConsentBanner } from './consent-banner';
import { ConsentSettingsButton } from './consent-settings-button';

export type ConsentUiProps = {
  language: string;
  /** null: not known yet (server render, hydration) — the pending banner. */
  consent: ConsentState | null;
  privacySignal: boolean;
  /** The visitor opened the privacy settings again. */
  reopened: boolean;
  settingsButton: boolean;
  settingsButtonRef: Ref<HTMLButtonElement>;
  onDecide: (decision: ConsentDecision) => void;
  onClose: () => void;
};

export default function ConsentUi(props: ConsentUiProps) {
  if (props.consent === null || props.consent === 'ask' || props.reopened) {
    return (
      <ConsentBanner
        texts={consentTexts(props.language)}
        status={props.consent ?? 'ask'}
        pending={props.consent === null}
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
