import { randomUUID } from 'node:crypto'

import type { APIRequestContext, Page } from '@playwright/test'

import { letterTag, sendContactMessage } from '../../support/contact-message'
import { expect, test } from '../../support/fixtures'
import { richText } from '../../support/lexical'
import { signInThroughAdmin, signInThroughApi } from '../../support/staff'

/**
 * The attorney's everyday tasks (issue 38), done through the admin's own screens as she does
 * them; the API only sets the scene and tidies up.
 */

// She works from Colorado: the admin's date boxes read times in the browser's time zone.
test.use({ timezoneId: 'America/Denver' })

type Headers = Record<string, string>

async function staffHeaders(request: APIRequestContext): Promise<Headers> {
  return { Authorization: `JWT ${await signInThroughApi(request)}` }
}

/** A draft post at a fresh slug, never published; its id. */
async function draftPost(request: APIRequestContext, headers: Headers, title: string) {
  const categories = await (await request.get('/api/categories?limit=1', { headers })).json()
  const created = await request.post('/api/posts?draft=true', {
    headers,
    data: {
      title,
      slug: `draft-${randomUUID().slice(0, 8)}`,
      excerpt: 'What to bring to a first meeting about a will, and what happens at that meeting.',
      category: categories.docs[0].id,
      content: richText('Bring a list of what you own and who you would like to inherit it.'),
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  return (await created.json()).doc as { id: number; slug: string }
}

/**
 * Opens Payload's Schedule drawer from the arrow beside Publish. The arrow has no accessible name
 * (Payload's icon-only buttons, docs/workarounds.md), so it is found by Payload's id.
 */
async function openScheduleDrawer(page: Page) {
  await page.locator('#action-save-popup').getByRole('button').click()
  await page.getByRole('button', { name: 'Schedule Publish', exact: true }).click()
  return page.getByRole('dialog')
}

test('a first schedule made in the Schedule drawer publishes, and shows on the dashboard', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const title = `Bringing papers to your first meeting ${randomUUID().slice(0, 6)}`
  const post = await draftPost(request, headers, title)
  try {
    await signInThroughAdmin(page, request)
    await page.goto(`/admin/collections/posts/${post.id}`)
    const drawer = await openScheduleDrawer(page)
    const time = drawer.getByRole('textbox').first()

    // Payload opens the drawer on "Unpublish" for a draft never published (docs/workarounds.md);
    // the post's help says to choose "Publish".
    await expect(drawer.getByRole('radio', { name: 'Unpublish' })).toBeChecked()
    await drawer.getByText('Publish', { exact: true }).click()
    await time.fill('December 24, 2026 9:00 AM')
    await time.press('Enter')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(
      drawer.getByRole('row', { name: /Publish December 24, 2026, 9:00 AM/ }),
    ).toBeVisible()

    await page.goto('/admin')
    const scheduled = page.getByRole('region', { name: 'Since your last visit' })
    await expect(scheduled.getByRole('link', { name: title })).toBeVisible()
    await expect(scheduled.getByText(/publishes Dec 24, 2026, 9:00 AM/)).toBeVisible()
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers })
  }
})

test('a “Published on” date still to come is refused with the way to publish later', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const post = await draftPost(request, headers, 'Powers of attorney, in plain words')
  try {
    await signInThroughAdmin(page, request)
    await page.goto(`/admin/collections/posts/${post.id}`)
    // Payload's date box has no label of its own: it is found by its field's id.
    const date = page.locator('#field-publishedAt input')
    // Payload sends the form's state to the server a moment after a change; its answer replaces the
    // fields' errors, so Publish waits for it, as a person's move to the button does.
    const formState = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/admin/collections/posts/${post.id}`,
    )
    await date.fill('December 31, 2099, 9:00 AM')
    await date.press('Enter')
    await formState
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/This date is still to come/).first()).toBeVisible()
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404)
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers })
  }
})

test('a contact message reads as the visitor sent it; staff add notes, reply and see it Read', async ({
  page,
  request,
}) => {
  const name = `Reader ${letterTag()}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.19.0.38' })
  await sendContactMessage(page, {
    name,
    email: 'reader@example.com',
    message: 'Can we update our wills?',
    topic: 'Estate planning',
  })

  await signInThroughAdmin(page, request)
  await page.goto('/admin/collections/inquiries')
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row.getByText('New', { exact: true })).toBeVisible()
  await row.getByRole('link', { name }).click()

  await expect(page.getByLabel('Message')).toHaveValue('Can we update our wills?')
  await expect(page.getByLabel('Message')).not.toBeEditable()
  await expect(page.locator('#field-name')).not.toBeEditable()
  await expect(page.locator('#field-email')).not.toBeEditable()
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    'mailto:reader@example.com?subject=Your%20message%20about%20estate%20planning',
  )
  await page.getByLabel('Office notes').fill('Called back; meeting on Tuesday.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  await page.goto('/admin/collections/inquiries')
  await expect(
    page.getByRole('row', { name: new RegExp(name) }).getByText('Read', { exact: true }),
  ).toBeVisible()
})

test('opening hours sit under Contact, a row per weekday, and take times as people type them', async ({
  page,
  request,
}) => {
  await signInThroughAdmin(page, request)
  await page.goto('/admin/globals/site-settings')
  await page.getByRole('button', { name: 'Contact', exact: true }).click()
  const monday = page.locator('#field-openingHours').getByText('Monday', { exact: true }).first()
  await expect(monday).toBeVisible()
  for (const day of ['Tuesday', 'Saturday', 'Sunday']) {
    await expect(page.locator('#field-openingHours').getByText(day).first()).toBeVisible()
  }
  const opens = page.locator('#field-openingHours__0__opens')
  const closes = page.locator('#field-openingHours__0__closes')
  try {
    await opens.fill('8:30 am')
    await closes.fill('5 pm')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
    await page.reload()
    await page.getByRole('button', { name: 'Contact', exact: true }).click()
    await expect(opens).toHaveValue('08:30')
    await expect(closes).toHaveValue('17:00')
    await expect
      .poll(async () => (await request.get('/contact')).text(), { timeout: 20_000 })
      .toContain('8:30 AM')
  } finally {
    await opens.fill('9:00 AM')
    await closes.fill('5:00 PM')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  }
})

test('a missed address seen once is listed, and a redirect offers the pages most like it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const missed = `/our-fees-${randomUUID().slice(0, 6)}`
  const visitor = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    userAgent: testInfo.project.use.userAgent,
  })
  expect((await visitor.goto(missed))?.status()).toBe(404)
  await visitor.close()

  await signInThroughAdmin(page, request)
  await expect(async () => {
    await page.goto('/admin/collections/missed-pages')
    const seenOnce = page.locator('details', { hasText: 'Seen once, not counted' })
    await seenOnce.getByText(/Seen once, not counted/).click()
    await expect(seenOnce.getByText(missed)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })

  await page.goto(`/admin/collections/redirects/create?from=${encodeURIComponent(missed)}`)
  const likely = page.getByRole('group', { name: 'Pages like the old address' })
  await likely.getByRole('button', { name: /Fees and Charges \(\/policies\/fees\)/ }).click()
  await expect(page.locator('#field-to')).toHaveValue('/policies/fees')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  const headers = await staffHeaders(request)
  try {
    const response = await request.get(missed, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    await page.goto(missed)
    await expect(page).toHaveURL(/\/policies\/fees$/)
  } finally {
    const { docs } = await (
      await request.get(`/api/redirects?where[from][equals]=${encodeURIComponent(missed)}`, {
        headers,
      })
    ).json()
    for (const doc of docs) await request.delete(`/api/redirects/${doc.id}`, { headers })
  }
})

test('the admin speaks her words: daily tasks first, no API tab, no “Payload Settings”', async ({
  page,
  request,
}) => {
  await signInThroughAdmin(page, request)
  await page.goto('/admin')
  const tasks = page.getByRole('navigation', { name: 'What would you like to do?' })
  for (const task of ['Write a blog post', 'Edit a page', 'Contact messages']) {
    await expect(tasks.getByRole('link', { name: task })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /^Inquiries$/ })).toHaveCount(0)
  await tasks.getByRole('link', { name: 'Write a blog post' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/create$/)
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
  await expect(page.getByText('Add closing call to action')).toBeVisible()
  await page.goto('/admin/collections/media')
  await page.getByRole('button', { name: 'Columns' }).click()
  await expect(page.getByText('_object Key')).toHaveCount(0)
  await expect(page.getByText('Prefix', { exact: true })).toHaveCount(0)
  await page.goto('/admin/account')
  await expect(page.getByText('Payload Settings')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Screen settings' })).toBeVisible()
})

test('a post’s picture at the top shows on its page, described by its alt text', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAGElEQVR4nGNk+M9AEmAiTfmohlENQ0kDAKsrARHi0m8gAAAAAElFTkSuQmCC',
    'base64',
  )
  const uploaded = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: 'office-door.png', mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({
        alt: 'The blue front door of the office on Juniper Street',
        caption: 'Our office, open weekdays.',
      }),
    },
  })
  expect(uploaded.status()).toBe(201)
  const media = (await uploaded.json()).doc as { id: number }
  const post = await draftPost(request, headers, 'Visiting the office')
  try {
    const published = await request.patch(`/api/posts/${post.id}`, {
      headers,
      data: { heroImage: media.id, _status: 'published' },
    })
    expect(published.status()).toBe(200)
    await page.goto(`/blog/${post.slug}`)
    const picture = page.getByRole('img', {
      name: 'The blue front door of the office on Juniper Street',
    })
    await expect(picture).toBeVisible()
    await expect(page.getByText('Our office, open weekdays.')).toBeVisible()
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers })
    await request.delete(`/api/media/${media.id}`, { headers })
  }
})
