import type { APIRequestContext } from '@playwright/test'

import { expect, test } from '../../support/fixtures'
import { paragraphNode, richTextOf, textNode } from '../../support/lexical'
import { signInThroughApi } from '../../support/staff'

type Headers = Record<string, string>

/** A link the editor saves when staff link words to a document of the site. */
const internalLink = (words: string, relationTo: string, id: number) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { linkType: 'internal', doc: { relationTo, value: id }, newTab: false },
  children: [textNode(words)],
})

/** Rich text of one paragraph: `before`, then each link, separated by spaces. */
const paragraphWith = (before: string, ...links: object[]) =>
  richTextOf([paragraphNode([textNode(before), ...links.flatMap((link) => [textNode(' '), link])])])

async function create(
  request: APIRequestContext,
  headers: Headers,
  collection: string,
  data: object,
) {
  const response = await request.post(`/api/${collection}`, { headers, data })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).doc.id as number
}

const anchorsOf = (html: string, words: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter(([, , label]) => label === words)
    .map(([, href]) => href)

test('internal links in a post and in a page’s text lead to the linked documents; one to an unpublished page is plain text', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const headers = { Authorization: `JWT ${await signInThroughApi(request)}` }
  const stamp = Date.now()
  const description = 'A page made by a test, to be linked to from a post and then deleted.'
  const created: Array<[string, number]> = []
  try {
    const publishedPath = `/fees-explained-${stamp}`
    const publishedPage = await create(request, headers, 'pages', {
      title: 'Fees explained',
      path: publishedPath,
      description,
      layout: [{ blockType: 'richText', content: paragraphWith('What each service costs.') }],
      _status: 'published',
    })
    created.push(['pages', publishedPage])
    const draftPage = await create(request, headers, 'pages', {
      title: 'Fees to come',
      path: `/fees-to-come-${stamp}`,
      description,
      layout: [{ blockType: 'richText', content: paragraphWith('Prices to come.') }],
      _status: 'draft',
    })
    created.push(['pages', draftPage])
    const slug = `linking-post-${stamp}`
    const post = await create(request, headers, 'posts', {
      title: 'A post that links',
      slug,
      excerpt: 'A post whose words lead to pages of the site, one published and one not yet.',
      content: paragraphWith(
        'Read more:',
        internalLink('how our fees work', 'pages', publishedPage),
        internalLink('fees we will publish', 'pages', draftPage),
      ),
      category: (
        await (
          await request.get('/api/categories?where[slug][equals]=bankruptcy&depth=0', { headers })
        ).json()
      ).docs[0].id,
      _status: 'published',
    })
    created.push(['posts', post])
    const linkingPath = `/reading-${stamp}`
    created.push([
      'pages',
      await create(request, headers, 'pages', {
        title: 'Further reading',
        path: linkingPath,
        description,
        layout: [
          {
            blockType: 'richText',
            content: paragraphWith(
              'On the blog:',
              internalLink('a post that links', 'posts', post),
            ),
          },
        ],
        _status: 'published',
      }),
    ])

    const postHtml = await (await request.get(`/blog/${slug}`)).text()
    expect(anchorsOf(postHtml, 'how our fees work')).toEqual([publishedPath])
    expect(anchorsOf(postHtml, 'fees we will publish'), 'no link to an unpublished page').toEqual(
      [],
    )
    expect(postHtml).toContain('fees we will publish')
    expect(postHtml).not.toContain('href="#"')

    const pageHtml = await (await request.get(linkingPath)).text()
    expect(anchorsOf(pageHtml, 'a post that links')).toEqual([`/blog/${slug}`])
    expect(pageHtml).not.toContain('href="#"')

    await request.patch(`/api/pages/${publishedPage}`, { headers, data: { _status: 'draft' } })
    await expect
      .poll(
        async () =>
          anchorsOf(await (await request.get(`/blog/${slug}`)).text(), 'how our fees work'),
        {
          timeout: 30_000,
          intervals: [1_000],
        },
      )
      .toEqual([])
  } finally {
    for (const [collection, id] of created.reverse()) {
      await request.delete(`/api/${collection}/${id}`, { headers })
    }
  }
})
