import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from 'stack/chromium';
import { contractViolationsFile } from 'stack/contract-violations';
import { LAUNCHER_COMMAND } from '../stack.config';
import { SITE_URL as baseURL } from './site-url';
import { assertEveryJourneyOwned, JOURNEY_OWNERS } from './journey-owners';
const isCI = Boolean(process.env.CI);
assertEveryJourneyOwned(new URL('./tests', import.meta.url).pathname);
// The journeys check that public pages arrive drawn, not how fast a busy 2-core machine draws them (the Lighthouse
// bench measures that): the shell servers they start wait up to 5 s for a first view instead of 600 ms. A page that
// still goes out undrawn is logged with its reason by the server ('[shell] first view of ... dropped').
process.env.FIRST_VIEW_BUDGET_MS ??= '5000';
// Every API this run starts (the launcher's, and any a journey starts itself) appends the exchanges outside its OpenAPI
// document to this run's file, and the run fails on them at its end (contract-check.teardown.ts, issue 43). Set once,
// by the main process: the workers inherit it, so a journey's own API instances write to the same file.
process.env.API_CONTRACT_VIOLATIONS_FILE ??= contractViolationsFile(
  path.resolve(import.meta.dirname, '..'),
  `${Date.now()}-${process.pid}`,
);

/**
 * E2E suite against the composed production build (shell + remotes + API + Auth emulator), started by the stack
 * launcher. Locally a running stack is reused; in CI the launcher always starts fresh (reusing the emulator that
 * `firebase emulators:exec` runs). Browser: Debian's Chromium, never a Playwright download.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalTeardown: './contract-check.teardown.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  // No retries, in CI either: a journey that passes only on its second try is a bug to fix, not a green run. Before
  // landing a change to a journey, run it repeatedly: npx playwright test <file> --repeat-each=10 (see e2e/README.md).
  retries: 0,
  // Two on the 2-core machine: with three, or with the unit tests running beside them, the API's database deadlines
  // (1.5 s to connect) were missed under the load and pages answered 503 (issue 42, docs/performance.md).
  // PLAYWRIGHT_WORKERS overrides on a bigger machine.
  workers: Number(process.env.PLAYWRIGHT_WORKERS) || 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Every run ends with where its time went: worker-seconds per owner and the slowest journey files.
  reporter: [
    ['list'],
    ['./journey-times.reporter.ts'],
    ...(isCI ? [['html', { open: 'never', outputFolder: 'playwright-report' }] as const] : []),
  ],
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, network, console) and a screenshot, without the screencast or the DOM
    // snapshot taken around every action: recording those for every journey, passed or not, cost the CPU-bound suite
    // 3-8% of its journeys' CPU (157-177 against 170-182 CPU-seconds on mf-admin-inquiries, issue 42).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // The admin honours prefers-reduced-motion (antd animations off). Tests run that way: a click can no longer land
    // on a dialog button or menu option that is still zooming or sliding into place on a slow CI machine.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The shell's service worker would answer requests before page.route() sees them (Playwright cannot intercept
    // what a worker handles), which every journey that mocks the API or the config relies on. Journeys run as a
    // first visit does, without a worker; tests/public/offline.spec.ts turns it on to test offline support.
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  // One project per owner (issue 42): each journey belongs to the package whose behaviour it proves, by folder
  // (tests/<package>/); tests/composition holds what every package's check runs (the frame, navigation between remotes,
  // sign-in, offline). `npm run verify -- <package>` runs --project=composition --project=<package>.
  projects: JOURNEY_OWNERS.map((owner) => ({
    name: owner,
    testDir: `./tests/${owner}`,
    use: { ...devices['Desktop Chrome'], channel: undefined },
  })),
  webServer: {
    // The launcher of the `stack` workspace, run from there as `npm start` runs it.
    command: LAUNCHER_COMMAND,
    cwd: '../stack',
    url: `${baseURL}/config.json`,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    // SIGTERM lets the launcher stop the API and emulator it started (a SIGKILL would orphan them).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    // Quote-form journeys post many requests from one IP; the production rate limit stays on elsewhere.
    // In CI the journeys start on an emptied database (DATABASE_URL's): a new site, whatever an earlier run left.
    // The API checks the journeys' traffic against its OpenAPI document (issue 43), logs each exchange outside it
    // ('contract violation: ...') and writes it to API_CONTRACT_VIOLATIONS_FILE, which fails the run at its end.
    env: {
      THROTTLE_LIMIT: process.env.THROTTLE_LIMIT || '10000',
      // Every journey's page loads report their vitals and errors (issue 45), all from this one client address.
      VISITOR_REPORT_LIMIT: process.env.VISITOR_REPORT_LIMIT || '10000',
      API_CONTRACT_CHECK: 'true',
      ...(isCI ? { STACK_FRESH_DATABASE: '1' } : {}),
    },
  },
});
