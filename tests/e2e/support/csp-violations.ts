/**
 * Records every Content-Security-Policy violation a page reports (decision 007). A listener for
 * `securitypolicyviolation` is installed in every document before the document's own scripts run
 * (init scripts are exempt from the page's policy) and reports through a binding, so violations are
 * kept across navigations and reloads.
 */
import type { Page } from '@playwright/test';

export type CspViolation = {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  document: string;
};

const BINDING = '__wegweiserCspViolation';

export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript((binding) => {
    // Capture on window: the event bubbles from the offending element (or the document) up to it.
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          document: event.documentURI,
        });
      },
      true,
    );
  }, BINDING);
  return violations;
}

/**
 * Violation events are queued as tasks: let the open document run one more task (a message, which
 * journeys that install Playwright's fake clock do not hold back, unlike timers) before counting.
 */
export async function flushCspViolations(page: Page) {
  if (page.isClosed()) return;
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    )
    .catch(() => undefined);
}
