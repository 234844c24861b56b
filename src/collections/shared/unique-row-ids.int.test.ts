import type { Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { Page } from '@/payload-types'

import { fieldErrors } from '../../../tests/support/field-errors'
import { getTestPayload } from '../../../tests/support/payload'
import { rejectDuplicateRowIds, rejectDuplicateRowIdsInGlobal } from './unique-row-ids.hooks'

const repeated = (row: number, id: string) =>
  `Row ${row} repeats the id of another row (${id}), as a pasted row does: delete it and add it again.`

const quiet = { disableRevalidate: true }
const description = 'A page the integration tests create and delete again, never seen by visitors.'

let payload: Payload
const createdPageIds: number[] = []

function createPage(path: string, layout: Page['layout'], aliases: Page['aliases'] = []) {
  return payload
    .create({
      collection: 'pages',
      data: { title: 'Row id test', path, description, layout, aliases, _status: 'published' },
      context: quiet,
    })
    .then((page) => {
      createdPageIds.push(page.id)
      return page
    })
}

const teaser = (id: string, heading: string) => ({
  id,
  blockType: 'aboutTeaser' as const,
  heading,
  text: 'Test content.',
})

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  for (const id of createdPageIds) {
    await payload.delete({ collection: 'pages', id, context: quiet })
  }
})

describe('pages', () => {
  test('refuses a new page whose blocks repeat an id with a 400, and stores nothing', async () => {
    const before = await payload.count({ collection: 'pages' })
    const attempt = createPage('/row-ids-new', [
      teaser('repeated-block', 'First'),
      teaser('repeated-block', 'Second'),
    ])
    await expect(attempt).rejects.toMatchObject({ status: 400 })
    expect(await fieldErrors(attempt)).toEqual([
      { path: 'layout', message: repeated(2, 'repeated-block') },
    ])
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(before.totalDocs)
    // The address is not left taken by a page without blocks.
    const page = await createPage('/row-ids-new', [teaser('first-block', 'First')])
    expect(page.layout).toHaveLength(1)
  })

  test('refuses an edit that repeats an id, and leaves the page as it was', async () => {
    const page = await createPage('/row-ids-edit', [teaser('kept-block', 'Kept')])
    const errors = await fieldErrors(
      payload.update({
        collection: 'pages',
        id: page.id,
        data: {
          title: 'Edited',
          layout: [teaser('pasted-block', 'One'), teaser('pasted-block', 'Two')],
        },
        context: quiet,
      }),
    )
    expect(errors).toEqual([{ path: 'layout', message: repeated(2, 'pasted-block') }])
    const stored = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(stored.title).toBe('Row id test')
    expect(stored.layout).toEqual([expect.objectContaining({ id: 'kept-block', heading: 'Kept' })])
  })

  test('refuses one id in the rows of two blocks of a kind, which share a table', async () => {
    const faq = (id: string) => ({
      id,
      blockType: 'faq' as const,
      heading: 'Questions',
      items: [{ id: 'repeated-question', question: 'Why?', answer: 'Because.' }],
    })
    const errors = await fieldErrors(createPage('/row-ids-nested', [faq('faq-1'), faq('faq-2')]))
    expect(errors).toEqual([{ path: 'layout.1.items', message: repeated(1, 'repeated-question') }])
  })

  test('refuses repeated ids among the other addresses', async () => {
    const errors = await fieldErrors(
      createPage(
        '/row-ids-aliases',
        [teaser('alias-page-block', 'Aliases')],
        [
          { id: 'repeated-alias', path: '/row-ids-one' },
          { id: 'repeated-alias', path: '/row-ids-two' },
        ],
      ),
    )
    expect(errors).toEqual([{ path: 'aliases', message: repeated(2, 'repeated-alias') }])
  })
})

describe('other collections and globals', () => {
  test('a post keeps its closing call to action when an edit repeats an action id', async () => {
    const { docs } = await payload.find({ collection: 'posts', limit: 1, depth: 0 })
    const post = docs[0]
    if (!post) throw new Error('the seed has no post')
    const action = { id: 'repeated-action', link: { label: 'Call', type: 'phone' as const } }
    const errors = await fieldErrors(
      payload.update({
        collection: 'posts',
        id: post.id,
        data: {
          closingCta: [
            { blockType: 'callToAction', heading: 'Talk to us', actions: [action, action] },
          ],
        },
        context: quiet,
      }),
    )
    expect(errors).toEqual([
      { path: 'closingCta.0.actions', message: repeated(2, 'repeated-action') },
    ])
    const stored = await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })
    expect(stored.closingCta).toEqual(post.closingCta)
  })

  test('a quiz keeps its answers when an answer is pasted twice', async () => {
    const { docs } = await payload.find({ collection: 'quizzes', depth: 0, pagination: false })
    // A question of a kind whose number of answers is the editor's to choose.
    const quiz = docs.find(({ questions }) => questions.some(({ kind }) => kind === 'single'))
    const at = quiz?.questions.findIndex(({ kind }) => kind === 'single') ?? -1
    const question = quiz?.questions[at]
    const answer = question?.answers[0]
    if (!quiz || !question || !answer?.id) throw new Error('the seed has no such quiz')
    const answers = [...question.answers, { ...answer, label: 'Pasted' }]
    const questions = quiz.questions.with(at, { ...question, answers })
    const errors = await fieldErrors(
      payload.update({ collection: 'quizzes', id: quiz.id, data: { questions }, context: quiet }),
    )
    expect(errors).toEqual([
      { path: `questions.${at}.answers`, message: repeated(answers.length, answer.id) },
    ])
    const stored = await payload.findByID({ collection: 'quizzes', id: quiz.id, depth: 0 })
    expect(stored.questions).toEqual(quiz.questions)
  })

  test('the header menu stays whole when a menu entry is pasted twice', async () => {
    const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0 })
    const header = navigation.header ?? []
    const first = header[0]
    if (!first?.id) throw new Error('the seed has no header menu')
    const errors = await fieldErrors(
      payload.updateGlobal({
        slug: 'navigation',
        data: { header: [...header, { ...first, label: 'Pasted' }] },
        context: quiet,
      }),
    )
    // The pasted row brings its submenu, whose rows repeat ids too: each is named.
    const pastedSubmenu = (first.submenu ?? []).map((row, index) => ({
      path: `header.${header.length}.submenu`,
      message: repeated(index + 1, row.id ?? ''),
    }))
    expect(errors).toEqual([
      { path: 'header', message: repeated(header.length + 1, first.id) },
      ...pastedSubmenu,
    ])
    expect((await payload.findGlobal({ slug: 'navigation', depth: 0 })).header).toEqual(header)
  })

  test('the site settings refuse a pasted row in a group and in a named tab', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const credentials = settings.founder.credentials ?? []
    const keywords = settings.seo.localKeywords ?? []
    const [credential, keyword] = [credentials[0], keywords[0]]
    if (!credential?.id || !keyword?.id) throw new Error('the seed has no credentials or keywords')
    const errors = await fieldErrors(
      payload.updateGlobal({
        slug: 'site-settings',
        data: {
          founder: { ...settings.founder, credentials: [...credentials, credential] },
          seo: { ...settings.seo, localKeywords: [...keywords, keyword] },
        },
        context: quiet,
      }),
    )
    expect(errors).toEqual([
      { path: 'founder.credentials', message: repeated(credentials.length + 1, credential.id) },
      { path: 'seo.localKeywords', message: repeated(keywords.length + 1, keyword.id) },
    ])
    const stored = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect([stored.founder.credentials, stored.seo.localKeywords]).toEqual([credentials, keywords])
  })

  test('every collection and global with rows staff edit refuses repeated row ids', () => {
    // Payload's own collections (jobs, preferences, …) hold rows only Payload writes, and so
    // does a field the admin never shows (the users' sessions).
    const hasEditableRows = (fields: readonly Field[]): boolean =>
      fields.some((field) => {
        if ((field.type === 'array' || field.type === 'blocks') && !field.admin?.disabled) {
          return true
        }
        if (field.type === 'tabs') return field.tabs.some((tab) => hasEditableRows(tab.fields))
        return 'fields' in field && hasEditableRows(field.fields)
      })
    const collections = payload.config.collections.filter(
      ({ slug, fields }) => !slug.startsWith('payload-') && hasEditableRows(fields),
    )
    const globals = payload.config.globals.filter(({ fields }) => hasEditableRows(fields))
    expect(collections.map(({ slug }) => slug)).toEqual(
      expect.arrayContaining(['pages', 'posts', 'categories', 'quizzes']),
    )
    for (const { slug, hooks } of collections) {
      expect({ slug, hooks: hooks.beforeValidate }).toEqual({
        slug,
        hooks: expect.arrayContaining([rejectDuplicateRowIds]),
      })
    }
    for (const { slug, hooks } of globals) {
      expect({ slug, hooks: hooks.beforeValidate }).toEqual({
        slug,
        hooks: expect.arrayContaining([rejectDuplicateRowIdsInGlobal]),
      })
    }
  })

  test('rows with ids of their own still save', async () => {
    const page = await createPage('/row-ids-distinct', [
      teaser('distinct-1', 'One'),
      teaser('distinct-2', 'Two'),
    ])
    expect(page.layout.map((block) => block.id)).toEqual(['distinct-1', 'distinct-2'])
    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { title: 'Renamed' },
        context: quiet,
      }),
    ).resolves.toMatchObject({ title: 'Renamed' })
  })
})
