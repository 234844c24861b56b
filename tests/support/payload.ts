import { getPayload, type Migration, type Payload } from 'payload'

import { isPostgres } from '@/config/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { seedIfEmpty } from '@/seed/seed'
import config from '@payload-config'

let ready: Promise<Payload> | undefined

async function start(): Promise<Payload> {
  const payload = await getPayload({ config })
  // Payload would import the migration files from disk with Node's own loader, which cannot
  // read TypeScript, so the committed migrations are handed over already compiled by Vitest.
  // Payload types a migration's arguments as `unknown`; each adapter's own migrations are typed
  // with that adapter's arguments, which TypeScript will not widen without an assertion.
  const migrations = (isPostgres ? postgresMigrations : sqliteMigrations) as Migration[]
  await payload.db.migrate({ migrations })
  await seedIfEmpty(payload)
  return payload
}

/** The Local API on the run's throwaway database, migrated and seeded once per test module. */
export function getTestPayload(): Promise<Payload> {
  ready ??= start()
  return ready
}
