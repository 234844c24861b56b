import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False in the server's HTML and while the browser hydrates it, true once the page runs: for
 * controls that only work with JavaScript (Show more, filtering a list as you type), so visitors
 * without it are never offered a button that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
