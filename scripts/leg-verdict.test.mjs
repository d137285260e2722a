/** A leg of `npm test` that tested nothing fails (decision 136). */
import { describe, expect, it } from 'vitest';
import { withNothingRanAsFailure } from './leg-verdict.mjs';

describe('withNothingRanAsFailure', () => {
  it('fails a leg whose runner ended without a report, naming the exit', () => {
    expect(
      withNothingRanAsFailure(
        { name: 'browser journeys', passed: 0, failed: 0, failures: [] },
        { report: false, exit: 0 },
      ),
    ).toEqual({
      name: 'browser journeys',
      passed: 0,
      failed: 1,
      failures: ['browser journeys: no test ran — it wrote no report (exit 0)'],
    });
  });

  it('fails a leg whose report holds no test', () => {
    const leg = withNothingRanAsFailure(
      { name: 'api + server on PostgreSQL', passed: 0, failed: 0 },
      { report: true, exit: 0 },
    );
    expect(leg.failed).toBe(1);
    expect(leg.failures).toEqual(['api + server on PostgreSQL: no test ran — its report holds no test']);
  });

  it('leaves a leg that ran tests as it is, passed or failed', () => {
    const passed = { name: 'journeys', passed: 340, failed: 0, failures: [] };
    expect(withNothingRanAsFailure(passed, { report: true, exit: 0 })).toBe(passed);
    const failed = { name: 'journeys', passed: 0, failed: 2, failures: ['a', 'b'] };
    expect(withNothingRanAsFailure(failed, { report: true, exit: 1 })).toBe(failed);
  });
});
