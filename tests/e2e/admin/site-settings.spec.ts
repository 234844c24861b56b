import type { Page } from '@playwright/test'

import { expect, seededFirm, test } from '../../support/fixtures'
import { signInThroughAdmin } from '../../support/staff'

test.describe.configure({ mode: 'serial' })

/**
 * Types `value` as the voice number and saves, until the admin answers with `outcome` (its field
 * error or its success notice). Typing while the admin's form is still starting up changes the
 * box but not the form, so Save stays or falls back to disabled: then it types and saves again.
 */
async function setPhoneNumber(page: Page, value: string, outcome: string | RegExp) {
  await page.goto('/admin/globals/site-settings')
  const field = page.getByLabel('Voice phone number')
  const save = page.getByRole('button', { name: 'Save' })
  await expect(async () => {
    await field.fill('')
    await field.fill(value)
    await expect(save).toBeEnabled({ timeout: 1_000 })
    await save.click()
    await expect(page.getByText(outcome).first()).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

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
