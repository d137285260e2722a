/**
 * The managed texts the home page reads: the spec's home content types (section 7), the duration
 * unit labels for card durations, and the contact button label shared with the header.
 */
import { DURATION_UNIT_CONTENT_TYPES, HOME_CONTENT_TYPES } from '@wegweiser/contracts/constants';

export const HOME_TEXT_TYPES: readonly string[] = [
  ...HOME_CONTENT_TYPES,
  ...DURATION_UNIT_CONTENT_TYPES,
  'header_contact_button',
];

/** Reads a managed text (current → default → any cached language), or the fallback. */
export type Translate = (type: string, fallback?: string) => string;
