import { spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'

import { startServer, stopServer } from '../../../scripts/support/server-process'
import { e2eEnv, e2ePort } from '../../support/e2e-env'
import { expect, test } from '../../support/fixtures'

/** A new install of its own: the shared e2e server already has its staff account. */
const port = e2ePort + 7
const origin = `http://localhost:${port}`
const directory = '.tmp/e2e-first-account'
const variables = {
  ...e2eEnv,
  DATABASE_URL: `file:./${directory}/site.db`,
  NEXT_PUBLIC_SITE_URL: origin,
  MEDIA_DIR: `${directory}/media`,
  FILES_DIR: `${directory}/files`,
  OUTBOX_DIR: `${directory}/outbox`,
}

let server: ChildProcess | undefined
let printed = ''

test.beforeAll(async () => {
  rmSync(directory, { recursive: true, force: true })
  mkdirSync(directory, { recursive: true })
  const prepared = spawnSync('npx', ['tsx', 'scripts/prepare-database.ts'], {
    env: { ...process.env, ...variables },
    encoding: 'utf8',
  })
  expect(prepared.status).toBe(0)
  printed = prepared.stdout
  server = await startServer({ port, env: variables, timeoutMs: 180_000 })
})

test.afterAll(async () => {
  if (server) await stopServer(server)
})

test('the attorney makes her first account in the admin with the code the start printed', async ({
  page,
  expectAccessible,
}) => {
  const setupCode = /setup code ([A-Z0-9]{4}(?:-[A-Z0-9]{4}){3})/.exec(printed)?.[1]
  expect(setupCode, printed).toBeTruthy()

  await page.goto(`${origin}/admin`)
  await expect(page).toHaveURL(/\/admin\/create-first-user$/)
  await page.getByLabel('Email').fill('dana@example.com')
  await page.getByLabel('New Password').fill('juniper-hill-attorney-2026')
  await page.getByLabel('Confirm Password').fill('juniper-hill-attorney-2026')
  await page.getByLabel('Name').fill('Dana Whitfield')
  const code = page.getByLabel('Setup Code')
  await expect(code).toBeEditable()

  await code.fill('AAAA-BBBB-CCCC-DDDD')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('That is not the setup code').first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/create-first-user$/)
  await expect(page.getByLabel('Name')).toHaveValue('Dana Whitfield')
  await expectAccessible()

  // As people copy it: lower case, with spaces around.
  await code.fill(` ${(setupCode ?? '').toLowerCase()} `)
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeVisible()
})
