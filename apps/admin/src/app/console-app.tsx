/** Everything the console's screens rely on, in one place for the browser and for tests. */

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { lazy, useState } from 'react';
import { ApiProvider } from '../shared/api/api-provider';
import type { ConsoleApi } from '../shared/api/console-api';
import { createQueryClient } from '../shared/api/query-client';
import { I18nProvider } from '../shared/i18n/i18n-provider';
import { ImageFieldProvider } from '../shared/media/image-field-slot';
import { SessionProvider } from '../shared/session/session-provider';
import { ThemeProvider } from '../shared/theme/theme-provider';
import type { createConsoleRouter } from './router';

/** The media library's picker, drawn wherever a screen has a picture field. */
const LibraryImageField = lazy(() => import('../features/media/components/image-field'));

export function ConsoleApp({
  api,
  router,
  language,
  onLanguageChange,
  queryClient: givenClient,
}: {
  api: ConsoleApi;
  router: ReturnType<typeof createConsoleRouter>;
  language: ConsoleLanguage;
  onLanguageChange?: (language: ConsoleLanguage) => void;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider initial={language} onChange={onLanguageChange}>
          <ThemeProvider>
            <SessionProvider>
              <ImageFieldProvider field={LibraryImageField}>
                <RouterProvider router={router} />
              </ImageFieldProvider>
            </SessionProvider>
          </ThemeProvider>
        </I18nProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
