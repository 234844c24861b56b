import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import {
  ACTION_HEADER,
  NEXT_HMR_REFRESH_HEADER,
  NEXT_INSTANT_TEST_COOKIE,
  NEXT_ROUTER_PREFETCH_HEADER,
  NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
  NEXT_ROUTER_STATE_TREE_HEADER,
  NEXT_URL,
  RSC_HEADER,
} from 'next/dist/client/components/app-router-headers'
import {
  MATCHED_PATH_HEADER,
  NEXT_CACHE_REVALIDATE_TAG_TOKEN_HEADER,
  NEXT_CACHE_REVALIDATED_TAGS_HEADER,
  NEXT_RESUME_HEADER,
  NEXT_RESUME_STATE_LENGTH_HEADER,
  PRERENDER_REVALIDATE_HEADER,
  PRERENDER_REVALIDATE_ONLY_GENERATED_HEADER,
} from 'next/dist/lib/constants'
import { expect, test } from 'vitest'

import {
  actionHeader,
  instantTestCookieName,
  routerHeaders,
  serverHeaders,
} from './next-request-headers'

// Fails when Next renames a header the front door, the VCL or the edge test's header matrix
// names (or moves the constants that name it): rename it there too.

test('the action header is the one Next reads', () => {
  expect(actionHeader).toBe(ACTION_HEADER)
})

test("the router's headers are the ones Next's client sends", () => {
  expect(routerHeaders).toEqual({
    rsc: RSC_HEADER,
    stateTree: NEXT_ROUTER_STATE_TREE_HEADER,
    prefetch: NEXT_ROUTER_PREFETCH_HEADER,
    segmentPrefetch: NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
    url: NEXT_URL,
  })
})

/** The source of one of Next's compiled modules. */
const nextSource = (module: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`next/dist/${module}.js`), 'utf8')

test("the servers' headers are the ones Next reads", () => {
  const { routeMatches, dataRequest, proxyPrefetch, actionForwarded, ...named } = serverHeaders
  expect(named).toEqual({
    hmrRefresh: NEXT_HMR_REFRESH_HEADER,
    matchedPath: MATCHED_PATH_HEADER,
    resume: NEXT_RESUME_HEADER,
    resumeStateLength: NEXT_RESUME_STATE_LENGTH_HEADER,
    prerenderRevalidate: PRERENDER_REVALIDATE_HEADER,
    prerenderRevalidateIfGenerated: PRERENDER_REVALIDATE_ONLY_GENERATED_HEADER,
    revalidatedTags: NEXT_CACHE_REVALIDATED_TAGS_HEADER,
    revalidateTagToken: NEXT_CACHE_REVALIDATE_TAG_TOKEN_HEADER,
  })
  const baseServer = nextSource('server/base-server')
  for (const name of [routeMatches, dataRequest, proxyPrefetch]) {
    expect(baseServer).toContain(`req.headers['${name}']`)
  }
  expect(nextSource('server/app-render/action-handler')).toContain(
    `req.headers['${actionForwarded}']`,
  )
})

test('the testing cookie is the one Next reads', () => {
  expect(instantTestCookieName).toBe(NEXT_INSTANT_TEST_COOKIE)
})

/** The body of the VCL subroutine `name` of the project's cache policy, lowercased. */
function vclSub(name: string) {
  const vcl = readFileSync('deploy/varnish/default.vcl', 'utf8').toLowerCase()
  const start = vcl.indexOf(`sub ${name} {`)
  return vcl.slice(start, vcl.indexOf('\n}', start))
}

/** Whether `vcl` reads header `name` (not merely one whose name begins with it). */
const readsHeader = (vcl: string, name: string) =>
  new RegExp(`req\\.http\\.${name}(?![\\w-])`).test(vcl)

test('the VCL passes a request with an action or a server header, and keys on the router’s', () => {
  const receive = vclSub('vcl_recv')
  for (const name of [actionHeader, ...Object.values(serverHeaders)]) {
    expect(readsHeader(receive, name), name).toBe(true)
  }
  const hash = vclSub('vcl_hash')
  for (const name of Object.values(routerHeaders)) {
    expect(readsHeader(hash, name), name).toBe(true)
  }
})
