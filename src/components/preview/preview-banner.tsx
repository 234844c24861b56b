import { exitPreviewLink } from '@/domain/preview/preview-path'

import { RefreshOnSaveIsland } from './refresh-on-save-island.client'

/**
 * Shown above a page in draft view: says that this is the unpublished draft, offers the way out,
 * and reloads the page's content each time staff save in the admin (live preview).
 */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <section
      aria-label="Draft preview"
      className="border-accent-700 bg-accent-100 text-ink border-y-2 px-4 py-3"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p className="font-semibold">Preview — draft, not published</p>
        <a
          href={exitPreviewLink(path)}
          className="text-accent-700 font-semibold underline underline-offset-4"
          data-preview-exit
        >
          Exit preview
        </a>
      </div>
      <RefreshOnSaveIsland />
    </section>
  )
}
