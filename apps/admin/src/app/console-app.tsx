/** Everything the console's screens rely on, in one place for the browser and for tests. */

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ApiRequestError } from '@wegweiser/client/api-client';
import type { ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { useState } from 'react';
import { ApiProvider } from '../shared/api/api-provider';
import type { ConsoleApi } from '../shared/api/console-api';
import { I18nProvider } from '../shared/i18n/i18n-provider';
import { SessionProvider } from '../shared/session/session-provider';
import { ThemeProvider } from '../shared/theme/theme-provider';
import type { createConsoleRouter } from './router';

/** A request the API refused (4xx) is not tried again; a failed connection or 5xx twice more. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

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
              <RouterProvider router={router} />
            </SessionProvider>
          </ThemeProvider>
        </I18nProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
