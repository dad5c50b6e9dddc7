import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/*
 * The suites run in groups, one after another. The first (unit, component, API, operators' tool:
 * `npm test`) is CPU-bound work in the test process itself: two files at once use both cores. The
 * process suite (start-up, locks, signals, installs) spends much of its time waiting on the shops it
 * starts, so two of its files run at once. The operations suite (restarts, handovers, faults) runs one
 * file at a time: its files time what their shops do under load. The browser journeys run three files
 * at a time (each file its own contexts, or its own shop on its own port); the files whose outcome
 * depends on the order of paints run alone after them (docs/decisions/0323-the-test-loop.md).
 */
const inProcess = { sequence: { groupOrder: 0 }, maxWorkers: 2 };

/*
 * API and CLI files build their shop from a template database and share no module state, so the
 * files one worker runs share its loaded modules (isolate: false): importing the server once per
 * worker instead of once per file took the API suite's import time from 173 s to 23 s and its CPU
 * time down by 30%. Component files do the same: each test starts from an empty query cache, empty
 * storage and no request handlers of its own (tests/component/setup.ts), so a worker's one jsdom
 * window and one load of React serve all its files (62 s to 30 s for the suite alone). Browser
 * journeys share a worker's playwright-core and puppeteer-core the same way. A file that
 * replaces a module with vi.mock cannot share: it runs isolated ('api-mocks'), and
 * tests/unit/test-projects.test.ts keeps vi.mock out of the shared projects.
 */
const sharedModules = { isolate: false };
const MOCKS_MODULES = ['tests/api/stored-html.test.ts'];

/**
 * The process suite's files that run the shop through restarts, crashes and faults and time what it
 * does under load: no failed request through a rolling restart or a handover, a fault's worst answer
 * within 2.5 s, a stock change on the page within 1 s, the reconciler's passes (project `ops`).
 */
const OPERATIONS_TIMED = [
  'tests/process/topology.test.ts',
  'tests/process/faults.test.ts',
  'tests/process/handover.test.ts',
  'tests/process/restarts.test.ts',
  'tests/process/ops-channel.test.ts',
  'tests/process/scheduled-jobs.test.ts',
  'tests/process/object-store.test.ts',
];
/**
 * The operations files that check only outcomes (the ledger after kill -9, a backup restored whole,
 * each alert sent once), however long the shop takes (project `ops-outcomes`): CI runs them beside
 * the browser journeys.
 */
const OPERATIONS_OUTCOMES = [
  'tests/process/crash.test.ts',
  'tests/process/backup.test.ts',
  'tests/process/alerts-two-processes.test.ts',
];
const OPERATIONS = [...OPERATIONS_TIMED, ...OPERATIONS_OUTCOMES];

/** Browser files whose outcome could depend on how busy the machine is: they run alone (project `browser-alone`). */
const BROWSER_ALONE = ['tests/e2e/layout-stability.test.ts', 'tests/e2e/first-paint.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], ...inProcess },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
          // Beside an API file on the other core, a component file's slowest tests pass 5 s.
          testTimeout: 20000,
          ...inProcess,
          ...sharedModules,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          exclude: MOCKS_MODULES,
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          ...inProcess,
          ...sharedModules,
        },
      },
      {
        extends: true,
        test: {
          // The API files that replace a server module (vi.mock) need modules of their own.
          name: 'api-mocks',
          environment: 'node',
          include: MOCKS_MODULES,
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          ...inProcess,
        },
      },
      {
        extends: true,
        test: {
          // The operators' tool (npm run shop) on a seeded shop's database, with the API beside it.
          name: 'cli',
          environment: 'node',
          include: ['tests/cli/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
          ...inProcess,
          ...sharedModules,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes: locks on DATA_DIR, signals, start-up checks.
          name: 'process',
          environment: 'node',
          include: ['tests/process/**/*.test.ts'],
          exclude: OPERATIONS,
          testTimeout: 60000,
          hookTimeout: 180000,
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // The shop under the operator's hand and under faults: rolling restarts under load, crashes
          // mid-checkout, a failing database or mail server, backups, handovers. Minutes of real
          // processes: `npm run test:ops`, and CI, run them; `npm test` leaves them out.
          name: 'ops',
          environment: 'node',
          include: OPERATIONS_TIMED,
          testTimeout: 60000,
          hookTimeout: 180000,
          sequence: { groupOrder: 1 },
          // One file at a time: its files time what the shop does under load (a fault's worst answer
          // within 2.5 s, no 502 through a rolling restart), and two at once broke both in one CI run
          // (docs/decisions/0323-the-test-loop.md).
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'ops-outcomes',
          environment: 'node',
          include: OPERATIONS_OUTCOMES,
          testTimeout: 60000,
          hookTimeout: 180000,
          // After the timed files when one command runs both (`npm run test:ops`), never beside them.
          sequence: { groupOrder: 4 },
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        test: {
          // Journeys spend much of their time waiting on the browser and the shop (a quiet network,
          // fonts, transitions): three files at a time kept one core busy on average (two: 0.8). Each
          // file has its own contexts, and a file that needs a shop of its own starts one on its own port.
          name: 'browser',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: BROWSER_ALONE,
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A loaded machine makes a journey take up to four times as long (at nice 19 beside the
          // operations suite, the keyboard journey at 1280 px took 92 s against 24 s; the console's
          // erasure, which waits out a 10 s step-up, passed 60 s against 23 s).
          testTimeout: 180000,
          hookTimeout: 120000,
          sequence: { groupOrder: 2 },
          maxWorkers: 3,
          // A worker's files share its loaded playwright-core and puppeteer-core (the helpers keep no
          // state between files): under the operations suite's load in CI, importing them again for
          // each file took 94 s of the journeys' time.
          ...sharedModules,
        },
      },
      {
        extends: true,
        test: {
          // What a busy machine would change (the order of paints, and so layout shifts and what the
          // first paint shows) runs after the rest, one file at a time.
          name: 'browser-alone',
          environment: 'node',
          include: BROWSER_ALONE,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
          maxWorkers: 1,
        },
      },
    ],
  },
});
