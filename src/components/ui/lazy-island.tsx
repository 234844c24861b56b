import { use, type ComponentType } from 'react'

/**
 * An island whose code the browser fetches in a chunk of its own. An island the server renders
 * HTML for goes behind a package.json `#islands/*` import whose `browser` side is this and whose
 * server side is the island itself, so the server never waits for it; one that renders nothing
 * on the server (the analytics question) may use it directly.
 * The fetch starts when the browser first evaluates this module (a page whose server payload names
 * the island), before hydration reaches it; marking the promise fulfilled (React's thenable
 * fields) lets `use` return at once when it has arrived.
 * There is deliberately no Suspense boundary: React 19.2 moves a large boundary's HTML into a
 * hidden element that only a script reveals (react#35460), which would hide the island from
 * visitors without JavaScript. Until the code arrives, hydration waits and the HTML stays.
 * next/dynamic without `loading` keeps the HTML too, but its runtime costs every page about
 * 1.2 KiB gzipped (measured on a production build, README "next/dynamic instead?").
 * The whole mechanism, with a diagram and how to add an island: src/components/README.md.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const loading = load()
  loading.then((component) => Object.assign(loading, { status: 'fulfilled', value: component }))
  return function LazyIsland(props: Props) {
    const Island = use(loading)
    return <Island {...props} />
  }
}
