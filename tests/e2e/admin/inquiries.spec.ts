import { randomUUID } from 'node:crypto'

import { expect, gotoHydrated, test } from '../../support/fixtures'
import { signInThroughAdmin } from '../../support/staff'

test('a message sent through the contact form is waiting for staff in the admin', async ({
  page,
  request,
}) => {
  // Unique, and a name the form takes: letters only (its digits spelled as letters).
  const tag = randomUUID()
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))
  const name = `Admin Check ${tag}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.19.0.9' })
  await gotoHydrated(page, '/contact')
  const form = page.getByRole('region', { name: 'Send us a message' })
  await form.getByLabel('Your name').fill(name)
  await form.getByLabel('E-mail address').fill('check@example.com')
  await form.getByLabel('What is your question about?').selectOption('Bankruptcy')
  await form.getByLabel('Your message', { exact: true }).fill('Please call me back.')
  await form.getByLabel('I have read the notice above').check()
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByRole('status')).toBeVisible()

  await signInThroughAdmin(page, request)
  await page.goto('/admin/collections/inquiries')
  await page.getByRole('link', { name }).click()
  await expect(page.getByLabel('Message')).toHaveValue('Please call me back.')

  // Kept out of the retention schedule once the person becomes a client (issue 28).
  const becameClient = page.getByRole('checkbox', { name: 'Became a client' })
  await expect(becameClient).not.toBeChecked()
  await becameClient.check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Became a client' })).toBeChecked()
})

test('inquiries are closed to the public through REST and GraphQL', async ({ request }) => {
  expect((await request.get('/api/inquiries')).status()).toBe(403)
  const created = await request.post('/api/inquiries', {
    data: {
      name: 'Spam',
      email: 'spam@example.com',
      message: 'x',
      replyBy: 'email',
      topic: 'other',
    },
  })
  expect(created.status()).toBe(403)
  const graphql = await request.post('/api/graphql', {
    data: { query: '{ Inquiries { docs { message } } }' },
  })
  const body = await graphql.json()
  expect(body.data?.Inquiries ?? null).toBeNull()
  expect(JSON.stringify(body.errors)).toMatch(/signed-in staff only/i)
})
