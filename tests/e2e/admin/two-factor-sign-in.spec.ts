import { Secret, TOTP } from 'otpauth'

import { expect, test } from '../../support/fixtures'
import { signInThroughApi } from '../../support/staff'

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
  const token = await signInThroughApi(request)
  const headers = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/users', { headers, data: colleague })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(colleague.email)
    await page.getByLabel('Password').fill(colleague.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)

    await page.goto('/admin/account')
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
    const secret = (await page.locator('.two-factor-setup code').textContent()) ?? ''
    const code = page.getByLabel('Code from your authenticator app')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await page.screenshot({ path: 'test-results/two-factor-setup.png', fullPage: true })
    // The code of the step before, so that the sign-in below uses a later one.
    await code.fill(codeOf(secret, Date.now() - 30_000))
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
    await expect(page.locator('.two-factor-recovery-codes li')).toHaveCount(10)

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
    await page.getByLabel('Code from your authenticator app').fill(codeOf(secret))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page).toHaveURL(/\/admin$/)
  } finally {
    await request.delete(`/api/users/${doc.id}`, { headers })
  }
})
