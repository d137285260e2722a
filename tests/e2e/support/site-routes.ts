/** The site's routes for the journeys: one list, kept with the server's test support. */
export { SITE_PAGES, SITE_ROUTES, THEME_MODES } from '../../../apps/server/src/testing/site-routes';
