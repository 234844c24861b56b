/**
 * The Node.js the site supports: `engines.node` in package.json, met by the `node` package pinned
 * beside it (ADR 016), which every npm script finds first on its PATH. A server started by hand
 * with the machine's own, older Node stops at once with this message instead of running on a
 * runtime nothing here was tested on.
 */
import semver from 'semver'

import packageJson from '../../package.json' with { type: 'json' }

export const supportedNodeRange = packageJson.engines.node

/** Null when `version` is supported; otherwise what is wrong and how to start the site instead. */
export function unsupportedNodeMessage(version: string): string | null {
  if (semver.satisfies(version, supportedNodeRange)) return null
  return (
    `Node ${version} is not supported; the site runs on Node ${supportedNodeRange}, ` +
    'installed by `npm ci` into node_modules/.bin. Start it with `npm start` (or put ' +
    'node_modules/.bin first on PATH).'
  )
}
