/**
 * Setup of the console's component tests (vitest project `admin`, jsdom): the API is answered by
 * MSW at the fetch boundary (unhandled requests fail the test), what jsdom lacks for Radix and the
 * theme is filled in, storage and the DOM are reset after each test, and a console.error — React's
 * warnings included — fails the test that caused it. `findBy…`/`waitFor` wait up to 5 s: a file's
 * first screen loads its lazy routes, which on the shared two-core machine under the whole suite
 * takes longer than Testing Library's 1 s (a wait ends as soon as its condition holds).
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { apiServer } from './api-server';

configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => apiServer.close());

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0)
    throw new Error(`console.error was called: ${errors.map((args) => args.join(' ')).join('\n')}`);
});

// jsdom has no layout: what Radix's popper and the theme ask of a real browser.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => undefined;
