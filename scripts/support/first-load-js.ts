/**
 * First-load JavaScript of a page measured against the floor: the scripts of Next and React
 * themselves, which every App Router page loads whatever the site does. Both are read from the
 * build in `.next` and the pages the running server sends; sizes are gzip -9 of each script.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'
import { z } from 'zod'

import { chromiumFlags, chromiumPath, visitorUserAgent } from './chromium'

/** One script: its URL path, its gzipped size and the client modules that need it. */
export type Chunk = { src: string; gzippedBytes: number; neededBy: string[] }
export type Floor = { chunks: Chunk[]; gzippedBytes: number }
export type FirstLoadJs = { gzippedBytes: number; overFloorBytes: number; beyondFloor: Chunk[] }

const BuildManifestSchema = z.object({ rootMainFiles: z.array(z.string()).min(1) })
const ClientReferenceManifestsSchema = z.record(
  z.string(),
  z.object({
    clientModules: z.record(z.string(), z.object({ chunks: z.array(z.string()) })),
  }),
)

const buildDirectory = '.next'
// Next's layout router and the components it renders with it (client page, client segment,
// error boundaries): client references of Next itself, present in every App Router page.
const layoutRouterModule =
  /node_modules\/next\/dist\/(esm\/)?client\/components\/layout-router\.js$/

/** `static/chunks/a.js` (build manifest) or `/_next/static/chunks/a.js` (HTML) as the latter. */
const urlPath = (file: string) => (file.startsWith('/') ? file : `/_next/${file}`)

/** `[project]/src/components/faq/faq-accordion.client.tsx` → `faq-accordion.client.tsx`. */
function moduleLabel(moduleId: string) {
  const file = moduleId.replace(/^\[project\]\//, '').replace(/ <module evaluation>$/, '')
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1]
  if (packageName && packageName !== 'next') return packageName
  return path.basename(file)
}

/**
 * Each page's client modules (module id → the chunks it needs), from Next's manifests. Next's own
 * error pages (`/_not-found`, `/_global-error`), which are bundled apart, are left out.
 */
function readClientModulesByPage() {
  const sandbox: { __RSC_MANIFEST?: unknown } = {}
  const appDirectory = path.join(buildDirectory, 'server', 'app')
  for (const file of readdirSync(appDirectory, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('page_client-reference-manifest.js')) continue
    // Each manifest is a script that adds its page to globalThis.__RSC_MANIFEST.
    runInNewContext(readFileSync(path.join(appDirectory, file), 'utf8'), sandbox)
  }
  const manifests = ClientReferenceManifestsSchema.parse(sandbox.__RSC_MANIFEST)
  return Object.entries(manifests)
    .filter(([page]) => !page.startsWith('/_'))
    .map(([, { clientModules }]) => Object.entries(clientModules))
}

/** The chunks every page needs for Next's layout router. */
function layoutRouterChunks(clientModulesByPage: ReturnType<typeof readClientModulesByPage>) {
  const chunksByPage = clientModulesByPage.map(
    (clientModules) =>
      new Set(
        clientModules
          .filter(([moduleId]) => layoutRouterModule.test(moduleId))
          .flatMap(([, { chunks }]) => chunks),
      ),
  )
  const [first, ...others] = chunksByPage
  const shared = [...(first ?? [])].filter((chunk) => others.every((page) => page.has(chunk)))
  if (shared.length === 0) {
    throw new Error(
      'The client reference manifests in .next share no chunk of Next’s layout router.',
    )
  }
  return shared
}

/** Measures gzipped script sizes through the server, each script once. */
export function createFirstLoadJs(origin: string) {
  const sizes = new Map<string, Promise<number>>()
  const clientModulesByPage = readClientModulesByPage()
  const neededBy = new Map<string, Set<string>>()
  for (const [moduleId, { chunks }] of clientModulesByPage.flat()) {
    for (const chunk of chunks) {
      neededBy.set(chunk, (neededBy.get(chunk) ?? new Set()).add(moduleLabel(moduleId)))
    }
  }

  async function gzippedBytes(src: string) {
    const response = await fetch(new URL(src, origin))
    if (!response.ok) throw new Error(`${src} answered ${response.status}`)
    return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
  }

  async function chunk(src: string): Promise<Chunk> {
    let size = sizes.get(src)
    if (!size) {
      size = gzippedBytes(src)
      sizes.set(src, size)
    }
    return { src, gzippedBytes: await size, neededBy: [...(neededBy.get(src) ?? [])] }
  }

  /**
   * Next's own root chunks: the build's `rootMainFiles` (Next's client runtime, React, React DOM,
   * Turbopack's runtime) and the chunks every page needs for Next's layout router. Polyfills are
   * left out: they are `noModule` scripts a modern browser never loads.
   */
  async function floor(): Promise<Floor> {
    const buildManifestPath = path.join(buildDirectory, 'build-manifest.json')
    const { rootMainFiles } = BuildManifestSchema.parse(
      JSON.parse(readFileSync(buildManifestPath, 'utf8')),
    )
    const sources = [
      ...new Set([...rootMainFiles, ...layoutRouterChunks(clientModulesByPage)].map(urlPath)),
    ]
    const chunks = await Promise.all(sources.map(chunk))
    return { chunks, gzippedBytes: sum(chunks) }
  }

  /**
   * The scripts `route` loads in Chromium until the network is quiet (`noModule` polyfills are
   * never fetched by it): the page's script tags and the chunks its islands fetch on their own
   * (the contact form, the carousel), which the HTML does not name.
   */
  async function page(route: string, { chunks: floorChunks, gzippedBytes: floorBytes }: Floor) {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
    const sources = new Set<string>()
    try {
      const tab = await browser.newPage({ userAgent: visitorUserAgent })
      tab.on('response', (response) => {
        const url = new URL(response.url())
        if (url.origin === origin && url.pathname.endsWith('.js')) sources.add(url.pathname)
      })
      const response = await tab.goto(new URL(route, origin).href, { waitUntil: 'networkidle' })
      if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`)
      // Islands fetch their chunks while the page hydrates, which can start after the first quiet
      // moment: give it a second, then wait for quiet again.
      await tab.waitForTimeout(1_000)
      await tab.waitForLoadState('networkidle')
    } finally {
      await browser.close()
    }
    const chunks = await Promise.all([...sources].map(chunk))
    const floorSources = new Set(floorChunks.map(({ src }) => src))
    const total = sum(chunks)
    return {
      gzippedBytes: total,
      overFloorBytes: total - floorBytes,
      beyondFloor: chunks
        .filter(({ src }) => !floorSources.has(src))
        .sort((a, b) => b.gzippedBytes - a.gzippedBytes),
    } satisfies FirstLoadJs
  }

  return { floor, page }
}

function sum(chunks: ReadonlyArray<Chunk>) {
  return chunks.reduce((total, { gzippedBytes }) => total + gzippedBytes, 0)
}
