/**
 * Starts the production server for the security suite (after `npm run build:e2e`) on a freshly
 * migrated and seeded database, and stops it afterwards.
 */
import type { ChildProcess } from 'node:child_process'

import { stopServer } from '../../../scripts/support/server-process'
import { securityPort } from './security-env'
import { startSecurityServer } from './security-server'

let server: ChildProcess | undefined

export async function setup() {
  server = await startSecurityServer('shared', securityPort)
}

export async function teardown() {
  if (server) await stopServer(server)
}
