import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Ends the run's output with the tests that passed only on a retry, so a flake is seen the day it
 * starts instead of hiding behind a green run (docs/decisions/015-test-clocks.md).
 */
export default class FlakyReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(_result: FullResult): void {
    const flaky = (this.root?.allTests() ?? []).filter((test) => test.outcome() === 'flaky');
    if (flaky.length === 0) {
      console.log('\nNo test passed only on retry.');
      return;
    }
    console.log(`\nPassed only on retry (flaky), ${flaky.length}:`);
    for (const test of flaky) {
      const [, project, , ...titles] = test.titlePath();
      const file = `${test.location.file.split('/').pop()}:${test.location.line}`;
      console.log(`  ${[project ? `[${project}]` : '', file, ...titles].filter(Boolean).join(' › ')}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
