/** What a database holds, as a backup's manifest records it. */
export type DatabaseState = {
  /** Rows in each table, by table name. */
  tableRowCounts: Record<string, number>
  /** The newest migration applied, or null when none was. */
  latestMigration: string | null
}
