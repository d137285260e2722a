/** The MSW server that answers the console's requests in component tests, and its URLs. */
import { setupServer } from 'msw/node';

export const apiServer = setupServer();

/** jsdom's origin (vitest's default URL): the console's requests go to /api on it. */
export const ORIGIN = 'http://localhost:3000';
export const apiUrl = (path: string) => `${ORIGIN}/api${path}`;
