import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { pageRoutesOf, type PageRoutes } from '@/domain/http/unknown-page-path'

import type { ServerActions } from './screen-server-actions'

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T

/** What the front door needs to know of the build it serves, read once at start. */
export type BuildFacts = {
  pageRoutes: PageRoutes
  /** The build's secret preview id, the value of Next's draft-mode cookie (ADR 006). */
  previewModeId: string
  /** Every file under `.next/static`, by its path below it ("chunks/abc.js"). */
  staticFiles: ReadonlySet<string>
  /** The build's Server Actions. */
  actions: ServerActions
}

type ServerReferenceManifest = Record<'node' | 'edge', Record<string, { filename?: string }>>

/** The Server Actions of a build: the site's own form actions live in `*.actions.ts` (STYLE §2). */
const serverActionsOf = ({ node, edge }: ServerReferenceManifest): ServerActions =>
  new Map(
    Object.entries({ ...node, ...edge }).map(([id, { filename = '' }]) => [
      id,
      { isForm: filename.startsWith('src/') && filename.endsWith('.actions.ts') },
    ]),
  )

/** Reads the routes, preview id and static files of the build in `distDir`. */
export function readBuildFacts(distDir: string): BuildFacts {
  const staticDir = path.join(distDir, 'static')
  const staticFiles = readdirSync(staticDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(staticDir, path.join(entry.parentPath, entry.name)))
  return {
    pageRoutes: pageRoutesOf(
      readJson<Record<string, string>>(path.join(distDir, 'app-path-routes-manifest.json')),
    ),
    previewModeId: readJson<{ preview: { previewModeId: string } }>(
      path.join(distDir, 'prerender-manifest.json'),
    ).preview.previewModeId,
    staticFiles: new Set(staticFiles.map((file) => file.split(path.sep).join('/'))),
    actions: serverActionsOf(
      readJson<ServerReferenceManifest>(
        path.join(distDir, 'server', 'server-reference-manifest.json'),
      ),
    ),
  }
}
