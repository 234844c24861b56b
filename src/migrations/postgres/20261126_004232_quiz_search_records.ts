import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { writeQuizRecordsV1 } from '../shared/search-records-v1'

// Apart from the migration before it: PostgreSQL cannot store the new type 'quiz' in the
// transaction that added it. Quizzes published before they were searchable get their records.
export async function up({ req }: MigrateUpArgs): Promise<void> {
  await writeQuizRecordsV1(req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "search_records" WHERE "type" = 'quiz';`)
}
