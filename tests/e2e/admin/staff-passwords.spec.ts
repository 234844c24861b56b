import { expectAccessibleWithin } from '../../support/admin-axe'
import { saveUntilAnswered } from '../../support/admin-forms'
import { expect, test } from '../../support/fixtures'
import { asNewColleague, signInThroughAdmin } from '../../support/staff'

test('a staff password that is too short or too common is refused, with the reason on the field', async ({
  page,
  request,
}) => {
  await signInThroughAdmin(page, request)
  await page.goto('/admin/collections/users/create')
  await page.getByLabel('Email').fill(`weak-password-${Date.now()}@example.com`)
  await page.getByLabel('Name').fill('Weak Password')
  for (const [password, reason] of [
    ['abc', 'Use a password of at least 12 characters.'],
    ['password1234', /on a list of common passwords/],
  ] as const) {
    await saveUntilAnswered(
      page,
      async () => {
        await page.getByLabel('New Password').fill('')
        await page.getByLabel('Confirm Password').fill('')
        await page.getByLabel('New Password').fill(password)
        await page.getByLabel('Confirm Password').fill(password)
      },
      page.locator('.field-type.password .field-error').getByText(reason),
    )
  }
  await expect(page).toHaveURL(/\/admin\/collections\/users\/create$/)
  // The e-mail and password fields with the refusal on them (Payload's own screen around them
  // has contrast findings of its own, in its field descriptions).
  await expectAccessibleWithin(page, '.auth-fields')
})

test('a new password on the account page asks for the current one', async ({ page, request }) => {
  const colleague = {
    email: `new-password-${Date.now()}@example.com`,
    password: 'a colleague password for the admin',
    name: 'Kim Ortega',
  }
  await asNewColleague(page, request, colleague, async () => {
    await page.goto('/admin/account')
    const current = page.getByLabel('Your current password')
    await expect(current).toHaveCount(0)
    await page.getByRole('button', { name: 'Change Password' }).click()
    const newPassword = 'a new colleague password for the admin'
    await page.getByLabel('New Password').fill(newPassword)
    await page.getByLabel('Confirm Password').fill(newPassword)
    // It is asked for once the form holds a new password; a wrong one counts as a failed sign-in.
    await saveUntilAnswered(
      page,
      async () => {
        await current.fill('')
        await current.fill('not my current password')
      },
      page.getByText('That is not your current password.'),
    )
    await saveUntilAnswered(
      page,
      async () => {
        await current.fill('')
        await current.fill(colleague.password)
      },
      page.getByText(/updated successfully/i).first(),
    )
    const signIn = await request.post('/api/users/login', {
      data: { email: colleague.email, password: newPassword },
    })
    expect(signIn.status()).toBe(200)
  })
})
