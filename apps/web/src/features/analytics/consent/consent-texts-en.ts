import type { ConsentTexts } from './consent-texts-shape';

/** The banner's texts in English: loaded before hydration on a page in that language (decision 112). */
export default {
  title: 'Your privacy',
  body: 'May we use our own web analytics, with no third parties, to see how this website is used?',
  detailsLabel: 'Details',
  details:
    'We record pages viewed, time on page, scroll depth and clicks with their position on the page — never what you type into forms. A random session identifier is stored in your browser for this. The data stays on our own server: no third parties, no advertising. You can change your decision at any time in the privacy settings.',
  privacyLink: 'Privacy policy',
  accept: 'Accept',
  reject: 'Decline',
  settings: 'Privacy settings',
  close: 'Close',
  currentGranted: 'Currently: web analytics allowed.',
  currentDenied: 'Currently: web analytics declined.',
  privacySignal:
    'Your browser sends a “Do Not Track” or “Global Privacy Control” signal, so no web analytics take place.',
} satisfies ConsentTexts;
