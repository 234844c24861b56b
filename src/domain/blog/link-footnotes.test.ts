import { describe, expect, test } from 'vitest'

import type { LexicalNode } from './lexical-node'
import { collectLinkFootnotes } from './link-footnotes'

const siteUrl = 'https://juniper.example.com'

const text = (value: string): LexicalNode => ({ type: 'text', text: value })
const link = (fields: unknown, label = 'link'): LexicalNode => ({
  type: 'link',
  fields,
  children: [text(label)],
})
const custom = (url: string) => link({ linkType: 'custom', url, newTab: false })
const internal = (doc: unknown) => link({ linkType: 'internal', doc, newTab: false })
const paragraph = (...children: LexicalNode[]): LexicalNode => ({ type: 'paragraph', children })
const root = (...children: LexicalNode[]): LexicalNode => ({ type: 'root', children })

describe('collectLinkFootnotes', () => {
  test('numbers links in document order, each URL once, nested links included', () => {
    const content = root(
      paragraph(text('See '), custom('https://www.irs.gov/forms'), text(' and '), custom('/about')),
      {
        type: 'list',
        children: [
          { type: 'listitem', children: [custom('https://www.irs.gov/forms')] },
          {
            type: 'listitem',
            children: [
              { type: 'autolink', fields: { linkType: 'custom', url: 'https://sos.state.co.us' } },
            ],
          },
        ],
      },
    )
    expect(collectLinkFootnotes(content, siteUrl)).toEqual({
      urls: [
        'https://www.irs.gov/forms',
        'https://juniper.example.com/about',
        'https://sos.state.co.us/',
      ],
      footnoteByLink: [1, 2, 1, 3],
    })
  })

  test.each([
    ['an absolute https address', 'https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['an http address', 'http://example.com', 'http://example.com/'],
    [
      'a site path',
      '/services/estate-planning',
      'https://juniper.example.com/services/estate-planning',
    ],
    ['a relative path', 'contact', 'https://juniper.example.com/contact'],
    ['a protocol-relative address', '//example.org/x', 'https://example.org/x'],
    ['padding around an address', '  /about  ', 'https://juniper.example.com/about'],
    [
      'an email link, as written',
      'mailto:office@example.com?subject=Wills',
      'mailto:office@example.com?subject=Wills',
    ],
    ['a phone link, as written', 'TEL:+13035550142', 'TEL:+13035550142'],
  ])('prints %s', (_, url, printed) =>
    expect(collectLinkFootnotes(root(custom(url)), `${siteUrl}/`).urls).toEqual([printed]),
  )

  test.each([
    ['an empty address', ''],
    ['blank space', '   '],
    ['an in-page anchor', '#who-needs-a-will'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<b>x</b>'],
    ['an address that does not parse', 'https://exa mple.com'],
  ])('gives no footnote for %s', (_, url) =>
    expect(collectLinkFootnotes(root(custom(url)), siteUrl)).toEqual({
      urls: [],
      footnoteByLink: [null],
    }),
  )

  test.each([
    ['no fields', undefined],
    ['fields that are not an object', 'https://example.com'],
    ['no url', { linkType: 'custom' }],
    ['a url that is not text', { linkType: 'custom', url: 42 }],
  ])('gives no footnote for a link with %s', (_, fields) =>
    expect(collectLinkFootnotes(root(link(fields)), siteUrl).footnoteByLink).toEqual([null]),
  )

  test('makes internal links absolute, counting one that leads nowhere', () => {
    const content = root(
      paragraph(
        internal({ relationTo: 'posts', value: { id: 3, slug: 'llc-basics' } }),
        internal({ relationTo: 'pages', value: { id: 1, path: '/about' } }),
        internal({ relationTo: 'media', value: 9 }),
        internal({ relationTo: 'pages', value: { id: 2, path: '/fees', _status: 'draft' } }),
        internal(null),
        internal({ value: 4 }),
        custom('https://juniper.example.com/blog/llc-basics'),
      ),
    )
    expect(collectLinkFootnotes(content, siteUrl)).toEqual({
      urls: ['https://juniper.example.com/blog/llc-basics', 'https://juniper.example.com/about'],
      footnoteByLink: [1, 2, null, null, null, null, 1],
    })
  })

  test('gives internal links no footnote when the read did not populate the document', () => {
    const content = root(internal({ relationTo: 'posts', value: 3 }))
    expect(collectLinkFootnotes(content, siteUrl).footnoteByLink).toEqual([null])
  })

  test('a post without links has no footnotes', () => {
    expect(collectLinkFootnotes(root(paragraph(text('No links here.'))), siteUrl)).toEqual({
      urls: [],
      footnoteByLink: [],
    })
  })
})
