import {
  request as requestApi,
  type APIRequestContext,
  type Browser,
  type TestInfo,
} from '@playwright/test'

import { expect, test } from '../../support/fixtures'
import { richText } from '../../support/lexical'
import { signInThroughAdmin, signInThroughApi } from '../../support/staff'

test.describe.configure({ mode: 'serial' })

const publishedText = 'Our office is open Monday to Friday.'
const draftText = 'From January, the office is also open on Saturday mornings.'

type Headers = Record<string, string>

/** A visitor's own browser page: no staff session, no draft-mode cookie. */
const visitorPage = (browser: Browser, testInfo: TestInfo) =>
  browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    userAgent: testInfo.project.use.userAgent,
  })

/** A visitor's HTTP client, which does not follow redirects. */
const visitorRequest = (testInfo: TestInfo) =>
  requestApi.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: testInfo.project.use.userAgent,
    maxRedirects: 0,
  })

async function staffHeaders(request: APIRequestContext): Promise<Headers> {
  return { Authorization: `JWT ${await signInThroughApi(request)}` }
}

const pageData = (path: string, title: string, text: string) => ({
  title,
  path,
  description: 'When the office is open, and how to reach the attorney when it is closed.',
  layout: [{ blockType: 'richText', heading: 'Office hours', content: richText(text) }],
})

/** A published page at a fresh path, with a newer draft saved over it; deleted afterwards. */
async function publishedPageWithDraft(request: APIRequestContext, headers: Headers) {
  const path = `/hours-${Date.now()}`
  const created = await request.post('/api/pages', {
    headers,
    data: { ...pageData(path, 'Office Hours', publishedText), _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  const drafted = await request.patch(`/api/pages/${doc.id}?draft=true`, {
    headers,
    data: { ...pageData(path, 'Office Hours (new)', draftText), _status: 'draft' },
  })
  expect(drafted.status()).toBe(200)
  return { id: doc.id as number, path }
}

test('the Preview button shows staff the draft under a banner; visitors still see the published page', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const headers = await staffHeaders(request)
  const { id, path } = await publishedPageWithDraft(request, headers)
  try {
    await signInThroughAdmin(page, request)
    await page.goto(`/admin/collections/pages/${id}`)
    const opened = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'Preview' }).click()
    const preview = await opened
    await expect(preview).toHaveURL(path)
    const banner = preview.getByRole('region', { name: 'Draft preview' })
    await expect(banner).toContainText('Preview — draft, not published')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Office Hours (new)')
    await expect(preview.getByText(draftText)).toBeVisible()
    await expect(preview).toHaveTitle(/^Office Hours \(new\) \|/)

    const visitor = await visitorPage(browser, testInfo)
    await visitor.goto(path)
    await expect(visitor.getByText(publishedText)).toBeVisible()
    await expect(visitor.getByText(draftText)).toHaveCount(0)
    await expect(visitor.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
    await visitor.close()

    const exit = banner.getByRole('link', { name: 'Exit preview' })
    await exit.focus()
    await expect(exit).toBeFocused()
    await preview.keyboard.press('Enter')
    await expect(preview.getByText(publishedText)).toBeVisible()
    await expect(preview.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
  } finally {
    await request.delete(`/api/pages/${id}`, { headers })
  }
})

test('Preview opens on the host name the admin is open on, where she is signed in', async ({
  browser,
  request,
}, testInfo) => {
  const headers = await staffHeaders(request)
  const { id, path } = await publishedPageWithDraft(request, headers)
  // The server's own address rather than the site's name (www or not is the same case).
  const otherHost = String(testInfo.project.use.baseURL).replace('localhost', '127.0.0.1')
  const context = await browser.newContext({
    baseURL: otherHost,
    userAgent: testInfo.project.use.userAgent,
  })
  try {
    const page = await context.newPage()
    await signInThroughAdmin(page, request)
    await page.goto(`/admin/collections/pages/${id}`)
    const opened = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'Preview' }).click()
    const preview = await opened
    await expect(preview).toHaveURL(`${otherHost}${path}`)
    await expect(preview.getByRole('region', { name: 'Draft preview' })).toBeVisible()
    await expect(preview.getByText(draftText)).toBeVisible()
  } finally {
    await context.close()
    await request.delete(`/api/pages/${id}`, { headers })
  }
})

test('a page never published can be previewed by staff and is a 404 for everyone else', async ({
  page,
  request,
  browser,
  expectAccessible,
}, testInfo) => {
  const headers = await staffHeaders(request)
  const path = `/draft-only-${Date.now()}`
  const created = await request.post('/api/pages?draft=true', {
    headers,
    data: { ...pageData(path, 'Holiday Hours', draftText), _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await signInThroughAdmin(page, request)
    const response = await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByText(draftText)).toBeVisible()
    await expectAccessible()

    const visitor = await visitorPage(browser, testInfo)
    expect((await visitor.goto(path))?.status()).toBe(404)
    await visitor.close()

    // Signing out of the admin ends draft view, although the draft-mode cookie stays.
    await page.context().clearCookies({ name: 'payload-token' })
    expect((await page.goto(path))?.status()).toBe(404)
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})

test('saving a draft leaves the public page in the cache; publishing replaces it', async ({
  request,
}, testInfo) => {
  const headers = await staffHeaders(request)
  const { id, path } = await publishedPageWithDraft(request, headers)
  const visitor = await visitorRequest(testInfo)
  const cacheState = async () => (await visitor.get(path)).headers()['x-nextjs-cache']
  try {
    await expect.poll(cacheState).toBe('HIT')
    const saved = await request.patch(`/api/pages/${id}?draft=true`, {
      headers,
      data: { title: 'Office Hours (second draft)', _status: 'draft' },
    })
    expect(saved.status()).toBe(200)
    expect(await cacheState()).toBe('HIT')
    expect(await (await visitor.get(path)).text()).toContain(publishedText)

    const published = await request.patch(`/api/pages/${id}`, {
      headers,
      data: { _status: 'published' },
    })
    expect(published.status()).toBe(200)
    await expect.poll(async () => (await visitor.get(path)).text()).toContain(draftText)
  } finally {
    await visitor.dispose()
    await request.delete(`/api/pages/${id}`, { headers })
  }
})

test('live preview shows the draft at phone width and follows each saved draft', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const { id } = await publishedPageWithDraft(request, headers)
  // The admin remembers whether live preview was open and at which size, per staff account.
  const openLivePreview = page.getByRole('button', { name: 'Live Preview', exact: true })
  const closeLivePreview = page.getByRole('button', { name: 'Exit Live Preview' })
  try {
    await signInThroughAdmin(page, request)
    await page.goto(`/admin/collections/pages/${id}`)
    await expect(async () => {
      if (await openLivePreview.isVisible()) await openLivePreview.click()
      await expect(closeLivePreview).toBeVisible({ timeout: 1_000 })
    }).toPass()
    await page.locator('.live-preview-toolbar-controls__breakpoint button').click()
    await page.getByRole('button', { name: 'Phone (390 px)' }).click()
    await expect.poll(async () => (await page.locator('iframe').boundingBox())?.width).toBe(390)
    const frame = page.frameLocator('iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Office Hours (new)')
    await expect(frame.getByRole('region', { name: 'Draft preview' })).toBeVisible()

    await page.getByLabel('Title').fill('Office Hours (edited)')
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Office Hours (edited)')
    await closeLivePreview.click()
    await expect(openLivePreview).toBeVisible()
  } finally {
    await request.delete(`/api/pages/${id}`, { headers })
  }
})

test('nobody without a staff session can turn on draft view', async ({}, testInfo) => {
  const visitor = await visitorRequest(testInfo)
  try {
    const anonymous = await visitor.get('/next/preview?path=%2Fabout')
    expect(anonymous.status()).toBe(401)
    expect(await anonymous.text()).toContain('Sign in to the admin to preview drafts.')
    expect(anonymous.headers()['set-cookie']).toBeUndefined()

    for (const path of ['//evil.example', 'https://evil.example/', '/\\evil.example', '']) {
      const offSite = await visitor.get(`/next/preview?path=${encodeURIComponent(path)}`)
      expect(offSite.status()).toBe(400)
    }

    const forged = await visitor.get('/about', {
      headers: { cookie: '__prerender_bypass=0123456789abcdef' },
    })
    expect(forged.headers()['x-frame-options']).toBe('DENY')
    expect(await forged.text()).not.toContain('Preview — draft')

    const exit = await visitor.get('/next/exit-preview?path=%2F%2Fevil.example')
    expect(exit.headers().location).toBe('/')
  } finally {
    await visitor.dispose()
  }
})

test('a blog post never published previews for staff from its Preview button, and is a 404 for visitors', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const headers = await staffHeaders(request)
  const categories = await request.get('/api/categories?where[slug][equals]=bankruptcy&depth=0', {
    headers,
  })
  const [category] = (await categories.json()).docs
  const slug = `draft-post-${Date.now()}`
  const created = await request.post('/api/posts?draft=true', {
    headers,
    data: {
      title: 'Changes to the court fees next year',
      slug,
      excerpt: 'A draft the preview test creates and deletes again, never seen by visitors.',
      content: richText(draftText),
      category: category.id,
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await signInThroughAdmin(page, request)
    await page.goto(`/admin/collections/posts/${doc.id}`)
    const opened = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'Preview' }).click()
    const preview = await opened
    await expect(preview).toHaveURL(`/blog/${slug}`)
    await expect(preview.getByRole('region', { name: 'Draft preview' })).toBeVisible()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
      'Changes to the court fees next year',
    )

    const visitor = await visitorPage(browser, testInfo)
    expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404)
    await visitor.close()
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers })
  }
})

/** A one-question quiz as the admin saves it, with `fields` (its title, address, intro, status). */
function checkupQuiz(fields: { title: string; slug: string; intro: string; _status: string }) {
  return {
    ...fields,
    estimatedMinutes: 1,
    questions: [
      {
        key: 'will-age',
        kind: 'yesNo',
        text: 'Was your will signed more than five years ago?',
        answers: [
          { label: 'Yes', value: 1 },
          { label: 'No', value: 0 },
        ],
      },
    ],
    bands: [
      {
        title: 'Time for a check-up',
        min: 0,
        max: null,
        explanation: 'Any will is worth a look now and then.',
        nextStep: { label: 'Book a check-up', schedulingKind: 'estatePlanCheckup' },
      },
    ],
  }
}

test('a quiz never published previews for staff from its Preview button, one question at a time, and is a 404 for visitors', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const headers = await staffHeaders(request)
  const slug = `estate-planning/draft-quiz-${Date.now()}`
  const created = await request.post('/api/quizzes?draft=true', {
    headers,
    data: checkupQuiz({
      title: 'Is your will up to date?',
      slug,
      intro: 'A draft quiz the preview test creates and deletes again, never seen by visitors.',
      _status: 'draft',
    }),
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await signInThroughAdmin(page, request)
    await page.goto(`/admin/collections/quizzes/${doc.id}`)
    const opened = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'Preview' }).click()
    const preview = await opened
    await expect(preview).toHaveURL(`/quizzes/${slug}`)
    await expect(preview.getByRole('region', { name: 'Draft preview' })).toBeVisible()
    await preview.getByRole('button', { name: 'Start the quiz' }).click()
    await preview.getByLabel('Yes', { exact: true }).check()
    await preview.getByRole('button', { name: 'See my result' }).click()
    await expect(
      preview.getByRole('region', { name: 'The quiz' }).getByRole('heading', { level: 2 }),
    ).toHaveText('Time for a check-up')

    const visitor = await visitorPage(browser, testInfo)
    expect((await visitor.goto(`/quizzes/${slug}`))?.status()).toBe(404)
    await visitor.close()
  } finally {
    await request.delete(`/api/quizzes/${doc.id}`, { headers })
  }
})

test('a quiz published through the API is found by the site search within seconds, and not once deleted', async ({
  request,
}) => {
  const headers = await staffHeaders(request)
  const word = `Quillfeather${Date.now().toString(36)}`
  const slug = `estate-planning/searchable-quiz-${Date.now()}`
  const found = async () => {
    const response = await request.post('/api/search', {
      data: { requests: [{ indexName: 'site', query: word, hitsPerPage: 5 }] },
    })
    return ((await response.json()).results[0].hits as { url: string }[]).map((hit) => hit.url)
  }
  const created = await request.post('/api/quizzes', {
    headers,
    data: checkupQuiz({
      title: `Is your will up to date? ${word}`,
      slug,
      intro: 'A quiz the search test publishes and deletes again, found by its made-up word.',
      _status: 'published',
    }),
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await expect.poll(found, { timeout: 10_000 }).toEqual([`/quizzes/${slug}`])
  } finally {
    await request.delete(`/api/quizzes/${doc.id}`, { headers })
  }
  await expect.poll(found, { timeout: 10_000 }).toEqual([])
})
