/**
 * The front door reads Next's build output, which is no public API (src/lib/internals/
 * next-build-output.ts): this reads the build the suite serves with the same functions, so a Next
 * upgrade that reshapes a manifest fails here, by name, rather than as a door that lets through
 * what it should refuse.
 */
import { statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { pageRoutesOf } from '@/domain/http/unknown-page-path'
import {
  listStaticFiles,
  nextBuildDir,
  notFoundRoute,
  readAppPathRoutes,
  readPreviewModeId,
  readServerActionSources,
} from '@/lib/internals/next-build-output'

describe('the build the front door serves', () => {
  test('its app routes hold Next’s 404 route and the CMS’s routes', () => {
    const routes = readAppPathRoutes(nextBuildDir)
    expect(Object.values(routes)).toContain(notFoundRoute)
    expect(pageRoutesOf(routes).cms.map((route) => route.staticPrefix)).toContain('/blog')
  })

  test('its preview id is a secret of hex digits', () => {
    expect(readPreviewModeId(nextBuildDir)).toMatch(/^[0-9a-f]{32,}$/)
  })

  test('its Server Actions name their source files, the site’s form actions among them', () => {
    const sources = [...readServerActionSources(nextBuildDir).values()]
    expect(sources).toContain('src/components/contact/contact.actions.ts')
    expect(sources).toContain('src/components/quiz/quiz.actions.ts')
  })

  test('its static files are listed by their path below /_next/static/, with their sizes', () => {
    const files = listStaticFiles(nextBuildDir)
    const [script = '', size] = [...files].find(([file]) => /^chunks\/[^/]+\.js$/.test(file)) ?? []
    expect(script).not.toBe('')
    expect(size).toBe(statSync(path.join(nextBuildDir, 'static', script)).size)
  })
})
