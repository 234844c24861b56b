import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { scopeClientHintsToAdmin } from './src/config/admin-client-hints'
import { readBuildInfo } from './src/config/build-info'
import { env } from './src/config/env'

const build = readBuildInfo()

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every page's whole body in JavaScript for an ETag on every response (fnv1a52 in
  // send-payload.js). On the largest service page (97 KB of HTML), dropping it raised what the
  // server serves from 778 to 908 req/s (autocannon, 50 connections). Pages are cached by Next
  // and by a CDN through s-maxage; without an ETag a returning visitor's reload fetches the page
  // (12–19 KB gzipped) instead of a 304. Scripts and styles are immutable and never had one.
  generateEtags: false,
  // The front door compresses instead (src/server/encode/compress-responses.ts): it keeps
  // the compressed bytes of the pages Next serves from its cache, which Next would gzip again for
  // every request (most of the server's time on the largest page under load), and offers br.
  compress: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole project in its own step; builds (and `npm start`) skip it.
  typescript: { ignoreBuildErrors: true },
  generateBuildId: () => build.id,
  env: {
    NEXT_PUBLIC_BUILD_ID: build.id,
    NEXT_PUBLIC_BUILD_COMMIT: build.commit,
    NEXT_PUBLIC_BUILD_DATE: build.date,
  },
  images: { formats: ['image/avif', 'image/webp'] },
  // Piscina starts its threads from a file of its own next to its code (dist/worker.js), which
  // bundling would move; loaded from node_modules, it finds it. Payload is loaded from
  // node_modules too, as withPayload already does under `next dev`: Next bundles
  // src/instrumentation.ts (which lends the app to the front door, ADR 022) apart from the routes,
  // and one Payload module for the process keeps one instance and one set of error classes
  // (an instance started from a bundled copy answered validation errors without their details).
  // fontkit (which characters the share cards' fonts draw) is loaded from node_modules too.
  serverExternalPackages: ['piscina', 'payload', 'fontkit'],
  // With Redis configured, Next's cache lives there, shared by every instance, and no process
  // keeps a copy of its own that a publish elsewhere would leave stale (ADR 012).
  ...(env.REDIS_URL
    ? {
        cacheHandler: path.resolve('src/config/next-cache-handler.mjs'),
        cacheMaxMemorySize: 0,
      }
    : {}),
  experimental: {
    // app/global-not-found.tsx: one server-rendered 404 page for addresses no route matches (the
    // site has two root layouts, the public site's and Payload's, so there is no app/not-found).
    globalNotFound: true,
    // Every build starts from an empty .next (npm start, build:e2e, the scale test: Next's data
    // cache must not outlive a build), so Turbopack's build cache is never read; writing it cost
    // ~30 s and 280 MB a build.
    turbopackFileSystemCacheForBuild: false,
  },
}

const payloadNextConfig = withPayload(nextConfig, { devBundleServerPackages: false })

// The site's security headers are the front door's (src/server/decorate/security-headers.ts), set
// on every answer, Next's and the door's own; here only Payload's client hints are kept to its admin.
export default {
  ...payloadNextConfig,
  headers: async () => scopeClientHintsToAdmin((await payloadNextConfig.headers?.()) ?? []),
} satisfies NextConfig
