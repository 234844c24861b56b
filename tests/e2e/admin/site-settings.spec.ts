import type { Page } from '@playwright/test'

import { expect, seededFirm, test } from '../../support/fixtures'
import { signInThroughAdmin } from '../../support/staff'

test.describe.configure({ mode: 'serial' })

async function setPhoneNumber(page: Page, value: string) {
  await page.goto('/admin/globals/site-settings')
  const field = page.getByLabel('Voice phone number')
  const save = page.getByRole('button', { name: 'Save' })
  // Typing before the admin's form has hydrated changes the box but not the form, and Save stays
  // disabled: type again until the form has noticed.
  await expect(async () => {
    await field.fill(value)
    await expect(save).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await save.click()
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
