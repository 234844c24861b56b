import { rm } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { env } from '@/config/env'
import { siteFileStore } from '@/lib/files/site-files'
import type { Post } from '@/payload-types'

import { asAdminSave } from '../../tests/support/admin-save'
import { elementNode as element, textNode as text } from '../../tests/support/lexical'
import { getTestPayload } from '../../tests/support/payload'
import { readPdfPages } from '../../tests/support/pdf-pages'
import { createTestCategory } from '../../tests/support/test-category'

let payload: Payload
let categoryId: number
let testStartedAt: string
const quiet = { disableRevalidate: true }

/** A body with what a printed post must carry: headings, a list, a quote and a link. */
function body(heading: string): Post['content'] {
  return {
    root: element('root', [
      element('paragraph', [text('Opening words of the test post.')]),
      element('heading', [text(heading)], { tag: 'h2' }),
      element('list', [element('listitem', [text('First point')], { value: 1 })], {
        listType: 'bullet',
        tag: 'ul',
        start: 1,
      }),
      element('quote', [text('A quoted line.')]),
      element('paragraph', [
        text('Read '),
        element('link', [text('the statute')], {
          fields: { linkType: 'custom', url: 'https://law.example.com/statute', newTab: false },
        }),
        text(' for more.'),
      ]),
      element('heading', [text('A smaller heading')], { tag: 'h3' }),
      element('paragraph', [text('Closing words.', 1)]),
    ]),
  } as unknown as Post['content']
}

/**
 * Runs the PDF jobs this test queued for post `postId`. Not those of other tests' posts, nor
 * those left by an earlier test file's post that had the same id (SQLite gives a deleted row's
 * id to the next row).
 */
async function runPdfJobs(postId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'syncPostPdf' } },
        { completedAt: { exists: false } },
        { createdAt: { greater_than_equal: testStartedAt } },
      ],
    },
    limit: 0,
  })
  const mine = docs.filter((job) => (job.input as { postId?: number }).postId === postId)
  for (const job of mine) await payload.jobs.runByID({ id: job.id })
  return mine.length
}

async function recordOf(slug: string) {
  const { docs } = await payload.find({
    collection: 'post-pdfs',
    where: { slug: { equals: slug } },
  })
  return docs[0] ?? null
}

const pdfText = async (slug: string) => {
  const file = await siteFileStore.read(`${env.BLOG_PDF_PREFIX}/${slug}.pdf`)
  if (!file) return null
  return (await readPdfPages(file.bytes)).map((page) => page.text).join('\n')
}

beforeAll(async () => {
  payload = await getTestPayload()
  const category = await createTestCategory(payload, { name: 'PDF test category' })
  categoryId = category.id
})

beforeEach(() => {
  testStartedAt = new Date().toISOString()
})

afterAll(async () => {
  await payload.delete({ collection: 'posts', where: { category: { equals: categoryId } } })
  await payload.delete({ collection: 'categories', id: categoryId, context: quiet })
})

describe('the PDF of a post', () => {
  test('is made after publishing, made again after an edit, and removed on unpublish', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Printing a Post',
        slug: '',
        excerpt:
          'A post the PDF job tests publish, edit and unpublish again, never seen by visitors.',
        content: body('Why print a post'),
        category: categoryId,
        _status: 'published',
      },
      context: quiet,
    })
    expect(await runPdfJobs(post.id)).toBe(1)
    const record = await recordOf('printing-a-post')
    expect(record).toMatchObject({
      status: 'ready',
      url: `${env.NEXT_PUBLIC_SITE_URL}/files/blog-pdfs/printing-a-post.pdf`,
    })
    const printed = await pdfText('printing-a-post')
    expect(printed).toContain('Printing a Post')
    expect(printed).toContain('Why print a post')
    expect(printed).toContain('A smaller heading')
    expect(printed).toContain('• First point')
    expect(printed).toMatch(/the statute \[1\]/)
    expect(printed).toContain('[1] https://law.example.com/statute')
    expect(printed).toMatch(/Page 1 of \d/)
    expect(printed).toContain('not legal advice')

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: body('A heading written later'), _status: 'published' },
    })
    expect(await runPdfJobs(post.id)).toBe(1)
    expect(await pdfText('printing-a-post')).toContain('A heading written later')

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { content: body('Only in a draft') },
      req: { ...asAdminSave(), query: { draft: 'true' } },
      draft: true,
    })
    expect(await runPdfJobs(post.id)).toBe(0)

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    expect(await runPdfJobs(post.id)).toBe(1)
    expect(await pdfText('printing-a-post')).toBeNull()
    expect(await recordOf('printing-a-post')).toBeNull()
  })

  test('follows a new address and is removed with its post', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'A Post That Moves',
        slug: '',
        excerpt: 'A post the PDF job tests move and delete again, never seen by visitors at all.',
        content: body('Moving'),
        category: categoryId,
        _status: 'published',
      },
      context: quiet,
    })
    await runPdfJobs(post.id)
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { slug: 'a-post-that-moved', _status: 'published' },
    })
    await runPdfJobs(post.id)
    expect(await pdfText('a-post-that-moves')).toBeNull()
    expect(await recordOf('a-post-that-moves')).toBeNull()
    expect(await pdfText('a-post-that-moved')).toContain('A Post That Moves')

    await payload.delete({ collection: 'posts', id: post.id })
    expect(await runPdfJobs(post.id)).toBe(1)
    expect(await pdfText('a-post-that-moved')).toBeNull()
    expect(await recordOf('a-post-that-moved')).toBeNull()
  })

  test('that fails to render is recorded for staff and tried again; publishing never waits', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'A picture whose file went missing' },
      file: { data: png, mimetype: 'image/png', name: 'pdf-missing.png', size: png.length },
    })
    await rm(path.resolve(env.MEDIA_DIR, image.filename ?? ''))
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'A Post With a Lost Picture',
        slug: '',
        excerpt:
          'A post whose hero image file is gone, so its PDF cannot be made until it is back.',
        content: body('Lost'),
        heroImage: image.id,
        category: categoryId,
        _status: 'published',
      },
      context: quiet,
    })
    expect(post._status).toBe('published')
    await runPdfJobs(post.id)
    const record = await recordOf('a-post-with-a-lost-picture')
    expect(record?.status).toBe('failed')
    expect(record?.error).toMatch(/missing|no such file|input file/i)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'syncPostPdf' }, hasError: { equals: false } },
      limit: 0,
    })
    const retry = docs.find((job) => (job.input as { postId?: number }).postId === post.id)
    expect(retry?.completedAt ?? null).toBeNull()
    expect(new Date(retry?.waitUntil ?? 0).getTime()).toBeGreaterThan(Date.now())
    await payload.delete({ collection: 'media', id: image.id })
  })
})
