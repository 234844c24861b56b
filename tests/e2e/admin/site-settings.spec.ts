import { setPhoneNumber } from '../../support/admin-forms'
import { expect, seededFirm, test } from '../../support/fixtures'
import { signInThroughAdmin } from '../../support/staff'

test.describe.configure({ mode: 'serial' })

test('a bad phone number gets a field error and is not saved', async ({ page, request }) => {
  await signInThroughAdmin(page, request)
  await setPhoneNumber(
    page,
    'call me maybe',
    'Enter a 10-digit US phone number, e.g. (303) 555-0142.',
  )
  await page.goto('/')
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: seededFirm.phoneDisplay }).first(),
  ).toBeVisible()
})

test('a new phone number shows on the public site within seconds, without a rebuild', async ({
  page,
  request,
}) => {
  await signInThroughAdmin(page, request)
  await setPhoneNumber(page, '303-555-0188', /updated successfully/i)
  await expect(async () => {
    await page.goto('/services/bankruptcy')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '(303) 555-0188' }).first(),
    ).toHaveAttribute('href', 'tel:+13035550188')
  }).toPass({ timeout: 10_000 })
  await setPhoneNumber(page, seededFirm.phoneDisplay, /updated successfully/i)
})
