import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/*
 * What the front door, the fuzz script and the security suite know of a Next build and of Next's
 * conventions, none of it public API: the manifests' names and shapes, the draft-mode cookie and
 * the not-found route. next-build-output.test.ts checks each name against Next's own constant;
 * tests/security/build-output.test.ts reads a real build with these functions.
 */

/** Where `next build` writes (Next's default `distDir`; next.config.ts keeps it). */
export const nextBuildDir = '.next'

/** The cookie Next's draft mode sets; its value is the build's secret preview id. */
export const draftModeCookieName = '__prerender_bypass'

/** The route of Next's own 404 page (`app/global-not-found.tsx`), prerendered by every build. */
export const notFoundRoute = '/_not-found'

/** The files of a build this module reads, by their path below the build directory. */
export const buildFiles = {
  appPathRoutes: 'app-path-routes-manifest.json',
  buildId: 'BUILD_ID',
  prerender: 'prerender-manifest.json',
  serverReferences: path.join('server', 'server-reference-manifest.json'),
  staticDir: 'static',
} as const

const readJson = <T>(buildDir: string, file: string) =>
  JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as T

/** The build's app routes: source ("/(site)/blog/[post]/page") → pattern ("/blog/[post]"). */
export function readAppPathRoutes(buildDir: string): Record<string, string> {
  return readJson(buildDir, buildFiles.appPathRoutes)
}

/** The build's id (next.config.ts `generateBuildId`). */
export function readBuildId(buildDir: string): string {
  return readFileSync(path.join(buildDir, buildFiles.buildId), 'utf8').trim()
}

/** The build's secret preview id, the value of the draft-mode cookie of this build. */
export function readPreviewModeId(buildDir: string): string {
  return readJson<{ preview: { previewModeId: string } }>(buildDir, buildFiles.prerender).preview
    .previewModeId
}

type ServerReferenceManifest = Record<'node' | 'edge', Record<string, { filename?: string }>>

/** The build's Server Actions: id → the source file that defines it ("" when not recorded). */
export function readServerActionSources(buildDir: string): ReadonlyMap<string, string> {
  const { node, edge } = readJson<ServerReferenceManifest>(buildDir, buildFiles.serverReferences)
  return new Map(
    Object.entries({ ...node, ...edge }).map(([id, { filename = '' }]) => [id, filename]),
  )
}

/**
 * Every file the build serves under `/_next/static/`, by its path below it ("chunks/abc.js"),
 * with its size in bytes.
 */
export function listStaticFiles(buildDir: string): Map<string, number> {
  const staticDir = path.join(buildDir, buildFiles.staticDir)
  return new Map(
    readdirSync(staticDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [
        path.relative(staticDir, file).split(path.sep).join('/'),
        statSync(file).size,
      ]),
  )
}
