import { readFileSync } from 'node:fs'

import { Secret, TOTP } from 'otpauth'

import { expect, test } from '../../support/fixtures'
import { asNewColleague } from '../../support/staff'

/** A colleague's account of its own: the shared staff account keeps signing in with a password. */
const colleague = {
  email: `two-factor-${Date.now()}@example.com`,
  password: 'a-long-colleague-password',
  name: 'Robin Hale',
}

const codeOf = (secret: string, timestampMs = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: timestampMs })

test('staff turn on two-factor sign-in on their account page, then sign in with a code', async ({
  page,
  request,
  expectAccessible,
}) => {
  await asNewColleague(page, request, colleague, async () => {
    await page.goto('/admin/account')
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
    const secret = (await page.locator('.two-factor-setup code').textContent()) ?? ''
    const code = page.getByLabel('Code from your authenticator app')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await page.screenshot({ path: 'test-results/two-factor-setup.png', fullPage: true })
    // A session alone does not turn it on: the account's password is asked for too.
    await page.getByLabel('Your current password').fill(colleague.password)
    // Codes are taken one step either side of the server's clock, and a code is never taken twice:
    // this one is of the step now, the sign-in's below of the step after, so a slow machine that
    // crosses one step's boundary in between still signs in.
    await code.fill(codeOf(secret))
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
    await expect(page.locator('.two-factor-recovery-codes li')).toHaveCount(10)
    // Three ways to keep them: print, download, copy.
    const firstCode =
      (await page.locator('.two-factor-recovery-codes li').first().textContent()) ?? ''
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    const downloaded = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download' }).click()
    const file = await downloaded
    expect(file.suggestedFilename()).toBe('recovery-codes.txt')
    expect(readFileSync(await file.path(), 'utf8')).toContain(firstCode)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(firstCode)

    await page.context().clearCookies()
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(colleague.email)
    await page.getByLabel('Password').fill(colleague.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
    await page.getByLabel('Code from your authenticator app').fill('000000')
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /not right/ })).toBeVisible()
    await page.screenshot({ path: 'test-results/two-factor-code.png', fullPage: true })
    await expectAccessible()
    await page
      .getByLabel('Code from your authenticator app')
      .fill(codeOf(secret, Date.now() + 30_000))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page).toHaveURL(/\/admin$/)
  })
})
