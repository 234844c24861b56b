import { decideChunkReload, parseChunkReloadLog } from '@/domain/navigation/chunk-reload-guard'

const storageKey = 'chunk-reload-log'

/**
 * Loads `path` in full after a script chunk failed to load, at most once per path in 10 seconds;
 * the log lives in sessionStorage so it survives the reload it causes.
 */
export function reloadOnceForChunk(path: string) {
  const decision = decideChunkReload(
    parseChunkReloadLog(window.sessionStorage.getItem(storageKey)),
    path,
    Date.now(),
  )
  if (!decision.shouldReload) return
  window.sessionStorage.setItem(storageKey, JSON.stringify(decision.log))
  window.location.assign(path)
}
