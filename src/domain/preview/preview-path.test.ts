import { describe, expect, it } from 'vitest'

import { exitPreviewLink, previewLink, previewTargetPath } from './preview-path'

describe('previewTargetPath', () => {
  it.each(['/', '/about', '/services/estate-planning', '/services/estate-planning/GunTrusts'])(
    'accepts the site path %s',
    (path) => expect(previewTargetPath(path)).toBe(path),
  )

  it.each([
    null,
    undefined,
    '',
    'about',
    '//evil.example',
    '//evil.example/about',
    '/\\evil.example',
    'https://evil.example/',
    '/about?x=1',
    '/about#top',
    '/about/',
    '/a//b',
    '/../admin',
    '/about%2F..',
    `/${'a'.repeat(300)}`,
  ])('refuses %s', (value) => expect(previewTargetPath(value)).toBeNull())
})

describe('preview links', () => {
  it('builds the admin preview link on whatever host the admin is open on', () => {
    expect(previewLink('/services/estate-planning')).toBe(
      '/next/preview?path=%2Fservices%2Festate-planning',
    )
  })

  it('builds the exit link back to the same page', () => {
    expect(exitPreviewLink('/about')).toBe('/next/exit-preview?path=%2Fabout')
  })
})
