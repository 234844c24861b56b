import { use, type ComponentType } from 'react'

/**
 * An island whose code the browser fetches in a chunk of its own, for the `browser` side of a
 * package.json `#islands/*` import (the server resolves the same specifier to the island itself).
 * The fetch starts when the browser first evaluates this module (a page whose server payload names
 * the island), before hydration reaches it; marking the promise fulfilled (React's thenable
 * fields) lets `use` return at once when it has arrived.
 * There is deliberately no Suspense boundary: React 19.2 moves a large boundary's HTML into a
 * hidden element that only a script reveals (react#35460), which would hide the island from
 * visitors without JavaScript. Until the code arrives, hydration waits and the HTML stays.
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
