/**
 * The edge test's database, settled before anything reads the configuration (import this first):
 * the e2e build's SQLite file, or the PostgreSQL database `EDGE_DATABASE_URL` names. The test's
 * own Payload (which queues scheduled publishes) and the app it starts both use it.
 */
import { e2eEnv } from '../support/e2e-env'

export const edgeDatabaseUrl = process.env.EDGE_DATABASE_URL ?? e2eEnv.DATABASE_URL
process.env.DATABASE_URL = edgeDatabaseUrl
