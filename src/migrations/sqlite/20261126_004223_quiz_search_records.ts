import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { writeQuizRecords } from '../../collections/search-records.hooks'

// Quizzes published before they were searchable get their records.
export async function up({ req }: MigrateUpArgs): Promise<void> {
  await writeQuizRecords(req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`search_records\` WHERE \`type\` = 'quiz';`)
}
