/** What the consent banner says, in one language (consent-texts.ts loads them). */
export type ConsentTexts = {
  title: string;
  /** The question, short enough for a phone (decision 030); the details say the rest. */
  body: string;
  /** The disclosure's label, and what it shows: what is recorded, where it stays, how to change. */
  detailsLabel: string;
  details: string;
  privacyLink: string;
  accept: string;
  reject: string;
  settings: string;
  close: string;
  currentGranted: string;
  currentDenied: string;
  privacySignal: string;
};
