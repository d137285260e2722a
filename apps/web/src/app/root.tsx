import { StrictMode } from 'react';
import { AppProvider, type AppServices } from '../shared/context/app-context';
import { loadAllIslands } from '../shared/islands/island-registry';
import { type Location, RouterProvider, StaticRouter } from '../shared/router/router';
import { applyWebFonts } from '../shared/theme/web-fonts';
import { App } from './app';

/** The whole tree, the same on the server (static router) and in the browser. */
export function Root({ services, location }: { services: AppServices; location: Location }) {
  const Router = services.isServer ? StaticRouter : RouterProvider;
  return (
    <StrictMode>
      <AppProvider services={services}>
        {services.isServer ? (
          <Router location={location} initial={location}>
            <App />
          </Router>
        ) : (
          <RouterProvider
            initial={location}
            fullPageLoads={services.preview === true}
            onNavigate={applyWebFonts}
            prepare={loadAllIslands}
          >
            <App />
          </RouterProvider>
        )}
      </AppProvider>
    </StrictMode>
  );
}
