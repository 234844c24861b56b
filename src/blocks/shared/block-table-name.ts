/**
 * A block's table name under its parent's (e.g. `pages_blocks_faq` → `pages_faq`): short enough
 * for PostgreSQL's 63-character identifiers, and never shared between collections that reuse it.
 */
export function blockTableName(shortName: string) {
  return ({ tableName }: { tableName?: string }) => `${tableName ?? 'blocks'}_${shortName}`
}
