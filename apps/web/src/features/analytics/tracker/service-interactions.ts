/**
 * Service interactions (spec section 7) derived from what the visitor does, so pages need no
 * tracking code:
 * - a service card link shown on screen → view; clicked → click; its detail page visited → detail_view
 * - a package link clicked → package_click; its detail page visited → package_view
 * - the contact/request button or the "book" link (/booking) on a service or package detail page
 *   clicked → book_click
 */
import { DEFAULT_CONTACT_PATH } from '@wegweiser/contracts/constants';

const BOOKING_PATH = '/booking';

export type ServiceTarget = { kind: 'service' | 'package'; slug: string };

const PACKAGE_PATH = /^\/services\/packages\/([^/]+)\/?$/;
const SERVICE_PATH = /^\/services\/([^/]+)\/?$/;

/** The service or package a path shows, or null for any other path. */
export function serviceTarget(pathname: string): ServiceTarget | null {
  const pkg = PACKAGE_PATH.exec(pathname);
  if (pkg?.[1]) return { kind: 'package', slug: decodeURIComponent(pkg[1]) };
  const service = SERVICE_PATH.exec(pathname);
  if (service?.[1] && service[1] !== 'packages')
    return { kind: 'service', slug: decodeURIComponent(service[1]) };
  return null;
}

export const clickInteraction = (target: ServiceTarget) =>
  target.kind === 'package' ? 'package_click' : 'click';
export const visitInteraction = (target: ServiceTarget) =>
  target.kind === 'package' ? 'package_view' : 'detail_view';

/**
 * Whether a link leads to the contact page: the internal /contact path or the configured contact
 * redirect URL (compared without its query).
 */
export function isContactLink(url: URL, origin: string, contactRedirectUrl: string | null): boolean {
  if (url.origin === origin && url.pathname === DEFAULT_CONTACT_PATH) return true;
  if (!contactRedirectUrl) return false;
  try {
    const contact = new URL(contactRedirectUrl, origin);
    return contact.origin === url.origin && contact.pathname === url.pathname;
  } catch {
    return false;
  }
}

/** Whether a link leads to this site's booking page (decision 105). */
export function isBookingLink(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === BOOKING_PATH;
}

/** The title a booking link names in its query (service_name / package_name), if any. */
export function bookedTitle(url: URL): string | null {
  return url.searchParams.get('service_name') || url.searchParams.get('package_name');
}
