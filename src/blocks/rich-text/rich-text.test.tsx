import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

import type { RichTextBlock } from '@/payload-types'

import { RichText } from './rich-text'

const relationship = (relationTo: string, value: unknown) => ({
  type: 'relationship',
  version: 2,
  format: '',
  relationTo,
  value,
})

const block = (...nodes: object[]) =>
  ({
    id: 'b1',
    blockType: 'richText',
    content: {
      root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: nodes },
    },
  }) as unknown as RichTextBlock

describe('a relationship in rich text (the editor’s Relationship feature)', () => {
  test('is a link to the document, named by its title', () => {
    const html = renderToStaticMarkup(
      <RichText
        block={block(
          relationship('posts', {
            id: 4,
            title: 'Wills & trusts',
            slug: 'wills',
            _status: 'published',
          }),
        )}
      />,
    )
    expect(html).toContain('<a href="/blog/wills">Wills &amp; trusts</a>')
    expect(html).not.toContain('unknown node')
  })

  test('is left out when the document has no address a visitor may open', () => {
    for (const [relationTo, value] of [
      ['posts', { id: 4, title: 'Draft', slug: 'draft', _status: 'draft' }],
      ['media', { id: 5, filename: 'a.png' }],
      ['pages', 7],
    ] as const) {
      const html = renderToStaticMarkup(<RichText block={block(relationship(relationTo, value))} />)
      expect(html, relationTo).not.toContain('unknown node')
      expect(html, relationTo).not.toContain('<a ')
    }
  })
})
