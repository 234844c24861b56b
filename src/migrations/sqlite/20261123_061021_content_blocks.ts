import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_aliases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_aliases_order_idx\` ON \`pages_aliases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_aliases_parent_id_idx\` ON \`pages_aliases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_feat_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_feat\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_feat_features_order_idx\` ON \`pages_feat_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_feat_features_parent_id_idx\` ON \`pages_feat_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_feat\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_feat_order_idx\` ON \`pages_feat\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_feat_parent_id_idx\` ON \`pages_feat\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_feat_path_idx\` ON \`pages_feat\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_steps_steps_order_idx\` ON \`pages_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_steps_steps_parent_id_idx\` ON \`pages_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What happens next',
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_steps_order_idx\` ON \`pages_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_steps_parent_id_idx\` ON \`pages_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_steps_path_idx\` ON \`pages_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_quotes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What clients say',
  	\`service_line\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_quotes_order_idx\` ON \`pages_quotes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_quotes_parent_id_idx\` ON \`pages_quotes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_quotes_path_idx\` ON \`pages_quotes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_price_packages_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_price_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_price_packages_included_order_idx\` ON \`pages_price_packages_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_price_packages_included_parent_id_idx\` ON \`pages_price_packages_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_price_packages_not_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_price_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_price_packages_not_included_order_idx\` ON \`pages_price_packages_not_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_price_packages_not_included_parent_id_idx\` ON \`pages_price_packages_not_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_price_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price_dollars\` numeric,
  	\`summary\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_price\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_price_packages_order_idx\` ON \`pages_price_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_price_packages_parent_id_idx\` ON \`pages_price_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_price\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_price_order_idx\` ON \`pages_price\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_price_parent_id_idx\` ON \`pages_price\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_price_path_idx\` ON \`pages_price\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_sched_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`scheduling_kind\` text,
  	\`title\` text,
  	\`text\` text,
  	\`duration\` text,
  	\`button_label\` text DEFAULT 'Book this meeting',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_sched\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_sched_cards_order_idx\` ON \`pages_sched_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_sched_cards_parent_id_idx\` ON \`pages_sched_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_sched\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_sched_order_idx\` ON \`pages_sched\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_sched_parent_id_idx\` ON \`pages_sched\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_sched_path_idx\` ON \`pages_sched\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'About the attorney',
  	\`photo_id\` integer,
  	\`bio\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_profile_order_idx\` ON \`pages_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_profile_parent_id_idx\` ON \`pages_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_profile_path_idx\` ON \`pages_profile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_profile_photo_idx\` ON \`pages_profile\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_aliases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_aliases_order_idx\` ON \`_pages_v_version_aliases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_aliases_parent_id_idx\` ON \`_pages_v_version_aliases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_feat_v_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_feat_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_features_order_idx\` ON \`__pages_v_feat_v_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_features_parent_id_idx\` ON \`__pages_v_feat_v_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_feat_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_order_idx\` ON \`__pages_v_feat_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_parent_id_idx\` ON \`__pages_v_feat_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_path_idx\` ON \`__pages_v_feat_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_steps_v_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_steps_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_steps_order_idx\` ON \`__pages_v_steps_v_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_steps_parent_id_idx\` ON \`__pages_v_steps_v_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_steps_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What happens next',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_order_idx\` ON \`__pages_v_steps_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_parent_id_idx\` ON \`__pages_v_steps_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_path_idx\` ON \`__pages_v_steps_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_quotes_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What clients say',
  	\`service_line\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_quotes_v_order_idx\` ON \`__pages_v_quotes_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_quotes_v_parent_id_idx\` ON \`__pages_v_quotes_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_quotes_v_path_idx\` ON \`__pages_v_quotes_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_price_v_packages_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_price_v_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_included_order_idx\` ON \`__pages_v_price_v_packages_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_included_parent_id_idx\` ON \`__pages_v_price_v_packages_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_price_v_packages_not_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_price_v_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_not_included_order_idx\` ON \`__pages_v_price_v_packages_not_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_not_included_parent_id_idx\` ON \`__pages_v_price_v_packages_not_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_price_v_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price_dollars\` numeric,
  	\`summary\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_price_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_order_idx\` ON \`__pages_v_price_v_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_parent_id_idx\` ON \`__pages_v_price_v_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_price_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_order_idx\` ON \`__pages_v_price_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_parent_id_idx\` ON \`__pages_v_price_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_path_idx\` ON \`__pages_v_price_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_sched_v_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`scheduling_kind\` text,
  	\`title\` text,
  	\`text\` text,
  	\`duration\` text,
  	\`button_label\` text DEFAULT 'Book this meeting',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_sched_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_cards_order_idx\` ON \`__pages_v_sched_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_cards_parent_id_idx\` ON \`__pages_v_sched_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_sched_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_order_idx\` ON \`__pages_v_sched_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_parent_id_idx\` ON \`__pages_v_sched_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_path_idx\` ON \`__pages_v_sched_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_profile_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'About the attorney',
  	\`photo_id\` integer,
  	\`bio\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_order_idx\` ON \`__pages_v_profile_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_parent_id_idx\` ON \`__pages_v_profile_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_path_idx\` ON \`__pages_v_profile_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_photo_idx\` ON \`__pages_v_profile_v\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`attribution\` text,
  	\`service_line\` text,
  	\`consent_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_quote\` text,
  	\`version_attribution\` text,
  	\`version_service_line\` text,
  	\`version_consent_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`testimonials_id\` integer REFERENCES testimonials(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_aliases\`;`)
  await db.run(sql`DROP TABLE \`pages_feat_features\`;`)
  await db.run(sql`DROP TABLE \`pages_feat\`;`)
  await db.run(sql`DROP TABLE \`pages_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_quotes\`;`)
  await db.run(sql`DROP TABLE \`pages_price_packages_included\`;`)
  await db.run(sql`DROP TABLE \`pages_price_packages_not_included\`;`)
  await db.run(sql`DROP TABLE \`pages_price_packages\`;`)
  await db.run(sql`DROP TABLE \`pages_price\`;`)
  await db.run(sql`DROP TABLE \`pages_sched_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_sched\`;`)
  await db.run(sql`DROP TABLE \`pages_profile\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_aliases\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_feat_v_features\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_feat_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_steps_v_steps\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_steps_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_quotes_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v_packages_included\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v_packages_not_included\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v_packages\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_sched_v_cards\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_sched_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_profile_v\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lead\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "heading", "lead", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "lead", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lead\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "heading", "lead", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "lead", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
