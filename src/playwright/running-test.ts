/**
 * The test that is running, for what only it knows: where goldens go, the
 * report, the project's `testIdAttribute`. Outside a test there is none.
 */
import { test, type TestInfo } from '@playwright/test';

/** The running test's info, or undefined outside a test (`test.info()` throws there). */
export function runningTest(): TestInfo | undefined {
  try {
    return test.info();
  } catch {
    return undefined;
  }
}

/** The test id attributes a project's `use.testIdAttribute` sets: what its getByTestId reads, so `$"…"` agrees with it. */
export function testIdAttributesOf(testInfo: TestInfo | undefined): { testIdAttributes?: string[] } {
  const attribute = (testInfo?.project.use as { testIdAttribute?: string } | undefined)?.testIdAttribute;
  return attribute ? { testIdAttributes: [attribute] } : {};
}
