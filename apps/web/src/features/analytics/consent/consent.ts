/**
 * The consent decision (ARCHITECTURE.md "Privacy and law", § 25 TDDDG): nothing is stored or sent
 * for analytics until the visitor accepts. Do Not Track and Global Privacy Control count as a
 * rejection that no stored choice can override.
 */
import { STORAGE_KEYS } from '@wegweiser/contracts/constants';

export type ConsentDecision = 'granted' | 'denied';
/** 'ask' while no decision exists: the banner shows and nothing is tracked. */
export type ConsentState = ConsentDecision | 'ask';

/** Where the tracker keeps the running session (tab-scoped, so a closed tab leaves nothing behind). */
export const SESSION_STORAGE_KEY = 'analytics-session';

type NavigatorSignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };
type WindowSignals = { doNotTrack?: string | null };

export function hasPrivacySignal(nav: NavigatorSignals, win: WindowSignals): boolean {
  return nav.doNotTrack === '1' || win.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function decideConsent(stored: string | null, privacySignal: boolean): ConsentState {
  if (privacySignal) return 'denied';
  return stored === 'granted' || stored === 'denied' ? stored : 'ask';
}

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
