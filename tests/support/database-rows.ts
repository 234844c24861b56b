import { createClient } from '@libsql/client'
import pg from 'pg'

type Row = Record<string, unknown>
type Query = (sql: string, params?: Array<string | number>) => Promise<Row[]>

/**
 * Reads a database directly, by its DATABASE_URL (SQLite file or PostgreSQL), beside whatever
 * else has it open: for comparing two databases row for row. SQLite goes through libsql, the
 * library Payload uses: two SQLite libraries in one process break each other's file locks.
 */
export async function readDatabase<T>(
  databaseUrl: string,
  read: (query: Query) => Promise<T>,
): Promise<T> {
  if (databaseUrl.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      // pg's placeholders are $1, $2…; the queries here are written with SQLite's `?`.
      return await read(async (sql, params = []) => {
        let index = 0
        const { rows } = await client.query<Row>(
          sql.replaceAll('?', () => `$${++index}`),
          params,
        )
        return rows
      })
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: databaseUrl })
  try {
    return await read(async (sql, args = []) => {
      const { columns, rows } = await client.execute({ sql, args })
      return rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])))
    })
  } finally {
    client.close()
  }
}

/** Rows in each table of the database, by table name. */
export function tableRowCounts(databaseUrl: string): Promise<Record<string, number>> {
  return readDatabase(databaseUrl, async (query) => {
    const tables = databaseUrl.startsWith('postgres')
      ? await query('SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()')
      : await query(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
    const counts: Record<string, number> = {}
    for (const { name } of tables) {
      const [row] = await query(`SELECT count(*) AS n FROM "${String(name)}"`)
      counts[String(name)] = Number(row?.n)
    }
    return counts
  })
}

/** The rows of `table` whose `column` is one of `values`, in that column's order. */
export function rowsWhere(
  databaseUrl: string,
  table: string,
  column: string,
  values: Array<string | number>,
) {
  return readDatabase(databaseUrl, (query) =>
    query(
      `SELECT * FROM "${table}" WHERE "${column}" IN (${values.map(() => '?').join(', ')}) ORDER BY "${column}"`,
      values,
    ),
  )
}
