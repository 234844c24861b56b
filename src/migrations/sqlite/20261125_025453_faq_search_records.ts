import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_records\` ADD \`source\` text;`)
  await db.run(sql`CREATE INDEX \`search_records_source_idx\` ON \`search_records\` (\`source\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`search_records_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_records\` DROP COLUMN \`source\`;`)
}
