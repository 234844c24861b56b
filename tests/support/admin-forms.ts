import { expect, type Locator, type Page } from '@playwright/test'

import { staff } from './staff-account'

/** Signs in on the admin's login form (the account exists), as the attorney does. */
export async function signInOnLoginForm(
  page: Page,
  account: { email: string; password: string } = staff,
) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  // A sign-in through a busy server or a balancer (test:scale, where expect's own default is 5 s
  // outside the test runner) can take longer than a quiet one: wait for the dashboard, bounded.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 60_000 })
}

/**
 * Runs `fill` and clicks Save until the admin answers with `outcome` (a field error or the success
 * notice). Payload's form checks a change twice: in the browser after up to 150 ms (`useField`),
 * so a Save before that is answered "Please correct invalid fields." with nothing marked and
 * nothing sent; and on the server 250 ms after the last change (the form's debounced `onChange`),
 * whose answer, if it comes after the save's, clears the save's field errors. Typing while the form
 * is still starting up changes the box but not the form, so Save stays disabled. In each case it
 * fills and saves again, so `fill` must empty what it types into first: a round that repeats the
 * same value would leave the form unchanged and Save disabled.
 */
export async function saveUntilAnswered(page: Page, fill: () => Promise<void>, outcome: Locator) {
  const save = page.getByRole('button', { name: 'Save' })
  await expect(async () => {
    await fill()
    await expect(save).toBeEnabled({ timeout: 2_000 })
    await save.click()
    await expect(outcome).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
}

/** Types `value` as the voice number in the site settings and saves, until the admin answers with `outcome`. */
export async function setPhoneNumber(page: Page, value: string, outcome: string | RegExp) {
  await page.goto('/admin/globals/site-settings')
  const field = page.getByLabel('Voice phone number')
  await saveUntilAnswered(
    page,
    async () => {
      // The admin reopens the tab last chosen (a staff preference): choose the phone number's own.
      await page.getByRole('button', { name: 'Contact', exact: true }).click()
      await field.fill('')
      await field.fill(value)
    },
    page.getByText(outcome).first(),
  )
}
