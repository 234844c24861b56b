import type { Page } from '@playwright/test'

import { expect, seededFirm, test } from '../../support/fixtures'
import { signInThroughAdmin } from '../../support/staff'

test.describe.configure({ mode: 'serial' })

async function setPhoneNumber(page: Page, value: string) {
  await page.goto('/admin/globals/site-settings')
  const field = page.getByLabel('Voice phone number')
  await field.fill(value)
  await page.getByRole('button', { name: 'Save' }).click()
}

test('a bad phone number gets a field error and is not saved', async ({ page, request }) => {
  await signInThroughAdmin(page, request)
  await setPhoneNumber(page, 'call me maybe')
  await expect(
    page.getByText('Enter a 10-digit US phone number, e.g. (303) 555-0142.'),
  ).toBeVisible()
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
  await setPhoneNumber(page, '303-555-0188')
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  await expect(async () => {
    await page.goto('/services/bankruptcy')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: '(303) 555-0188' }).first(),
    ).toHaveAttribute('href', 'tel:+13035550188')
  }).toPass({ timeout: 10_000 })
  await setPhoneNumber(page, seededFirm.phoneDisplay)
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
})
