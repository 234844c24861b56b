import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { writeQuizRecordsV1 } from '../shared/search-records-v1'

// Quizzes published before they were searchable get their records.
export async function up({ req }: MigrateUpArgs): Promise<void> {
  await writeQuizRecordsV1(req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`search_records\` WHERE \`type\` = 'quiz';`)
}
