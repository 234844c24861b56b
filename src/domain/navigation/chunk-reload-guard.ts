/** How long a path is protected from a second automatic reload (seed §9: chunk-reload guard 10 s). */
export const chunkReloadWindowMs = 10_000

/** When each path was last reloaded because a script chunk failed to load, in epoch ms. */
export type ChunkReloadLog = Record<string, number>

/**
 * Decides whether a failed chunk load on the way to `path` may trigger a full reload: at most once
 * per path within the window, so a chunk that stays broken cannot cause a reload loop.
 */
export function decideChunkReload(log: ChunkReloadLog, path: string, nowMs: number) {
  const lastMs = log[path]
  if (lastMs !== undefined && nowMs - lastMs < chunkReloadWindowMs) {
    return { shouldReload: false, log }
  }
  const recent = Object.fromEntries(
    Object.entries(log).filter(([, atMs]) => nowMs - atMs < chunkReloadWindowMs),
  )
  return { shouldReload: true, log: { ...recent, [path]: nowMs } }
}

/** Reads the stored log, treating anything malformed as empty. */
export function parseChunkReloadLog(text: string | null): ChunkReloadLog {
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    )
  } catch {
    return {}
  }
}

/** True when an error is the browser or bundler failing to fetch a script chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  )
}
