import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys against the real stack started by scripts/test.mjs (E2E_BASE_URL), in Debian's
 * Chromium: Playwright's own browser downloads cannot work on these machines.
 */
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Debian's Chromium (channel undefined: not Google Chrome), shared by both projects.
const desktopChrome = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers on two cores, beside the stack they drive: an axe analysis of a long page (every
  // registry office) alone takes 10 to 15 s there, and several journeys came within a few
  // seconds of a 30 s limit. Time limits are no performance measure here (bench/ is).
  timeout: 60_000,
  // The same machine: on 29 November the results page, whose hydration and first reading of the
  // address are React transitions (interruptible, src/app/hydratation.tsx), started its search 5 to
  // 8 s after its code had loaded while both workers and the stack shared the two cores, past the
  // 5 s Playwright waits by default, with or without that day's changes. Waiting is not measuring.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8100',
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /(publication|activite-registre)\//,
      use: desktopChrome,
    },
    {
      // Applies registry activity days to the stack's registry: once every other journey is done,
      // so none of them sees a company change under it.
      name: 'activite-registre',
      testMatch: /activite-registre\/.*\.spec\.ts/,
      dependencies: ['desktop'],
      workers: 1,
      use: desktopChrome,
    },
    {
      // Rebuilds the site (both cores for a minute or more): only once every other journey is done.
      name: 'publication',
      testMatch: /publication\/.*\.spec\.ts/,
      dependencies: ['desktop', 'activite-registre'],
      // Its journeys share the one CMS and the live site, and each waits for a rebuild: one at a
      // time, also when repeated (--repeat-each gives each repetition its own serial group, which
      // two workers would otherwise run together, one breaking the CMS under the other's build).
      workers: 1,
      use: desktopChrome,
    },
  ],
});
