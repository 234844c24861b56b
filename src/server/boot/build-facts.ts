import { pageRoutesOf, type PageRoutes } from '@/domain/http/unknown-page-path'
import {
  listStaticFiles,
  readAppPathRoutes,
  readBuildId,
  readPreviewModeId,
  readServerActionSources,
} from '@/lib/internals/next-build-output'
import type { ServerActions } from '@/server/screen/screen-server-actions'

/** What the front door needs to know of the build it serves, read once at start. */
export type BuildFacts = {
  /** The build's id, a new one each build. */
  id: string
  pageRoutes: PageRoutes
  /** The build's secret preview id, the value of Next's draft-mode cookie (ADR 006). */
  previewModeId: string
  /** Every file under `.next/static`, by its path below it ("chunks/abc.js"), with its size. */
  staticFiles: ReadonlyMap<string, number>
  /** The build's Server Actions. */
  actions: ServerActions
  /** The ids of the admin's server function (Payload's, wired in its generated layout). */
  adminFunctions: ReadonlySet<string>
}

/** The Server Actions of a build: the site's own form actions live in `*.actions.ts`, one file per form. */
const serverActionsOf = (sources: ReadonlyMap<string, string>): ServerActions =>
  new Map(
    [...sources].map(([id, filename]) => [
      id,
      { isForm: filename.startsWith('src/') && filename.endsWith('.actions.ts') },
    ]),
  )

/** The source file of the admin's server function, as Payload generates it. */
const adminLayoutSource = 'src/app/(payload)/layout.tsx'

/** Reads the id, routes, preview id, static files and actions of the build in `buildDir`. */
export function readBuildFacts(buildDir: string): BuildFacts {
  const actionSources = readServerActionSources(buildDir)
  return {
    id: readBuildId(buildDir),
    pageRoutes: pageRoutesOf(readAppPathRoutes(buildDir)),
    previewModeId: readPreviewModeId(buildDir),
    staticFiles: listStaticFiles(buildDir),
    actions: serverActionsOf(actionSources),
    adminFunctions: new Set(
      [...actionSources].filter(([, filename]) => filename === adminLayoutSource).map(([id]) => id),
    ),
  }
}
