/**
 * The booking form's idempotency key and the moment it was shown (decision 105). The server makes
 * both when it renders the form and hands them to the browser in the page's state, so a double
 * submit — two clicks, or the no-JavaScript form sent twice — carries one key and books once.
 */
import type { ResourceStore } from '../../../shared/data/resource-store';

export type FormKey = { key: string; renderedAt: number };
export const FORM_KEY = 'booking-form-key';
/** The refusal a posted form met, put into the page's state by the server's re-render. */
export const BOOKING_NOTICE = 'booking-notice';

/** 128 random bits as 32 hex digits (crypto.getRandomValues works outside secure contexts too). */
export function newKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const freshFormKey = (now: number = Date.now()): FormKey => ({ key: newKey(), renderedAt: now });

/** Puts a new key for the next form into the store (after a booking, or for a server render). */
export function renewFormKey(store: ResourceStore, now?: number): FormKey {
  const fresh = freshFormKey(now);
  store.restore({ [FORM_KEY]: { ok: true, data: fresh } });
  return fresh;
}

export function storedFormKey(store: ResourceStore): FormKey | undefined {
  const state = store.get<FormKey>(FORM_KEY);
  return state?.status === 'success' ? state.data : undefined;
}
