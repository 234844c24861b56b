import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { rewritePageAndCategoryRecordsV1 } from '../shared/search-records-v1'

// Apart from the migration before it: PostgreSQL cannot store the new type 'faq' in the
// transaction that added it.
export async function up({ db, req }: MigrateUpArgs): Promise<void> {
  // Every record so far is a document's own and keyed by it; then the questions get theirs.
  await db.execute(sql`UPDATE "search_records" SET "source" = "object_i_d";`)
  await rewritePageAndCategoryRecordsV1(req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "search_records" WHERE "type" = 'faq';`)
}
