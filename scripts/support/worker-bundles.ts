/**
 * The worker threads' bundles, each one file a thread can load (Next's server bundles are no such
 * file): the PDF render worker (src/pdf/worker.tsx: the documents and the PDF kit, ADR 015) and
 * the search worker (src/search-worker.ts: the index, ADR 010). Packages stay in node_modules,
 * loaded by Node as the server loads them; `@/` paths come from tsconfig.json. Used by
 * scripts/build-workers.ts, scripts/finish-build.ts and the tests, which bundle workers of their own.
 */
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

// `server-only` throws unless loaded under React's server condition, which the worker must not
// use (it loads the full React where a worker needs one). Everything in a worker is server code.
const serverOnlyIsEmpty: Plugin = {
  name: 'server-only-is-empty',
  setup(bundler) {
    bundler.onResolve({ filter: /^server-only$/ }, () => ({
      path: 'server-only',
      namespace: 'empty',
    }))
    bundler.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }))
  },
}

async function buildWorker(entryPoint: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [path.resolve(entryPoint)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    tsconfig: path.resolve('tsconfig.json'),
    plugins: [serverOnlyIsEmpty],
    logLevel: 'warning',
  })
}

/** Writes the PDF render worker's bundle to `outfile` (a .mjs file). */
export function buildPdfWorker(outfile: string): Promise<void> {
  return buildWorker('src/pdf/worker.tsx', outfile)
}

/** Writes the search worker's bundle to `outfile` (a .mjs file). */
export function buildSearchWorker(outfile: string): Promise<void> {
  return buildWorker('src/search-worker.ts', outfile)
}
