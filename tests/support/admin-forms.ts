import { expect, type Page } from '@playwright/test'

import { staff } from './staff-account'

/** Signs in on the admin's login form (the account exists), as the attorney does. */
export async function signInOnLoginForm(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/**
 * Types `value` as the voice number in the site settings and saves, until the admin answers with
 * `outcome` (its field error or its success notice). Typing while the admin's form is still
 * starting up changes the box but not the form, so Save stays or falls back to disabled: then it
 * types and saves again.
 */
export async function setPhoneNumber(page: Page, value: string, outcome: string | RegExp) {
  await page.goto('/admin/globals/site-settings')
  const field = page.getByLabel('Voice phone number')
  const save = page.getByRole('button', { name: 'Save' })
  await expect(async () => {
    // The admin reopens the tab last chosen (a staff preference): choose the phone number's own.
    await page.getByRole('button', { name: 'Contact', exact: true }).click()
    await field.fill('')
    await field.fill(value)
    await expect(save).toBeEnabled({ timeout: 1_000 })
    await save.click()
    await expect(page.getByText(outcome).first()).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}
