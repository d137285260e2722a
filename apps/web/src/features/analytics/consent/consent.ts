/**
 * The visitor's consent in this browser: the stored decision and the privacy signals, read and
 * written here; the rule that decides from them is shared (shared/consent/consent-rule.ts), because
 * the server's head script applies it too.
 */
import { STORAGE_KEYS } from '@wegweiser/contracts/constants';
import {
  type ConsentDecision,
  type ConsentState,
  decideConsent,
  hasPrivacySignal,
  type NavigatorSignals,
  type WindowSignals,
} from '../../../shared/consent/consent-rule';

export type { ConsentDecision, ConsentState };

/** Where the tracker keeps the running session (tab-scoped, so a closed tab leaves nothing behind). */
export const SESSION_STORAGE_KEY = 'analytics-session';

export function browserPrivacySignal(): boolean {
  return hasPrivacySignal(navigator as NavigatorSignals, window as WindowSignals);
}

export function readStoredConsent(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.analyticsConsent);
  } catch {
    return null;
  }
}

export function currentConsent(): ConsentState {
  return decideConsent(readStoredConsent(), browserPrivacySignal());
}

/** Saves the decision; a rejection also removes the analytics session from the device. */
export function saveConsent(decision: ConsentDecision) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.analyticsConsent, decision);
  } catch {
    // Without storage the decision holds for this page view only.
  }
  if (decision === 'denied') {
    try {
      window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Nothing could have been stored either.
    }
  }
}
