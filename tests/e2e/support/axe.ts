/**
 * The one way the journeys ask axe (decision 077): every rule, the whole page or a part of it, and
 * the violations in full. Passes and undecided checks are not given in detail (axe's `resultTypes`):
 * no check is skipped, axe only spares making selectors for nodes nobody reads.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Violation = { id: string; nodes: string[] };

/** The violations on the page (or inside `include`), each as its rule and the nodes' selectors and summaries. */
export async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  // A page without frames is scanned by axe.run in the page itself: the same rules on the same DOM,
  // without the blank page that partial runs are finished in (a second and more per scan). A page
  // with frames (the outbox's sandboxed email) keeps the partial runs that reach into each of them.
  if (page.mainFrame().childFrames().length === 0) builder.setLegacyMode(true);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) =>
      [node.target.join(' '), node.failureSummary].filter(Boolean).join(': '),
    ),
  }));
}
