/** The MSW server that answers the console's requests in component tests, and its URLs. */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** jsdom's origin (vitest's default URL): the console's requests go to /api on it. */
export const ORIGIN = 'http://localhost:3000';
export const apiUrl = (path: string) => `${ORIGIN}/api${path}`;

/**
 * Answers kept across tests (`resetHandlers` keeps them): the start page's overview, which every
 * test that ends on the start page (sign-in, set-up, profile) asks for — nothing to do —, and the
 * practice's settings (Europe/Berlin, never changed) every screen that counts days asks for. Their
 * own tests answer them themselves.
 */
const landing = [
  http.get(apiUrl('/admin/overview/'), () => HttpResponse.json({ figures: null, tasks: [] })),
  http.get(apiUrl('/admin/practice/'), () =>
    HttpResponse.json({ time_zone: 'Europe/Berlin', version: 0, updated_at: null }),
  ),
];

export const apiServer = setupServer(...landing);

/** The answer of a database that does not answer, as the console's screens meet it. */
export const databaseAsleep = () =>
  HttpResponse.json({ message: 'The database is asleep.' }, { status: 503 });

/**
 * Answers GET `path` with `answer` as JSON (or the database-asleep 503 for `'fail'`), pushing each
 * request's query, without the answer language every request carries, to `asked`.
 */
export function recordingGet(path: string, answer: unknown, asked: Record<string, string>[]) {
  return http.get(apiUrl(path), ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    delete query.language;
    asked.push(query);
    return answer === 'fail' ? databaseAsleep() : HttpResponse.json(answer as never);
  });
}
