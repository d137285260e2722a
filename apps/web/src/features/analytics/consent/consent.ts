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

/**
 * The head script's mark on <html> for a visitor who still has to decide (decision 014): the
 * server-rendered banner is hidden by CSS everywhere else, so it shows before the first paint to
 * exactly the visitors the app will ask, and to nobody while the app is not running.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent';

/**
 * Runs in the document head before the first paint: decideConsent's rule on the stored decision
 * and the privacy signals, setting `data-consent="ask"` when the answer is 'ask'.
 */
export function consentBootScript(): string {
  const key = JSON.stringify(STORAGE_KEYS.analyticsConsent);
  return `(function(){try{var n=navigator,v=null;if(n.doNotTrack==='1'||window.doNotTrack==='1'||n.globalPrivacyControl===true)return;try{v=localStorage.getItem(${key})}catch(e){}if(v!=='granted'&&v!=='denied')document.documentElement.setAttribute('${CONSENT_ASK_ATTRIBUTE}','ask')}catch(e){}})();`;
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
