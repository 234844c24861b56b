import { letterTag, sendContactMessage } from '../../support/contact-message'
import { expect, test } from '../../support/fixtures'
import { signInThroughAdmin } from '../../support/staff'

test('a message sent through the contact form is waiting for staff in the admin', async ({
  page,
  request,
}) => {
  // Unique, and a name the form takes: letters only (its digits spelled as letters).
  const name = `Admin Check ${letterTag()}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.19.0.9' })
  await sendContactMessage(page, {
    name,
    email: 'check@example.com',
    message: 'Please call me back.',
  })

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
