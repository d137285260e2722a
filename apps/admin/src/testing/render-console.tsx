/**
 * Renders the whole console at a path, as the browser would (router, query cache, session,
 * language), against whatever the test's MSW handlers answer.
 */

import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, ConsoleLanguage } from '@wegweiser/contracts/admin-auth';
import { HttpResponse, http } from 'msw';
import { ConsoleApp } from '../app/console-app';
import { createConsoleRouter } from '../app/router';
import { createConsoleApi } from '../shared/api/console-api';
import { createQueryClient } from '../shared/api/query-client';
import { apiUrl, ORIGIN } from './api-server';
import { meOf } from './fixtures';

export function renderConsole(path: string, options: { language?: ConsoleLanguage } = {}) {
  let language: ConsoleLanguage = options.language ?? 'en';
  const api = createConsoleApi({ base: `${ORIGIN}/api`, language: () => language });
  const router = createConsoleRouter(createMemoryHistory({ initialEntries: [`/admin${path}`] }));
  const queryClient = createQueryClient();
  const view = render(
    <ConsoleApp
      api={api}
      router={router}
      language={language}
      queryClient={queryClient}
      onLanguageChange={(next) => {
        language = next;
      }}
    />,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/** The API's answers for a signed-in user (GET me), and for nobody (401). */
export const signedInAs = (user: AdminUser) =>
  http.get(apiUrl('/admin/auth/me/'), () => HttpResponse.json(meOf(user)));

export const signedOut = () =>
  http.get(apiUrl('/admin/auth/me/'), () =>
    HttpResponse.json({ message: 'Please sign in.' }, { status: 401 }),
  );

/** GET setup-status: whether an owner exists, and whether the site can send mail (default: yes). */
export const setupStatus = (ownerExists: boolean, mailConfigured = true) =>
  http.get(apiUrl('/admin/auth/setup-status/'), () =>
    HttpResponse.json({ owner_exists: ownerExists, mail_configured: mailConfigured }),
  );

/** GET /api/csrf/ before sign-in (the token comes in the body when no cookie can be read). */
export const csrfIssued = (token = 'anonymous-token.signature') =>
  http.get(apiUrl('/csrf/'), () => HttpResponse.json({ csrftoken: token }));
