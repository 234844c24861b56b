'use client'

/**
 * The search pages' island. The server renders the whole search from its own results; the
 * browser fetches InstantSearch's code only on the search pages (`#islands/site-search`).
 */
export { SiteSearch as SiteSearchIsland } from '#islands/site-search'
