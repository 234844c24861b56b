import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expectAccessibleWithin } from '../../support/admin-axe'
import { letterTag, sendContactMessage } from '../../support/contact-message'
import { e2eEnv } from '../../support/e2e-env'
import { expect, test } from '../../support/fixtures'
import { richText } from '../../support/lexical'
import { queueScheduledPublish } from '../../support/scheduled-publish'
import { signInThroughAdmin, signInThroughApi } from '../../support/staff'

/** The count on the dashboard's card whose words match `label`. */
async function countOn(page: Page, label: RegExp) {
  const card = page.getByRole('region', { name: 'Since your last visit' }).getByRole('link', {
    name: label,
  })
  return Number((await card.textContent())?.match(/^\d+/)?.[0])
}

test('the dashboard opens on what arrived since the last visit, each count a link to its list', async ({
  page,
  request,
}) => {
  await signInThroughAdmin(page, request)
  const summary = page.getByRole('region', { name: 'Since your last visit' })
  await expect(summary).toBeVisible()
  await expect(summary).toContainText(/Counted from \w{3} \d+, \d{4}/)
  const before = await countOn(page, /new contact messages?$/)

  // A visitor writes while staff are away.
  const name = `Dashboard Check ${letterTag()}`
  const visitor = await page.context().browser()!.newPage()
  await visitor.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.19.18.1' })
  await sendContactMessage(visitor, {
    name,
    email: 'dashboard@example.com',
    message: 'Please call me back.',
  })
  await visitor.close()

  // Back within the visit: the counts still start where they did, and now include the message.
  await page.goto('/admin')
  expect(await countOn(page, /new contact messages?$/)).toBe(before + 1)
  for (const [label, list] of [
    [/quiz reports? sent$/, 'quiz-submissions'],
    [/search(es)? that found nothing$/, 'search-stats'],
    [/missed pages?$/, 'missed-pages'],
  ] as const) {
    await expect(summary.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      new RegExp(`^/admin/collections/${list}\\?where`),
    )
  }
  await expect(summary.getByRole('heading', { name: 'Scheduled to publish' })).toBeVisible()
  await expectAccessibleWithin(page, '[aria-labelledby="attention-heading"]')
  await page.screenshot({ path: '.tmp/screenshots/admin-dashboard-1280.png', fullPage: true })

  await summary.getByRole('link', { name: /new contact messages?$/ }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/inquiries\?.*createdAt/)
  await expect(page.getByRole('link', { name })).toBeVisible()
  // The list opens with its filter set, where staff can see and change it.
  await expect(page.getByText('Filter Contact messages where')).toBeVisible()
  await page.goto('/admin')
  await summary.getByRole('link', { name: /missed pages?$/ }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/missed-pages\?.*lastSeenAt/)
  await expect(page.getByText('Filter Missed pages where')).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin')
  await expect(summary).toBeVisible()
  const overflow = await summary.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectAccessibleWithin(page, '[aria-labelledby="attention-heading"]')
  await page.screenshot({ path: '.tmp/screenshots/admin-dashboard-390.png', fullPage: true })
})

test('the dashboard lists what is scheduled to publish, each a link to its document', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  const title = `Office Closure ${randomUUID().slice(0, 8)}`
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title,
      path: `/closure-${Date.now()}`,
      description: 'When the office is closed, and how to reach us while it is.',
      _status: 'draft',
      layout: [
        {
          blockType: 'richText',
          heading: 'Closed for a day',
          content: richText('Call or text us; we answer messages when we are back.'),
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    // Three days ahead: the server's jobs runner leaves it be while the test looks.
    const publishAt = new Date(Date.now() + 3 * 86_400_000)
    queueScheduledPublish({
      collection: 'pages',
      id: doc.id,
      at: publishAt,
      env: { ...e2eEnv, LOG_LEVEL: 'warn' },
    })
    await signInThroughAdmin(page, request)
    const item = page
      .getByRole('region', { name: 'Since your last visit' })
      .getByRole('listitem')
      .filter({ hasText: title })
    await expect(item).toContainText(/— publishes \w{3} \d+, \d{4}/)
    await item.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${doc.id}$`))
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})
