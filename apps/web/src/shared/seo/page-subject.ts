/**
 * What a detail page's subject means for its head: the share image (the entity's own image, else
 * the site's default) and the Open Graph type (blog posts are articles).
 */

import { contentImage } from '../lib/content-url';
import type { PageSubject } from '../router/route-types';
import { DEFAULT_SHARE_IMAGE, type ShareImage } from './share-image';

/** The first of the URLs the content allow-list (decision 022) takes. */
const firstImage = (...urls: (string | null)[]) => urls.map(contentImage).find(Boolean) ?? null;

export function subjectImage(subject: PageSubject | undefined): ShareImage {
  const own = (() => {
    switch (subject?.type) {
      case 'service':
        return {
          url: firstImage(subject.service.card_image_url, subject.service.image),
          alt: subject.service.title,
        };
      case 'package':
        return { url: firstImage(subject.pkg.card_image_url, subject.pkg.image), alt: subject.pkg.name };
      case 'blog-post':
        return {
          url: contentImage(subject.post.cover_image),
          alt: subject.post.cover_image_alt || subject.post.title,
        };
      default:
        return null;
    }
  })();
  return own?.url ? { url: own.url, ...(own.alt ? { alt: own.alt } : {}) } : DEFAULT_SHARE_IMAGE;
}

export const subjectOgType = (subject: PageSubject | undefined): 'website' | 'article' =>
  subject?.type === 'blog-post' ? 'article' : 'website';
