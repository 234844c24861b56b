import { describe, expect, it } from 'vitest'

import packageJson from '../../package.json' with { type: 'json' }
import { supportedNodeRange, unsupportedNodeMessage } from './node-runtime'

describe('the supported Node', () => {
  it('is the one the tests run on (npm scripts put the pinned node first on PATH)', () => {
    expect(unsupportedNodeMessage(process.versions.node)).toBeNull()
  })

  it('is what the pinned node package installs', () => {
    expect(unsupportedNodeMessage(packageJson.dependencies.node)).toBeNull()
  })

  it('refuses the machine’s own Node 20, naming the fix', () => {
    expect(unsupportedNodeMessage('20.20.2')).toBe(
      `Node 20.20.2 is not supported; the site runs on Node ${supportedNodeRange}, installed by ` +
        '`npm ci` into node_modules/.bin. Start it with `npm start` (or put node_modules/.bin ' +
        'first on PATH).',
    )
  })
})
