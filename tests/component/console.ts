import { vi } from 'vitest';

/**
 * For a test that makes a request fail on purpose: the app logs the failure
 * (list failures are logged, not shown), which the setup would otherwise turn into a test failure.
 * Returns the spy, so a test can check what was logged.
 */
export function allowConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
