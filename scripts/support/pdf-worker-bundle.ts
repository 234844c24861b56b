/**
 * The PDF render worker's bundle (src/pdf-worker.tsx: the documents and the PDF kit) as one file a
 * worker thread can load: Next's server bundles are no such file. Packages stay in node_modules,
 * loaded by Node as the server loads them; `@/` paths come from tsconfig.json. Used by
 * scripts/build-pdf-worker.ts and by the tests, which bundle a worker of their own.
 */
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

// `server-only` throws unless loaded under React's server condition, which the worker must not
// use (react-pdf needs the full React, next.js#61313). Everything in a worker is server code.
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

/** Writes the worker's bundle to `outfile` (a .mjs file). */
export async function buildPdfWorker(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.resolve('src/pdf-worker.tsx')],
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
