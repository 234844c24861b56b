import 'server-only'

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { isPostgres } from '@/config/env'

/**
 * drizzle's `sql` template from the adapter payload.config.ts configures (each adapter brings its
 * own drizzle), so a statement is built by the drizzle that runs it. The counts (search
 * statistics, missed pages) use raw SQL because Payload's Local API has no atomic increment or
 * upsert, and the e-mail jobs of visitors' records because its query on a JSON field's value
 * takes seconds on PostgreSQL (docs/workarounds.md).
 */
export const sql = isPostgres ? postgresSql : sqliteSql

type Statement = ReturnType<typeof postgresSql> | ReturnType<typeof sqliteSql>

/** Runs `statement` through the configured adapter; the rows it returns, as the driver gives them. */
export async function executeSql<Row>(payload: Payload, statement: Statement): Promise<Row[]> {
  const result = (await payload.db.execute({
    drizzle: payload.db.drizzle,
    sql: statement,
  })) as { rows?: Row[] }
  return result.rows ?? []
}
