import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_keep\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'How long we keep it',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_keep_order_idx\` ON \`pages_keep\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_keep_parent_id_idx\` ON \`pages_keep\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_keep_path_idx\` ON \`pages_keep\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_keep_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'How long we keep it',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_keep_v_order_idx\` ON \`__pages_v_keep_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_keep_v_parent_id_idx\` ON \`__pages_v_keep_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_keep_v_path_idx\` ON \`__pages_v_keep_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`inquiries\` ADD \`became_client\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`inquiries_became_client_idx\` ON \`inquiries\` (\`became_client\`);`)
  await db.run(sql`ALTER TABLE \`quiz_submissions\` ADD \`became_client\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`quiz_submissions_became_client_idx\` ON \`quiz_submissions\` (\`became_client\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_inquiry_months\` numeric DEFAULT 12 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_quiz_submission_months\` numeric DEFAULT 12 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`retention_statistics_months\` numeric DEFAULT 24 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_keep\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_keep_v\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`DROP INDEX \`inquiries_became_client_idx\`;`)
  await db.run(sql`ALTER TABLE \`inquiries\` DROP COLUMN \`became_client\`;`)
  await db.run(sql`DROP INDEX \`quiz_submissions_became_client_idx\`;`)
  await db.run(sql`ALTER TABLE \`quiz_submissions\` DROP COLUMN \`became_client\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_inquiry_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_quiz_submission_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`retention_statistics_months\`;`)
}
