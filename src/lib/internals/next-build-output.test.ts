import path from 'node:path'

import { COOKIE_NAME_PRERENDER_BYPASS } from 'next/dist/server/api-utils'
import {
  APP_PATH_ROUTES_MANIFEST,
  BUILD_ID_FILE,
  CLIENT_STATIC_FILES_PATH,
  PRERENDER_MANIFEST,
  SERVER_DIRECTORY,
  SERVER_REFERENCE_MANIFEST,
} from 'next/dist/shared/lib/constants'
import { UNDERSCORE_NOT_FOUND_ROUTE } from 'next/dist/shared/lib/entry-constants'
import { expect, test } from 'vitest'

import { buildFiles, draftModeCookieName, notFoundRoute } from './next-build-output'

// Fails when Next renames a file, the cookie or the route the front door relies on (or moves the
// constants that name them). The files' contents are checked against a real build by
// tests/security/build-output.test.ts.

test('the manifests are where Next writes them', () => {
  expect(buildFiles).toEqual({
    appPathRoutes: APP_PATH_ROUTES_MANIFEST,
    buildId: BUILD_ID_FILE,
    prerender: PRERENDER_MANIFEST,
    serverReferences: path.join(SERVER_DIRECTORY, `${SERVER_REFERENCE_MANIFEST}.json`),
    staticDir: CLIENT_STATIC_FILES_PATH,
  })
})

test('the draft-mode cookie is the one Next sets', () => {
  expect(draftModeCookieName).toBe(COOKIE_NAME_PRERENDER_BYPASS)
})

test('the not-found route is the one Next prerenders', () => {
  expect(notFoundRoute).toBe(UNDERSCORE_NOT_FOUND_ROUTE)
})
