/**
 * The production server: Next's request handler behind the front door, a chain of small links
 * (src/lib/http/front-door), one concern each, in the order a request meets them. The door does
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
import { analyticsCsp } from '@/lib/http/front-door/analytics-csp'
import { answerSearch } from '@/lib/http/front-door/answer-search'
import {
  bootApp,
  isOutsideReadOfErrorPage,
  knownCmsPathsReader,
  serverErrorPageReader,
} from '@/lib/http/front-door/app-reads'
import { readBuildFacts } from '@/lib/http/front-door/build-facts'
import { cacheLifetimes } from '@/lib/http/front-door/cache-lifetimes'
import { chainOf } from '@/lib/http/front-door/chain'
import { clientAddress } from '@/lib/http/front-door/client-address'
import { compressResponses } from '@/lib/http/front-door/compress-responses'
import { draftViewHeaders, isDraftViewRequest } from '@/lib/http/front-door/draft-view-headers'
import { errorScreen } from '@/lib/http/front-door/error-screen'
import { refuseUnmetExpectations } from '@/lib/http/front-door/expect-continue'
import { limitBodies } from '@/lib/http/front-door/limit-bodies'
import { missedPages } from '@/lib/http/front-door/missed-pages'
import { notFoundForUnknownPaths } from '@/lib/http/front-door/not-found-for-unknown-paths'
import { precompressedStatic } from '@/lib/http/front-door/precompressed-static'
import { readBodies } from '@/lib/http/front-door/read-bodies'
import {
  refuseCrossSiteWrites,
  screenMethodAndPath,
} from '@/lib/http/front-door/screen-method-and-path'
import { screenMethodOverride } from '@/lib/http/front-door/screen-method-override'
import {
  screenActionBodies,
  screenServerActions,
} from '@/lib/http/front-door/screen-server-actions'
import { keepSearchIndexReady } from '@/lib/http/front-door/search-index-refresh'
import { securityHeaders, uncachedErrors } from '@/lib/http/front-door/security-headers'
import { staffSessionReader } from '@/lib/http/front-door/staff-session'
import {
  countedMissesOncePerVisitor,
  createMissedPageTally,
  storeMissedPages,
} from '@/lib/http/missed-page-tally'
import { buildFiles, nextBuildDir } from '@/lib/internals/next-build-output'
import { logger } from '@/lib/logger'

const unsupportedNode = unsupportedNodeMessage(process.versions.node)
if (unsupportedNode) {
  logger.fatal(unsupportedNode)
  process.exit(1)
}

const app = next({ dev: false, port: env.PORT })
const handle = app.getRequestHandler()
await app.prepare()

const build = readBuildFacts(nextBuildDir)
const knownCmsPaths = knownCmsPathsReader()
const serverErrorPage = serverErrorPageReader()
const isStaffRequest = staffSessionReader(env.PAYLOAD_SECRET)
/** How often the counted missed pages are stored. */
const missedPageFlushMs = 5_000
const missedPageTally = createMissedPageTally({
  dayOf: firmDay,
  countedOncePerVisitor: countedMissesOncePerVisitor,
  store: storeMissedPages,
})
const pageHeaders = Object.fromEntries(
  siteSecurityHeaders({ isProduction: env.NODE_ENV === 'production', isAdmin: false }).map(
    ({ key, value }) => [key, value],
  ),
)

const frontDoor = chainOf(
  [
    securityHeaders(pageHeaders),
    uncachedErrors(),
    clientAddress({ trustedHops: env.TRUSTED_PROXY_HOPS }),
    screenMethodAndPath(),
    refuseUnmetExpectations(),
    refuseCrossSiteWrites(),
    screenServerActions({ actions: build.actions }),
    limitBodies({ uploadLimitBytes, isStaffRequest }),
    answerSearch(),
    readBodies({ isStaffRequest }),
    screenActionBodies({ actions: build.actions }),
    screenMethodOverride(),
    draftViewHeaders({ previewModeId: build.previewModeId }),
    missedPages({ record: missedPageTally.record }),
    notFoundForUnknownPaths({
      pageRoutes: build.pageRoutes,
      knownCmsPaths,
      staticFiles: build.staticFiles,
      isDraftView: (request) => isDraftViewRequest(request, build.previewModeId),
      isHiddenPage: isOutsideReadOfErrorPage,
    }),
    errorScreen({ errorPage: serverErrorPage.latest }),
    analyticsCsp(),
    // After analyticsCsp: its headers are decided after these (on-headers runs the last link's
    // first), so a consenting visitor's page is private to browsers whatever this link says.
    cacheLifetimes({ purging: env.CACHE_PURGE_URL.length > 0, buildId: build.id }),
    // Before compressResponses: a script sent as its compressed copy needs no compressing.
    precompressedStatic({
      staticDir: path.join(nextBuildDir, buildFiles.staticDir),
      staticFiles: build.staticFiles,
    }),
    compressResponses(),
  ],
  handle,
)

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
  void bootApp().then(keepSearchIndexReady)
  void purgeOtherBuilds(build.id)
  void knownCmsPaths.fresh()
  setInterval(() => void knownCmsPaths.fresh(), 2_000).unref()
  void serverErrorPage.fresh()
  setInterval(() => void serverErrorPage.fresh(), 60_000).unref()
  // Misses are stored in batches (at most a few seconds' counts are lost when the server stops).
  setInterval(() => void missedPageTally.flush(), missedPageFlushMs).unref()
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold the close open; a stop should not wait on visitors.
    server.closeAllConnections()
  })
}
