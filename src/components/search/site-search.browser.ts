import { lazyIsland } from '@/components/ui/lazy-island'

/** The browser's search page (`#islands/site-search`): InstantSearch and its widgets in a chunk of their own. */
export const SiteSearch = lazyIsland(() =>
  import('./site-search.client').then((module) => module.SiteSearch),
)
