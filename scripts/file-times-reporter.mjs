/**
 * A vitest reporter that writes what each test file cost, as JSON, to the file FILE_TIMES_OUTPUT
 * names: set-up of the environment and the runner, import, set-up files, and its tests with
 * their hooks (a database made in `beforeAll` counts here; vitest's own per-file figure leaves hooks
 * out), with the import and the tests (hooks included) apart. `scripts/test-all.mjs` prints the
 * slowest files of the whole run from these.
 */
import { writeFileSync } from 'node:fs';

export default class FileTimesReporter {
  constructor() {
    this.outputFile = process.env.FILE_TIMES_OUTPUT;
    /** @type {{ file: string; project: string; seconds: number }[]} */
    this.files = [];
  }

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const ms =
      d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    const seconds = (value) => Math.round(value / 100) / 10;
    this.files.push({
      file: testModule.relativeModuleId,
      project: testModule.project.name,
      seconds: seconds(ms),
      import: seconds(d.collectDuration),
      tests: seconds(d.duration),
    });
  }

  onTestRunEnd() {
    if (this.outputFile) writeFileSync(this.outputFile, `${JSON.stringify(this.files)}\n`);
  }
}
