/** Fixtures and a light render for the media library's component tests (shapes from contracts). */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApiProvider } from '../../shared/api/api-provider';
import { createConsoleApi } from '../../shared/api/console-api';
import { createQueryClient } from '../../shared/api/query-client';
import { I18nProvider } from '../../shared/i18n/i18n-provider';
import { ORIGIN } from '../../testing/api-server';

export { mediaDetail, mediaItem, mediaList } from '../../testing/media-fixtures';

/** A file as the browser hands it over (type as declared, size as given). */
export const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File([new Uint8Array(Math.min(size, 64))], name, { type });
  if (size !== file.size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A piece of the console with its API (MSW answers it), query cache and language. */
export function renderWithConsole(ui: ReactNode, language: 'de' | 'en' = 'en') {
  const api = createConsoleApi({ base: `${ORIGIN}/api`, language: () => language });
  const queryClient = createQueryClient();
  const view = render(
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider initial={language}>{ui}</I18nProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
  // The file dialog's type filter is a hint a person can switch off ("all files"): files of any type
  // reach the input, as they do when dropped.
  return { ...view, api, queryClient, user: userEvent.setup({ applyAccept: false }) };
}
