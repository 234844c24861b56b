import type { APIRequestContext } from '@playwright/test'

import { e2eEnv } from '../../support/e2e-env'
import { expect, test } from '../../support/fixtures'
import { richText } from '../../support/lexical'
import { readPdfPages } from '../../support/pdf-pages'
import { queueScheduledPublish } from '../../support/scheduled-publish'
import { signInThroughApi } from '../../support/staff'
import { staff } from '../../support/staff-account'

test.describe.configure({ mode: 'serial' })

type Headers = Record<string, string>

async function idOf(
  request: APIRequestContext,
  headers: Headers,
  collection: string,
  slug: string,
) {
  const response = await request.get(`/api/${collection}?where[slug][equals]=${slug}&depth=0`, {
    headers,
  })
  return (await response.json()).docs[0].id as number
}

/** Every place a published post shows, read as a visitor (no session) would. */
async function whereItShows(request: APIRequestContext, slug: string, title: string) {
  const get = (path: string) => request.get(path)
  const [post, listing, category, tag, feed, sitemap, search] = await Promise.all([
    get(`/blog/${slug}`),
    get('/blog'),
    get('/blog/categories/bankruptcy'),
    get('/blog/tags/chapter-13'),
    get('/blog/rss.xml'),
    get('/sitemap.xml'),
    request.post('/api/search', {
      data: { requests: [{ indexName: 'blog', query: title, hitsPerPage: 50 }] },
    }),
  ])
  const postHtml = await post.text()
  const pdfUrl = postHtml.match(/href="([^"]+\.pdf)"/)?.[1] ?? null
  const pdf = pdfUrl ? await request.get(pdfUrl) : null
  const pdfText =
    pdf?.status() === 200
      ? (await readPdfPages(await pdf.body())).map((page) => page.text).join(' ')
      : null
  const lists = async (response: typeof listing) => (await response.text()).includes(title)
  return {
    post: post.status(),
    heading: post.status() === 200 ? (postHtml.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? null) : null,
    listing: await lists(listing),
    category: await lists(category),
    tag: await lists(tag),
    feed: (await feed.text()).includes(`/blog/${slug}</link>`),
    sitemap: (await sitemap.text()).includes(`/blog/${slug}</loc>`),
    pdfPrintsTitle: pdfText?.includes(title) ?? false,
    search: ((await search.json()).results[0].hits as { url: string; title: string }[]).some(
      (hit) => hit.url === `/blog/${slug}` && hit.title === title,
    ),
  }
}

const everywhere = (title: string) => ({
  post: 200,
  heading: title,
  listing: true,
  category: true,
  tag: true,
  feed: true,
  sitemap: true,
  pdfPrintsTitle: true,
  search: true,
})

const nowhere = {
  post: 404,
  heading: null,
  listing: false,
  category: false,
  tag: false,
  feed: false,
  sitemap: false,
  pdfPrintsTitle: false,
  search: false,
}

test('a post the attorney publishes, edits and unpublishes shows and goes everywhere within seconds, with its PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  const me = (await (await request.get('/api/users/me', { headers })).json()).user
  await request.patch(`/api/users/${me.id}`, {
    headers,
    data: {
      publicName: 'Avery Stone',
      jobTitle: 'Paralegal',
      bio: 'Avery prepares bankruptcy filings and answers clients’ questions about the courses.',
    },
  })
  const slug = `filing-day-${Date.now()}`
  const created = await request.post('/api/posts', {
    headers,
    data: {
      title: 'What happens on filing day',
      slug,
      excerpt: 'The day a bankruptcy case is filed: what the court sends, and what stops at once.',
      content: richText('On filing day the court opens your case and the automatic stay begins.'),
      category: await idOf(request, headers, 'categories', 'bankruptcy'),
      tags: [await idOf(request, headers, 'tags', 'chapter-13')],
      author: me.id,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await expect
      .poll(() => whereItShows(request, slug, 'What happens on filing day'), {
        timeout: 40_000,
        intervals: [1_000],
      })
      .toEqual(everywhere('What happens on filing day'))
    const html = await (await request.get(`/blog/${slug}`)).text()
    expect(html, 'the page shows the public profile, never the account').not.toContain(staff.email)
    await page.goto(`/blog/${slug}`)
    await expect(page.locator('article header')).toContainText('By Avery Stone')
    const about = page.getByRole('region', { name: 'About the author' })
    await expect(about).toContainText('Avery Stone, Paralegal')

    await request.patch(`/api/posts/${doc.id}`, {
      headers,
      data: { title: 'Filing day, step by step', _status: 'published' },
    })
    await expect
      .poll(() => whereItShows(request, slug, 'Filing day, step by step'), {
        timeout: 40_000,
        intervals: [1_000],
      })
      .toEqual(everywhere('Filing day, step by step'))

    await request.patch(`/api/posts/${doc.id}`, { headers, data: { _status: 'draft' } })
    await expect
      .poll(() => whereItShows(request, slug, 'Filing day, step by step'), {
        timeout: 40_000,
        intervals: [1_000],
      })
      .toEqual(nowhere)
    // The jobs runner removes the PDF a few seconds after the post is unpublished.
    await expect
      .poll(async () => (await request.get(`/files/blog-pdfs/${slug}.pdf`)).status(), {
        timeout: 30_000,
        intervals: [1_000],
      })
      .toBe(404)
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers })
    await request.patch(`/api/users/${me.id}`, {
      headers,
      data: { publicName: null, jobTitle: null, bio: null },
    })
  }
})

test('a post scheduled to publish appears everywhere within a minute of its time', async ({
  request,
}) => {
  test.setTimeout(150_000)
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  const slug = `scheduled-post-${Date.now()}`
  const title = 'Our office is moving in the spring'
  const created = await request.post('/api/posts', {
    headers,
    data: {
      title,
      slug,
      excerpt: 'Where the office will be from April, and how to find us until then and after.',
      content: richText('We are moving a few blocks north; the phone number stays the same.'),
      category: await idOf(request, headers, 'categories', 'bankruptcy'),
      tags: [await idOf(request, headers, 'tags', 'chapter-13')],
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    expect(await whereItShows(request, slug, title)).toEqual(nowhere)
    const publishAt = new Date(Date.now() + 20_000)
    queueScheduledPublish({
      collection: 'posts',
      id: doc.id,
      at: publishAt,
      env: { ...e2eEnv, LOG_LEVEL: 'warn' },
    })
    await expect
      .poll(() => whereItShows(request, slug, title), { timeout: 90_000, intervals: [2_000] })
      .toEqual(everywhere(title))
    expect(Date.now() - publishAt.getTime()).toBeLessThan(60_000)
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers })
  }
})
