/**
 * The route table of spec section 2, in match order (specific paths before parameters). Pages are
 * loaded lazily, so each route's code is its own chunk.
 */
import type { RouteDefinition } from '../shared/router/route-types';

export const routes: RouteDefinition[] = [
  { id: 'home', path: '/', seo: 'home', page: () => import('../features/home/home-page') },
  { id: 'about', path: '/about', seo: 'about', page: () => import('../features/about/about-page') },
  {
    id: 'services',
    path: '/services',
    seo: 'services',
    page: () => import('../features/services/service-list-page'),
  },
  {
    id: 'packages',
    path: '/services/packages',
    seo: 'service-packages',
    page: () => import('../features/packages/package-list-page'),
  },
  {
    id: 'package',
    path: '/services/packages/:slug',
    page: () => import('../features/packages/package-detail-page'),
  },
  { id: 'service', path: '/services/:slug', page: () => import('../features/services/service-detail-page') },
  {
    id: 'blog',
    path: '/blog',
    seo: 'blog',
    gate: 'blog_enabled',
    page: () => import('../features/posts/blog/blog-list-page'),
  },
  {
    id: 'blog-post',
    path: '/blog/:slug',
    gate: 'blog_enabled',
    page: () => import('../features/posts/blog/blog-post-page'),
  },
  {
    id: 'career',
    path: '/career',
    seo: 'career',
    gate: 'career_enabled',
    page: () => import('../features/posts/career/career-list-page'),
  },
  {
    id: 'career-post',
    path: '/career/:slug',
    gate: 'career_enabled',
    page: () => import('../features/posts/career/career-post-page'),
  },
  { id: 'contact', path: '/contact', seo: 'contact', page: () => import('../features/contact/contact-page') },
  { id: 'booking', path: '/booking', live: true, page: () => import('../features/booking/booking-page') },
  {
    id: 'booking-confirmation',
    path: '/booking/confirmation',
    live: true,
    noindex: true,
    page: () => import('../features/booking/confirmation-page'),
  },
  {
    id: 'booking-manage',
    path: '/booking/manage/:token',
    live: true,
    noindex: true,
    page: () => import('../features/booking/manage-page'),
  },
  { id: 'legal', path: '/legal/:slug', page: () => import('../features/legal/legal-page') },
  { id: 'datenschutz', path: '/datenschutz', redirect: '/legal/privacy' },
  { id: 'impressum', path: '/impressum', redirect: '/legal/imprint' },
  { id: 'agb', path: '/agb', redirect: '/legal/terms' },
];

export const notFoundPage = () => import('../features/not-found/not-found-page');
