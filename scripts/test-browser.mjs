// The browser suite needs Debian's Chromium. Without it, say so plainly and skip,
// unless REQUIRE_BROWSER is set (CI), where a missing browser is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  const message = `Browser suite SKIPPED: Chromium not found at ${chrome} (apt-get install -y chromium).`;
  if (process.env.REQUIRE_BROWSER) {
    console.error(message.replace('SKIPPED', 'FAILED'));
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    // Both browser projects, unless the caller names one (.ci/run runs them apart).
    ...(process.argv.includes('--project') ? [] : ['--project', 'browser', '--project', 'browser-alone']),
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
