import { defineConfig, devices } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './scripts/support/chromium'
import { productionServerCommand } from './scripts/support/server-process'
import { e2eEnv, e2ePort } from './tests/support/e2e-env'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The longest tests (the quiz by keyboard, the Roth tool's example F: two axe scans of a page of
  // tables) take 15 s on a quick machine of this kind and 41–45 s on a slow one (2026-11-27).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    // A test tagged @any-width is the same at every width (an HTTP check, or one that sets its
    // own viewport): the desktop project runs it, the phone project does not run it again.
    {
      name: 'phone',
      testIgnore: 'admin/**',
      grepInvert: /@any-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: 'admin/**',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Admin tests change shared content and sign in as the one staff account (concurrent sign-ins
    // race on its session list), so `npm run test:e2e` runs them alone, one at a time, afterwards.
    {
      name: 'admin',
      testMatch: 'admin/**',
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: productionServerCommand.join(' '),
    url: `http://localhost:${e2ePort}/api/health`,
    env: { ...e2eEnv, PORT: String(e2ePort) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
