/**
 * Whether a leg of `npm test` that ran may count as run (decision 136): a runner that ends without a
 * report, or with one that holds no test at all, did not test anything — its leg fails, with a line
 * that says so, instead of adding "0 passed, 0 failed" to a green total.
 */

/**
 * `leg`: { name, passed, failed, failures? }; `report`: whether the runner wrote its report;
 * `exit`: its exit status or signal. Returns the leg, marked failed when nothing ran.
 */
export function withNothingRanAsFailure(leg, { report, exit }) {
  if (leg.passed > 0 || leg.failed > 0) return leg;
  const why = report ? 'its report holds no test' : `it wrote no report (exit ${exit ?? 'unknown'})`;
  return { ...leg, failed: 1, failures: [...(leg.failures ?? []), `${leg.name}: no test ran — ${why}`] };
}
