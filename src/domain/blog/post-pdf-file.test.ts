import { describe, expect, test } from 'vitest'

import { isFileKey, postPdfKey, publicFileUrl } from './post-pdf-file'

describe('post PDF files', () => {
  test('a post’s PDF lives under the prefix, named by its slug', () => {
    expect(postPdfKey('blog-pdfs', 'what-a-will-does')).toBe('blog-pdfs/what-a-will-does.pdf')
    expect(postPdfKey('firm/blog', 'a')).toBe('firm/blog/a.pdf')
  })

  test('a slug that would leave the folder is refused', () => {
    expect(() => postPdfKey('blog-pdfs', '../secret')).toThrow(/Not a file key/)
    expect(() => postPdfKey('blog-pdfs', 'A B')).toThrow(/Not a file key/)
  })

  test.each([
    ['blog-pdfs/post.pdf', true],
    ['post.pdf', false],
    ['blog-pdfs/../post.pdf', false],
    ['/blog-pdfs/post.pdf', false],
    ['blog-pdfs/post.PDF', false],
    ['blog-pdfs/post.pdf.html', false],
    ['blog-pdfs//post.pdf', false],
    ['blog-pdfs/po%2fst.pdf', false],
  ])('%s is a file key: %s', (key, expected) => {
    expect(isFileKey(key)).toBe(expected)
  })

  test('the site serves a file under /files unless a download domain is set', () => {
    expect(publicFileUrl('blog-pdfs/a.pdf', { siteUrl: 'https://law.example.com' })).toBe(
      'https://law.example.com/files/blog-pdfs/a.pdf',
    )
    expect(
      publicFileUrl('blog-pdfs/a.pdf', {
        siteUrl: 'https://law.example.com',
        publicBaseUrl: 'https://files.example.com/',
      }),
    ).toBe('https://files.example.com/blog-pdfs/a.pdf')
  })
})
