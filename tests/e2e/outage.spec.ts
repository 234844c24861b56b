import { spawn, type ChildProcess } from 'node:child_process'

import { productionServerCommand } from '../../scripts/support/server-process'
import { e2eEnv, e2ePort } from '../support/e2e-env'
import { expect, test } from '../support/fixtures'

/**
 * A second server of the same build, through the front door as deployed, whose database cannot be
 * reached (nothing listens on port 1): cached pages still serve, anything that needs the database
 * fails as a visitor would see it.
 */
test.describe.configure({ mode: 'serial' })

let server: ChildProcess | undefined
let origin = ''

test.beforeAll(async ({}, testInfo) => {
  // The ports after the suite's own, so checkouts side by side (E2E_PORT) do not collide.
  const port = e2ePort + (testInfo.project.name === 'phone' ? 1 : 2)
  origin = `http://localhost:${port}`
  const [command = '', ...args] = productionServerCommand
  server = spawn(command, args, {
    env: {
      ...process.env,
      ...e2eEnv,
      PORT: String(port),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
      LOG_LEVEL: 'fatal',
    },
    stdio: 'ignore',
    detached: true,
  })
  await expect
    .poll(
      () =>
        fetch(`${origin}/builds/latest.json`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200)
})

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
})

test(
  'the health endpoint reports the database as down with 503',
  { tag: '@any-width' },
  async ({ request }) => {
    const response = await request.get(`${origin}/api/health`)
    expect(response.status()).toBe(503)
    expect(await response.json()).toEqual({ status: 'error', database: 'down' })
  },
)

// A search reads the search records from the database. (An address the CMS does not own is a 404
// from the front door's list of known addresses, which is read from the content cache.)
const needsDatabase = () => `/search?q=outage-${Date.now()}`

test('a page that needs the database shows the error screen with status 500', async ({
  page,
  expectAccessible,
}) => {
  const response = await page.goto(`${origin}${needsDatabase()}`)
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An Error Occurred')
  await expect(
    page.getByText(
      "We're sorry, something went wrong on our end. Our team has been notified of the issue.",
    ),
  ).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveCount(0)
  await expectAccessible()
})

test(
  'a crawler gets the same 500 status with a minimal body',
  { tag: '@any-width' },
  async ({ request }) => {
    const response = await request.get(`${origin}${needsDatabase()}`, {
      headers: {
        'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      },
    })
    expect(response.status()).toBe(500)
    expect(await response.text()).toBe('Error.')
  },
)

test('a page served from the cache still works during the outage', async ({ page }) => {
  const response = await page.goto(`${origin}/services/estate-planning`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estate Planning')
})
