/** The console's query cache and its retry rule, one for the browser and for each test. */
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@wegweiser/client/api-client';

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
