import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the tests at a server already running elsewhere (nginx in front, a deployed
// site: docs/deploying.md); no server is started then.
const BASE_URL = process.env.E2E_BASE_URL?.replace(/\/$/, '');

// Runs against the production build (`npm run build` first), served by the same standalone server
// as `npm start` (scripts/ops/standalone.mjs), in Debian's chromium-headless-shell: Playwright's own
// browser download is not available here, and the headless shell is what Playwright runs headless
// tests in (half the time of the full browser's headless mode on two cores); the full chromium where
// the headless shell could not be installed (scripts/ops/ensure-chromium.sh).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROME = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI so a rare timing hiccup on a loaded machine doesn't sink a run; it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: BASE_URL ?? `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // No service worker unless a test asks for one (e2e/offline.spec.ts): the others see the network.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROME,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    // A test tagged @phone runs once, on the phone (touch, a narrow screen), not again on the desktop.
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } }, grep: /@phone/ },
  ],
  webServer: BASE_URL
    ? undefined
    : {
        command: `node scripts/ops/standalone.mjs -p ${PORT} -H 127.0.0.1`,
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
