import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quizzes_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric DEFAULT 0,
  	\`branch_to\` text,
  	\`score_floor\` numeric,
  	\`score_ceiling\` numeric,
  	\`why_it_matters\` text,
  	\`post_id\` integer,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quizzes_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quizzes_questions_answers_order_idx\` ON \`quizzes_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_questions_answers_parent_id_idx\` ON \`quizzes_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_questions_answers_post_idx\` ON \`quizzes_questions_answers\` (\`post_id\`);`)
  await db.run(sql`CREATE TABLE \`quizzes_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`kind\` text DEFAULT 'single',
  	\`text\` text,
  	\`help\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quizzes_questions_order_idx\` ON \`quizzes_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_questions_parent_id_idx\` ON \`quizzes_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quizzes_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`explanation\` text,
  	\`next_step_label\` text,
  	\`next_step_scheduling_kind\` text,
  	\`next_step_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quizzes_bands_order_idx\` ON \`quizzes_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_bands_parent_id_idx\` ON \`quizzes_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quizzes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`intro\` text,
  	\`estimated_minutes\` numeric DEFAULT 5,
  	\`pdf_needs_email\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quizzes_slug_idx\` ON \`quizzes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_updated_at_idx\` ON \`quizzes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_created_at_idx\` ON \`quizzes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`quizzes__status_idx\` ON \`quizzes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_quizzes_v_version_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric DEFAULT 0,
  	\`branch_to\` text,
  	\`score_floor\` numeric,
  	\`score_ceiling\` numeric,
  	\`why_it_matters\` text,
  	\`post_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quizzes_v_version_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_answers_order_idx\` ON \`_quizzes_v_version_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_answers_parent_id_idx\` ON \`_quizzes_v_version_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_answers_post_idx\` ON \`_quizzes_v_version_questions_answers\` (\`post_id\`);`)
  await db.run(sql`CREATE TABLE \`_quizzes_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`kind\` text DEFAULT 'single',
  	\`text\` text,
  	\`help\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quizzes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_order_idx\` ON \`_quizzes_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_parent_id_idx\` ON \`_quizzes_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quizzes_v_version_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`explanation\` text,
  	\`next_step_label\` text,
  	\`next_step_scheduling_kind\` text,
  	\`next_step_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quizzes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_bands_order_idx\` ON \`_quizzes_v_version_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_bands_parent_id_idx\` ON \`_quizzes_v_version_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_quizzes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_intro\` text,
  	\`version_estimated_minutes\` numeric DEFAULT 5,
  	\`version_pdf_needs_email\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_quizzes_v_parent_idx\` ON \`_quizzes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_slug_idx\` ON \`_quizzes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_updated_at_idx\` ON \`_quizzes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_created_at_idx\` ON \`_quizzes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version__status_idx\` ON \`_quizzes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_created_at_idx\` ON \`_quizzes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_updated_at_idx\` ON \`_quizzes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_latest_idx\` ON \`_quizzes_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quizzes_id\` integer REFERENCES quizzes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quizzes_id_idx\` ON \`payload_locked_documents_rels\` (\`quizzes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quizzes_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`quizzes_questions\`;`)
  await db.run(sql`DROP TABLE \`quizzes_bands\`;`)
  await db.run(sql`DROP TABLE \`quizzes\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v_version_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v_version_bands\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`post_pdfs_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`testimonials_id\` integer,
  	\`inquiries_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`search_records_id\` integer,
  	\`search_stats_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_pdfs_id\`) REFERENCES \`post_pdfs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_records_id\`) REFERENCES \`search_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_stats_id\`) REFERENCES \`search_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "post_pdfs_id", "categories_id", "tags_id", "testimonials_id", "inquiries_id", "media_id", "redirects_id", "search_records_id", "search_stats_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "post_pdfs_id", "categories_id", "tags_id", "testimonials_id", "inquiries_id", "media_id", "redirects_id", "search_records_id", "search_stats_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_pdfs_id_idx\` ON \`payload_locked_documents_rels\` (\`post_pdfs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_records_id_idx\` ON \`payload_locked_documents_rels\` (\`search_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`search_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
