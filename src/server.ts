/**
 * The production server: Next's request handler behind the front door, small links of one
 * concern each (src/server/), in two phases read top to bottom below: screen, then decorate. The door does
 * only what Next cannot do before a request reaches it (ADR 003); what it works around upstream
 * is in docs/workarounds.md. `npm start` and the test suites run the site through it.
 */
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { env } from '@/config/env'
import { unsupportedNodeMessage } from '@/config/node-runtime'
import { securityHeaders as siteSecurityHeaders } from '@/config/security-headers'
import { uploadLimitBytes } from '@/config/upload-limits'
import { firmDay } from '@/domain/search/search-events'
import { purgeOtherBuilds } from '@/lib/cache/purge-tags'
import { buildFiles, nextBuildDir } from '@/lib/internals/next-build-output'
import { logger } from '@/lib/logger'
import { appBridge } from '@/server/boot/app-bridge'
import {
  bootApp,
  isErrorPagePath,
  knownCmsPathsReader,
  serverErrorPageReader,
} from '@/server/boot/app-reads'
import { readBuildFacts, type BuildFacts } from '@/server/boot/build-facts'
import { countedMissesOncePerVisitor, createMissedPageTally } from '@/server/boot/missed-page-tally'
import { keepSearchIndexReady } from '@/server/boot/search-index-refresh'
import { analyticsCsp } from '@/server/decorate/analytics-csp'
import { cacheLifetimes } from '@/server/decorate/cache-lifetimes'
import { decorateHeaders } from '@/server/decorate/decorate-headers'
import { draftViewHeaders, isDraftViewRequest } from '@/server/decorate/draft-view-headers'
import { securityHeaders, uncachedErrors } from '@/server/decorate/security-headers'
import { chainOf } from '@/server/door/chain'
import { compressResponses } from '@/server/encode/compress-responses'
import { errorScreen } from '@/server/encode/error-screen'
import { precompressedStatic } from '@/server/encode/precompressed-static'
import { answerRedirects } from '@/server/screen/answer-redirects'
import { answerSearch } from '@/server/screen/answer-search'
import { clientAddress } from '@/server/screen/client-address'
import { refuseUnmetExpectations } from '@/server/screen/expect-continue'
import { limitBodies } from '@/server/screen/limit-bodies'
import { missedPages } from '@/server/screen/missed-pages'
import { notFoundForUnknownPaths } from '@/server/screen/not-found-for-unknown-paths'
import { readBodies } from '@/server/screen/read-bodies'
import { refuseCrossSiteWrites, screenMethodAndPath } from '@/server/screen/screen-method-and-path'
import { screenMethodOverride } from '@/server/screen/screen-method-override'
import { screenActionBodies, screenServerActions } from '@/server/screen/screen-server-actions'
import { screenStaffFunctions } from '@/server/screen/screen-staff-functions'
import { staffSessionReader } from '@/server/screen/staff-session'

const unsupportedNode = unsupportedNodeMessage(process.versions.node)
if (unsupportedNode) {
  logger.fatal(unsupportedNode)
  process.exit(1)
}

// `npm run dev` runs this same door around Next's development server (`--dev`): the screens and
// headers a visitor meets, without the checks that read a production build's manifests.
const isDevelopment = process.argv.includes('--dev')
const app = next({ dev: isDevelopment, port: env.PORT })
const handle = app.getRequestHandler()
await app.prepare()

// Filled by src/instrumentation.ts as Next prepared: the app's modules, in this process (ADR 022).
const bridge = await appBridge()
const build = isDevelopment ? null : readBuildFacts(nextBuildDir)
/** What only a production build can check: `make(build)`, or nothing in development. */
const withBuild = <T>(make: (facts: BuildFacts) => T[]): T[] => (build ? make(build) : [])
const knownCmsPaths = knownCmsPathsReader(bridge)
const serverErrorPage = serverErrorPageReader(app)
const isStaffRequest = staffSessionReader(env.PAYLOAD_SECRET)
/** How often the counted missed pages are stored. */
const missedPageFlushMs = 5_000
const missedPageTally = createMissedPageTally({
  dayOf: firmDay,
  countedOncePerVisitor: countedMissesOncePerVisitor,
  store: bridge.storeMissedPages,
})
const headerValues = (isAdmin: boolean) =>
  Object.fromEntries(
    siteSecurityHeaders({ isProduction: env.NODE_ENV === 'production', isAdmin }).map(
      ({ key, value }) => [key, value],
    ),
  )

// The door, read top to bottom: screen (refuse or admit), decorate (every header the door sets),
// encode (the body's bytes), then Next.
const screen = [
  clientAddress({ trustedHops: env.TRUSTED_PROXY_HOPS }),
  screenMethodAndPath(),
  refuseUnmetExpectations(),
  refuseCrossSiteWrites(),
  ...withBuild(({ actions }) => [screenServerActions({ actions })]),
  limitBodies({ uploadLimitBytes, isStaffRequest }),
  answerSearch(bridge.search),
  readBodies({ isStaffRequest }),
  ...withBuild(({ actions, adminFunctions }) => [
    screenActionBodies({ actions }),
    screenStaffFunctions({
      adminFunctions,
      isStaffRequest,
      hasStaffAccount: bridge.hasStaffAccount,
    }),
  ]),
  screenMethodOverride(),
  answerRedirects({
    redirectAt: bridge.redirectAt,
    isDraftView: (request) => build !== null && isDraftViewRequest(request, build.previewModeId),
  }),
  missedPages({ record: missedPageTally.record }),
  ...withBuild(({ pageRoutes, staticFiles, previewModeId }) => [
    notFoundForUnknownPaths({
      pageRoutes,
      knownCmsPaths,
      staticFiles,
      isDraftView: (request) => isDraftViewRequest(request, previewModeId),
      isHiddenPage: (_request, path) => isErrorPagePath(path),
    }),
  ]),
]

// Applied in this order as the headers go out, to Next's answers and the screens' refusals alike:
// a later rule has the last word.
const decorate = decorateHeaders([
  securityHeaders({ site: headerValues(false), admin: headerValues(true) }),
  ...withBuild(({ id }) => [
    cacheLifetimes({ purging: env.CACHE_PURGE_URL.length > 0, buildId: id }),
  ]),
  analyticsCsp(),
  ...withBuild(({ previewModeId }) => [draftViewHeaders({ previewModeId })]),
  uncachedErrors(),
])

const encode = [
  // In development, Next's own error overlay is what a failed page shows.
  ...withBuild(() => [errorScreen({ errorPage: serverErrorPage.latest })]),
  // Before compressResponses: a script sent as its compressed copy needs no compressing.
  ...withBuild(({ staticFiles }) => [
    precompressedStatic({
      staticDir: path.join(nextBuildDir, buildFiles.staticDir),
      staticFiles,
    }),
  ]),
  compressResponses(),
]

const frontDoor = chainOf([decorate, ...screen, ...encode], handle)

const server = createServer(frontDoor)
// With these listeners Node leaves `100 Continue` and `417` to the door, which says them only
// after its checks (a refused upload is never invited to send its body).
server.on('checkContinue', frontDoor)
server.on('checkExpectation', frontDoor)
// An idle keep-alive connection is kept longer than load balancers keep theirs (60 s is common):
// closed by the server first, a connection the balancer (or a client) reuses at that instant is
// reset, and the request on it fails (seen as ECONNRESET after 5 s idle, Node's default).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(env.PORT, () => {
  logger.info({ msg: `Serving on port ${env.PORT}`, port: env.PORT, node: process.version })
  void bootApp(bridge).then(() => keepSearchIndexReady(bridge.search.refreshIndex))
  // Misses are stored in batches (at most a few seconds' counts are lost when the server stops).
  setInterval(() => void missedPageTally.flush(), missedPageFlushMs).unref()
  if (!build) return
  void purgeOtherBuilds(build.id)
  void knownCmsPaths.fresh()
  setInterval(() => void knownCmsPaths.fresh(), 2_000).unref()
  void serverErrorPage.fresh()
  setInterval(() => void serverErrorPage.fresh(), 60_000).unref()
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold the close open; a stop should not wait on visitors.
    server.closeAllConnections()
  })
}
