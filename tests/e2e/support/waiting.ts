/**
 * Waiting on state instead of on time (decision 028): no journey sleeps. A page's own pending work
 * is awaited with a rendering step, requests with the network going quiet, and timers with
 * Playwright's clock (`page.clock`) in the journeys themselves.
 */
import type { Page, Request } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Returns after the page has rendered its next frame and run the task after it: handlers of events
 * already queued (scroll, intersection, layout shift) and the updates they scheduled have run.
 * Under a paused fake clock animation frames do not come: call it while time flows.
 */
export async function nextFrame(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }),
  );
}

/**
 * Returns once no finite animation or transition runs (a colour change caught half-way would be
 * measured, or photographed, as neither scheme); endless ones (a loading spinner) change no colour.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Scrolls the window to `top` and returns once the page has handled the scroll and rendered. */
export async function scrollWindowTo(page: Page, top: number | 'bottom') {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        const target = to === 'bottom' ? document.documentElement.scrollHeight - window.innerHeight : to;
        if (Math.abs(window.scrollY - Math.max(0, target)) < 1) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, target);
      }),
    top,
  );
  await nextFrame(page);
}

/**
 * A page tagged for SEO scrolls smoothly to the top 100 ms after each navigation, Back included
 * (spec section 2): a click in that window can press on one element and release on another. Returns
 * once the page is at the top, from where that scroll moves nothing.
 */
export async function atTopAfterNavigation(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the top' }).toBe(0);
  await nextFrame(page);
}

/**
 * Counts the page's open requests; `quiet()` returns once none is open and the page has rendered.
 * When it waits in vain, the failure lists the requests still open (method and URL).
 */
export function watchNetwork(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      await expect
        .poll(() => [...open].map((request) => `${request.method()} ${request.url()}`), {
          message: 'requests still open',
        })
        .toEqual([]);
      await nextFrame(page);
    },
  };
}

/** A gate a routed request waits at until the journey opens it (in place of a delay). */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}
