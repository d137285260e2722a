/**
 * The contact link (spec section 2): the internal contact page with a `context` query and the
 * source's name, or the external URL from contact_button_redirect_url unchanged.
 */
import { type ContactContext, DEFAULT_CONTACT_PATH } from '@wegweiser/contracts/constants';
import { isExternalUrl } from '../router/match';
import { contentLink } from './content-url';

export type ContactSource =
  | { context: 'hero_cta' | 'general_cta' | 'about_cta' }
  | { context: 'service_detail'; serviceName: string }
  | { context: 'service_package_detail' | 'service_package_general'; packageName: string }
  | { context: 'career_post'; postTitle: string };

export function buildContactUrl(redirectUrl: string | null | undefined, source: ContactSource): string {
  // A redirect outside the allow-list (decision 022) is as if none were set.
  const target = contentLink(redirectUrl) ?? DEFAULT_CONTACT_PATH;
  if (isExternalUrl(target) || !target.startsWith('/')) return target;
  const [path = DEFAULT_CONTACT_PATH, existing = ''] = target.split('?');
  const query = new URLSearchParams(existing);
  query.set('context', source.context satisfies ContactContext);
  if ('serviceName' in source) query.set('service_name', source.serviceName);
  if ('packageName' in source) query.set('package_name', source.packageName);
  if ('postTitle' in source) query.set('post_title', source.postTitle);
  return `${path}?${query.toString()}`;
}
