/**
 * The consent rule (ARCHITECTURE.md "Privacy and law", § 25 TDDDG): nothing is stored or sent for
 * analytics until the visitor accepts. Do Not Track and Global Privacy Control count as a
 * rejection that no stored choice can override. Shared because two places apply it: the document
 * head's script that the server writes (server/document.ts) and the analytics feature in the
 * browser (features/analytics), which keeps the storage and the banner.
 */
import { STORAGE_KEYS } from '@wegweiser/contracts/constants';
import { CLICK_MAP_FRAME_ATTRIBUTE } from '../lib/click-map-frame';

export type ConsentDecision = 'granted' | 'denied';
/** 'ask' while no decision exists: the banner shows and nothing is tracked. */
export type ConsentState = ConsentDecision | 'ask';

export type NavigatorSignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };
export type WindowSignals = { doNotTrack?: string | null };

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
 * and the privacy signals, setting `data-consent="ask"` when the answer is 'ask'. A page shown in
 * the console's click map (marked by the script before this one) asks nobody (decision 088).
 */
export function consentBootScript(): string {
  const key = JSON.stringify(STORAGE_KEYS.analyticsConsent);
  return `(function(){try{var n=navigator,v=null;if(document.documentElement.hasAttribute('${CLICK_MAP_FRAME_ATTRIBUTE}'))return;if(n.doNotTrack==='1'||window.doNotTrack==='1'||n.globalPrivacyControl===true)return;try{v=localStorage.getItem(${key})}catch(e){}if(v!=='granted'&&v!=='denied')document.documentElement.setAttribute('${CONSENT_ASK_ATTRIBUTE}','ask')}catch(e){}})();`;
}
