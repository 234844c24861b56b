'use client'

import { lazyIsland } from '@/components/ui/lazy-island'

/**
 * Live preview's listener in a chunk of its own, fetched only by pages in draft view (it renders
 * nothing on the server, so lazy-island may be used directly).
 */
export const RefreshOnSaveIsland = lazyIsland(() =>
  import('./refresh-on-save.client').then((module) => module.RefreshOnSave),
)
