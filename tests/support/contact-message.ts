import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expect, gotoHydrated } from './fixtures'

/** Eight letters, unique, for a name the contact form takes (letters only: digits spelled). */
export const letterTag = () =>
  randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))

/** Sends a message through the contact page's form, as a visitor does, and waits for its thanks. */
export async function sendContactMessage(
  page: Page,
  {
    name,
    email,
    message,
    topic = 'Bankruptcy',
  }: { name: string; email: string; message: string; topic?: string },
) {
  await gotoHydrated(page, '/contact')
  const form = page.getByRole('region', { name: 'Send us a message' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('What is your question about?').selectOption(topic)
  await form.getByLabel('Your message', { exact: true }).fill(message)
  await form.getByLabel('I have read the notice above').check()
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByRole('status')).toBeVisible()
}
