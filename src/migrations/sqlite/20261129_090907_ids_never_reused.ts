import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`description\` text,
  	\`noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "path", "description", "noindex", "updated_at", "created_at", "_status") SELECT "id", "title", "path", "description", "noindex", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_version_aliases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`path\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_version_aliases\`("_order", "_parent_id", "id", "path", "_uuid") SELECT "_order", "_parent_id", "id", "path", "_uuid" FROM \`_pages_v_version_aliases\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_aliases\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_version_aliases\` RENAME TO \`_pages_v_version_aliases\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_aliases_order_idx\` ON \`_pages_v_version_aliases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_aliases_parent_id_idx\` ON \`_pages_v_version_aliases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_path\` text,
  	\`link_scheduling_kind\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero_actions\`("_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid") SELECT "_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid" FROM \`_pages_v_blocks_hero_actions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_actions\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero_actions\` RENAME TO \`_pages_v_blocks_hero_actions\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_actions_order_idx\` ON \`_pages_v_blocks_hero_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_actions_parent_id_idx\` ON \`_pages_v_blocks_hero_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`lead\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "heading", "lead", "image_id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "lead", "image_id", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_rich_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_rich_v\`("_order", "_parent_id", "_path", "id", "heading", "content", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "content", "_uuid", "block_name" FROM \`__pages_v_rich_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_rich_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_rich_v\` RENAME TO \`__pages_v_rich_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_rich_v_order_idx\` ON \`__pages_v_rich_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_rich_v_parent_id_idx\` ON \`__pages_v_rich_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_rich_v_path_idx\` ON \`__pages_v_rich_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_svc_v_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`path\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_svc_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_svc_v_services\`("_order", "_parent_id", "id", "title", "summary", "path", "icon", "_uuid") SELECT "_order", "_parent_id", "id", "title", "summary", "path", "icon", "_uuid" FROM \`__pages_v_svc_v_services\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_svc_v_services\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_svc_v_services\` RENAME TO \`__pages_v_svc_v_services\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_services_order_idx\` ON \`__pages_v_svc_v_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_services_parent_id_idx\` ON \`__pages_v_svc_v_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_svc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_svc_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_svc_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_svc_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_svc_v\` RENAME TO \`__pages_v_svc_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_order_idx\` ON \`__pages_v_svc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_parent_id_idx\` ON \`__pages_v_svc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_path_idx\` ON \`__pages_v_svc_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_feat_v_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_feat_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_feat_v_features\`("_order", "_parent_id", "id", "icon", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "icon", "title", "text", "_uuid" FROM \`__pages_v_feat_v_features\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_feat_v_features\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_feat_v_features\` RENAME TO \`__pages_v_feat_v_features\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_features_order_idx\` ON \`__pages_v_feat_v_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_features_parent_id_idx\` ON \`__pages_v_feat_v_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_feat_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_feat_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_feat_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_feat_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_feat_v\` RENAME TO \`__pages_v_feat_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_order_idx\` ON \`__pages_v_feat_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_parent_id_idx\` ON \`__pages_v_feat_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_path_idx\` ON \`__pages_v_feat_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_steps_v_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_steps_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_steps_v_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`__pages_v_steps_v_steps\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_steps_v_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_steps_v_steps\` RENAME TO \`__pages_v_steps_v_steps\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_steps_order_idx\` ON \`__pages_v_steps_v_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_steps_parent_id_idx\` ON \`__pages_v_steps_v_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_steps_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text DEFAULT 'What happens next',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_steps_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_steps_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_steps_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_steps_v\` RENAME TO \`__pages_v_steps_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_order_idx\` ON \`__pages_v_steps_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_parent_id_idx\` ON \`__pages_v_steps_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_path_idx\` ON \`__pages_v_steps_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_faq_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_faq_v_items\`("_order", "_parent_id", "id", "question", "answer", "_uuid") SELECT "_order", "_parent_id", "id", "question", "answer", "_uuid" FROM \`__pages_v_faq_v_items\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_faq_v_items\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_faq_v_items\` RENAME TO \`__pages_v_faq_v_items\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_items_order_idx\` ON \`__pages_v_faq_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_items_parent_id_idx\` ON \`__pages_v_faq_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_faq_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text DEFAULT 'Common questions',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_faq_v\`("_order", "_parent_id", "_path", "id", "heading", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "_uuid", "block_name" FROM \`__pages_v_faq_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_faq_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_faq_v\` RENAME TO \`__pages_v_faq_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_order_idx\` ON \`__pages_v_faq_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_parent_id_idx\` ON \`__pages_v_faq_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_path_idx\` ON \`__pages_v_faq_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_quotes_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text DEFAULT 'What clients say',
  	\`service_line\` text,
  	\`limit\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_quotes_v\`("_order", "_parent_id", "_path", "id", "heading", "service_line", "limit", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "service_line", "limit", "_uuid", "block_name" FROM \`__pages_v_quotes_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_quotes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_quotes_v\` RENAME TO \`__pages_v_quotes_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_quotes_v_order_idx\` ON \`__pages_v_quotes_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_quotes_v_parent_id_idx\` ON \`__pages_v_quotes_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_quotes_v_path_idx\` ON \`__pages_v_quotes_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blog_posts_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text DEFAULT 'From the blog',
  	\`category_id\` integer,
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blog_posts_v\`("_order", "_parent_id", "_path", "id", "heading", "category_id", "limit", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "category_id", "limit", "_uuid", "block_name" FROM \`__pages_v_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blog_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blog_posts_v\` RENAME TO \`__pages_v_blog_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blog_posts_v_order_idx\` ON \`__pages_v_blog_posts_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blog_posts_v_parent_id_idx\` ON \`__pages_v_blog_posts_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blog_posts_v_path_idx\` ON \`__pages_v_blog_posts_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blog_posts_v_category_idx\` ON \`__pages_v_blog_posts_v\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_price_v_packages_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_price_v_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_price_v_packages_included\`("_order", "_parent_id", "id", "item", "_uuid") SELECT "_order", "_parent_id", "id", "item", "_uuid" FROM \`__pages_v_price_v_packages_included\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v_packages_included\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_price_v_packages_included\` RENAME TO \`__pages_v_price_v_packages_included\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_included_order_idx\` ON \`__pages_v_price_v_packages_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_included_parent_id_idx\` ON \`__pages_v_price_v_packages_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_price_v_packages_not_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_price_v_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_price_v_packages_not_included\`("_order", "_parent_id", "id", "item", "_uuid") SELECT "_order", "_parent_id", "id", "item", "_uuid" FROM \`__pages_v_price_v_packages_not_included\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v_packages_not_included\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_price_v_packages_not_included\` RENAME TO \`__pages_v_price_v_packages_not_included\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_not_included_order_idx\` ON \`__pages_v_price_v_packages_not_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_not_included_parent_id_idx\` ON \`__pages_v_price_v_packages_not_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_price_v_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`price_dollars\` numeric,
  	\`summary\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_price_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_price_v_packages\`("_order", "_parent_id", "id", "name", "price_dollars", "summary", "_uuid") SELECT "_order", "_parent_id", "id", "name", "price_dollars", "summary", "_uuid" FROM \`__pages_v_price_v_packages\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v_packages\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_price_v_packages\` RENAME TO \`__pages_v_price_v_packages\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_order_idx\` ON \`__pages_v_price_v_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_parent_id_idx\` ON \`__pages_v_price_v_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_price_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_price_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "note", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "note", "_uuid", "block_name" FROM \`__pages_v_price_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_price_v\` RENAME TO \`__pages_v_price_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_order_idx\` ON \`__pages_v_price_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_parent_id_idx\` ON \`__pages_v_price_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_path_idx\` ON \`__pages_v_price_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_sched_v_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`scheduling_kind\` text,
  	\`title\` text,
  	\`text\` text,
  	\`duration\` text,
  	\`button_label\` text DEFAULT 'Book this meeting',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_sched_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_sched_v_cards\`("_order", "_parent_id", "id", "scheduling_kind", "title", "text", "duration", "button_label", "_uuid") SELECT "_order", "_parent_id", "id", "scheduling_kind", "title", "text", "duration", "button_label", "_uuid" FROM \`__pages_v_sched_v_cards\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_sched_v_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_sched_v_cards\` RENAME TO \`__pages_v_sched_v_cards\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_cards_order_idx\` ON \`__pages_v_sched_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_cards_parent_id_idx\` ON \`__pages_v_sched_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_sched_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_sched_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_sched_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_sched_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_sched_v\` RENAME TO \`__pages_v_sched_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_order_idx\` ON \`__pages_v_sched_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_parent_id_idx\` ON \`__pages_v_sched_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_path_idx\` ON \`__pages_v_sched_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_profile_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text DEFAULT 'About the attorney',
  	\`photo_id\` integer,
  	\`bio\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_profile_v\`("_order", "_parent_id", "_path", "id", "heading", "photo_id", "bio", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "photo_id", "bio", "_uuid", "block_name" FROM \`__pages_v_profile_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_profile_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_profile_v\` RENAME TO \`__pages_v_profile_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_order_idx\` ON \`__pages_v_profile_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_parent_id_idx\` ON \`__pages_v_profile_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_path_idx\` ON \`__pages_v_profile_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_photo_idx\` ON \`__pages_v_profile_v\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_reach_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text DEFAULT 'How to reach us',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_reach_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_reach_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_reach_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_reach_v\` RENAME TO \`__pages_v_reach_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_reach_v_order_idx\` ON \`__pages_v_reach_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_reach_v_parent_id_idx\` ON \`__pages_v_reach_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_reach_v_path_idx\` ON \`__pages_v_reach_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_form_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text DEFAULT 'Send us a message',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_form_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_form_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_form_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_form_v\` RENAME TO \`__pages_v_form_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_form_v_order_idx\` ON \`__pages_v_form_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_form_v_parent_id_idx\` ON \`__pages_v_form_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_form_v_path_idx\` ON \`__pages_v_form_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_pay_v_payable\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_pay_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_pay_v_payable\`("_order", "_parent_id", "id", "item", "_uuid") SELECT "_order", "_parent_id", "id", "item", "_uuid" FROM \`__pages_v_pay_v_payable\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_pay_v_payable\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_pay_v_payable\` RENAME TO \`__pages_v_pay_v_payable\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_payable_order_idx\` ON \`__pages_v_pay_v_payable\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_payable_parent_id_idx\` ON \`__pages_v_pay_v_payable\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_pay_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`needed\` text,
  	\`button_label\` text DEFAULT 'Continue to the secure payment form',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_pay_v\`("_order", "_parent_id", "_path", "id", "heading", "needed", "button_label", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "needed", "button_label", "_uuid", "block_name" FROM \`__pages_v_pay_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_pay_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_pay_v\` RENAME TO \`__pages_v_pay_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_order_idx\` ON \`__pages_v_pay_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_parent_id_idx\` ON \`__pages_v_pay_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_path_idx\` ON \`__pages_v_pay_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_about_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_path\` text,
  	\`link_scheduling_kind\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_about_v\`("_order", "_parent_id", "_path", "id", "heading", "text", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid", "block_name" FROM \`__pages_v_about_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_about_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_about_v\` RENAME TO \`__pages_v_about_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_about_v_order_idx\` ON \`__pages_v_about_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_about_v_parent_id_idx\` ON \`__pages_v_about_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_about_v_path_idx\` ON \`__pages_v_about_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_cta_v_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_path\` text,
  	\`link_scheduling_kind\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_cta_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_cta_v_actions\`("_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid") SELECT "_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid" FROM \`__pages_v_cta_v_actions\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_cta_v_actions\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_cta_v_actions\` RENAME TO \`__pages_v_cta_v_actions\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_actions_order_idx\` ON \`__pages_v_cta_v_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_actions_parent_id_idx\` ON \`__pages_v_cta_v_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_cta_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_cta_v\`("_order", "_parent_id", "_path", "id", "heading", "text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "_uuid", "block_name" FROM \`__pages_v_cta_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_cta_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_cta_v\` RENAME TO \`__pages_v_cta_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_order_idx\` ON \`__pages_v_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_parent_id_idx\` ON \`__pages_v_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_path_idx\` ON \`__pages_v_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_keep_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text DEFAULT 'How long we keep it',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_keep_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_keep_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_keep_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_keep_v\` RENAME TO \`__pages_v_keep_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_keep_v_order_idx\` ON \`__pages_v_keep_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_keep_v_parent_id_idx\` ON \`__pages_v_keep_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_keep_v_path_idx\` ON \`__pages_v_keep_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_description\` text,
  	\`version_noindex\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_path", "version_description", "version_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_path", "version_description", "version_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`hero_image_id\` integer,
  	\`content\` text,
  	\`category_id\` integer,
  	\`author_id\` integer,
  	\`published_at\` text,
  	\`revised_at\` text,
  	\`reading_minutes\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "excerpt", "hero_image_id", "content", "category_id", "author_id", "published_at", "revised_at", "reading_minutes", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "excerpt", "hero_image_id", "content", "category_id", "author_id", "published_at", "revised_at", "reading_minutes", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_hero_image_idx\` ON \`posts\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new___posts_v_cta_v_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_path\` text,
  	\`link_scheduling_kind\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__posts_v_cta_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___posts_v_cta_v_actions\`("_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid") SELECT "_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid" FROM \`__posts_v_cta_v_actions\`;`)
  await db.run(sql`DROP TABLE \`__posts_v_cta_v_actions\`;`)
  await db.run(sql`ALTER TABLE \`__new___posts_v_cta_v_actions\` RENAME TO \`__posts_v_cta_v_actions\`;`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_actions_order_idx\` ON \`__posts_v_cta_v_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_actions_parent_id_idx\` ON \`__posts_v_cta_v_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___posts_v_cta_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___posts_v_cta_v\`("_order", "_parent_id", "_path", "id", "heading", "text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "_uuid", "block_name" FROM \`__posts_v_cta_v\`;`)
  await db.run(sql`DROP TABLE \`__posts_v_cta_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___posts_v_cta_v\` RENAME TO \`__posts_v_cta_v\`;`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_order_idx\` ON \`__posts_v_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_parent_id_idx\` ON \`__posts_v_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_path_idx\` ON \`__posts_v_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_hero_image_id\` integer,
  	\`version_content\` text,
  	\`version_category_id\` integer,
  	\`version_author_id\` integer,
  	\`version_published_at\` text,
  	\`version_revised_at\` text,
  	\`version_reading_minutes\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_hero_image_id", "version_content", "version_category_id", "version_author_id", "version_published_at", "version_revised_at", "version_reading_minutes", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_hero_image_id", "version_content", "version_category_id", "version_author_id", "version_published_at", "version_revised_at", "version_reading_minutes", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_hero_image_idx\` ON \`_posts_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_idx\` ON \`_posts_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_post_pdfs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text NOT NULL,
  	\`post_id\` integer,
  	\`status\` text NOT NULL,
  	\`url\` text,
  	\`bytes\` numeric,
  	\`rendered_at\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_post_pdfs\`("id", "slug", "post_id", "status", "url", "bytes", "rendered_at", "error", "updated_at", "created_at") SELECT "id", "slug", "post_id", "status", "url", "bytes", "rendered_at", "error", "updated_at", "created_at" FROM \`post_pdfs\`;`)
  await db.run(sql`DROP TABLE \`post_pdfs\`;`)
  await db.run(sql`ALTER TABLE \`__new_post_pdfs\` RENAME TO \`post_pdfs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`post_pdfs_slug_idx\` ON \`post_pdfs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`post_pdfs_post_idx\` ON \`post_pdfs\` (\`post_id\`);`)
  await db.run(sql`CREATE INDEX \`post_pdfs_updated_at_idx\` ON \`post_pdfs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`post_pdfs_created_at_idx\` ON \`post_pdfs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_categories\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`intro\` text NOT NULL,
  	\`image_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories\`("id", "name", "slug", "intro", "image_id", "sort_order", "updated_at", "created_at") SELECT "id", "name", "slug", "intro", "image_id", "sort_order", "updated_at", "created_at" FROM \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_image_idx\` ON \`categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_tags\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`definition\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tags\`("id", "name", "slug", "definition", "updated_at", "created_at") SELECT "id", "name", "slug", "definition", "updated_at", "created_at" FROM \`tags\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_tags\` RENAME TO \`tags\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_slug_idx\` ON \`tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_quizzes\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new_quizzes\`("id", "title", "slug", "intro", "estimated_minutes", "pdf_needs_email", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "intro", "estimated_minutes", "pdf_needs_email", "updated_at", "created_at", "_status" FROM \`quizzes\`;`)
  await db.run(sql`DROP TABLE \`quizzes\`;`)
  await db.run(sql`ALTER TABLE \`__new_quizzes\` RENAME TO \`quizzes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quizzes_slug_idx\` ON \`quizzes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_updated_at_idx\` ON \`quizzes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_created_at_idx\` ON \`quizzes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`quizzes__status_idx\` ON \`quizzes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__quizzes_v_version_questions_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new__quizzes_v_version_questions_answers\`("_order", "_parent_id", "id", "label", "value", "branch_to", "score_floor", "score_ceiling", "why_it_matters", "post_id", "_uuid") SELECT "_order", "_parent_id", "id", "label", "value", "branch_to", "score_floor", "score_ceiling", "why_it_matters", "post_id", "_uuid" FROM \`_quizzes_v_version_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v_version_questions_answers\`;`)
  await db.run(sql`ALTER TABLE \`__new__quizzes_v_version_questions_answers\` RENAME TO \`_quizzes_v_version_questions_answers\`;`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_answers_order_idx\` ON \`_quizzes_v_version_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_answers_parent_id_idx\` ON \`_quizzes_v_version_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_answers_post_idx\` ON \`_quizzes_v_version_questions_answers\` (\`post_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__quizzes_v_version_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`kind\` text DEFAULT 'single',
  	\`text\` text,
  	\`help\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_quizzes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__quizzes_v_version_questions\`("_order", "_parent_id", "id", "key", "kind", "text", "help", "_uuid") SELECT "_order", "_parent_id", "id", "key", "kind", "text", "help", "_uuid" FROM \`_quizzes_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v_version_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new__quizzes_v_version_questions\` RENAME TO \`_quizzes_v_version_questions\`;`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_order_idx\` ON \`_quizzes_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_parent_id_idx\` ON \`_quizzes_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__quizzes_v_version_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new__quizzes_v_version_bands\`("_order", "_parent_id", "id", "title", "min", "max", "explanation", "next_step_label", "next_step_scheduling_kind", "next_step_url", "_uuid") SELECT "_order", "_parent_id", "id", "title", "min", "max", "explanation", "next_step_label", "next_step_scheduling_kind", "next_step_url", "_uuid" FROM \`_quizzes_v_version_bands\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v_version_bands\`;`)
  await db.run(sql`ALTER TABLE \`__new__quizzes_v_version_bands\` RENAME TO \`_quizzes_v_version_bands\`;`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_bands_order_idx\` ON \`_quizzes_v_version_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_bands_parent_id_idx\` ON \`_quizzes_v_version_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__quizzes_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new__quizzes_v\`("id", "parent_id", "version_title", "version_slug", "version_intro", "version_estimated_minutes", "version_pdf_needs_email", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_intro", "version_estimated_minutes", "version_pdf_needs_email", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_quizzes_v\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__quizzes_v\` RENAME TO \`_quizzes_v\`;`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_parent_idx\` ON \`_quizzes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_slug_idx\` ON \`_quizzes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_updated_at_idx\` ON \`_quizzes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_created_at_idx\` ON \`_quizzes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version__status_idx\` ON \`_quizzes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_created_at_idx\` ON \`_quizzes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_updated_at_idx\` ON \`_quizzes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_latest_idx\` ON \`_quizzes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_tools\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`search_words\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tools\`("id", "title", "path", "description", "search_words", "updated_at", "created_at") SELECT "id", "title", "path", "description", "search_words", "updated_at", "created_at" FROM \`tools\`;`)
  await db.run(sql`DROP TABLE \`tools\`;`)
  await db.run(sql`ALTER TABLE \`__new_tools\` RENAME TO \`tools\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tools_path_idx\` ON \`tools\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`tools_updated_at_idx\` ON \`tools\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tools_created_at_idx\` ON \`tools\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`quote\` text,
  	\`attribution\` text,
  	\`service_line\` text,
  	\`consent_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "quote", "attribution", "service_line", "consent_date", "updated_at", "created_at", "_status") SELECT "id", "quote", "attribution", "service_line", "consent_date", "updated_at", "created_at", "_status" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__testimonials_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new__testimonials_v\`("id", "parent_id", "version_quote", "version_attribution", "version_service_line", "version_consent_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_quote", "version_attribution", "version_service_line", "version_consent_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__testimonials_v\` RENAME TO \`_testimonials_v\`;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`reply_by\` text NOT NULL,
  	\`topic\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`notes\` text,
  	\`acknowledged_notice_at\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`became_client\` integer DEFAULT false,
  	\`firm_notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "name", "email", "phone", "reply_by", "topic", "message", "notes", "acknowledged_notice_at", "status", "became_client", "firm_notified_at", "updated_at", "created_at") SELECT "id", "name", "email", "phone", "reply_by", "topic", "message", "notes", "acknowledged_notice_at", "status", "became_client", "firm_notified_at", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`CREATE INDEX \`inquiries_became_client_idx\` ON \`inquiries\` (\`became_client\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_quiz_submissions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`quiz_id\` integer,
  	\`quiz_title\` text NOT NULL,
  	\`band\` text NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`name\` text,
  	\`email\` text NOT NULL,
  	\`answer_summary\` text NOT NULL,
  	\`answers\` text NOT NULL,
  	\`report\` text NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`became_client\` integer DEFAULT false,
  	\`report_sent_at\` text,
  	\`firm_notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`quiz_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quiz_submissions\`("id", "quiz_id", "quiz_title", "band", "total", "name", "email", "answer_summary", "answers", "report", "consent_at", "became_client", "report_sent_at", "firm_notified_at", "updated_at", "created_at") SELECT "id", "quiz_id", "quiz_title", "band", "total", "name", "email", "answer_summary", "answers", "report", "consent_at", "became_client", "report_sent_at", "firm_notified_at", "updated_at", "created_at" FROM \`quiz_submissions\`;`)
  await db.run(sql`DROP TABLE \`quiz_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_quiz_submissions\` RENAME TO \`quiz_submissions\`;`)
  await db.run(sql`CREATE INDEX \`quiz_submissions_quiz_idx\` ON \`quiz_submissions\` (\`quiz_id\`);`)
  await db.run(sql`CREATE INDEX \`quiz_submissions_became_client_idx\` ON \`quiz_submissions\` (\`became_client\`);`)
  await db.run(sql`CREATE INDEX \`quiz_submissions_updated_at_idx\` ON \`quiz_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quiz_submissions_created_at_idx\` ON \`quiz_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`alt\` text,
  	\`caption\` text,
  	\`prefix\` text DEFAULT 'media',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "caption", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "alt", "caption", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`is_permanent\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to", "is_permanent", "updated_at", "created_at") SELECT "id", "from", "to", "is_permanent", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_records\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`object_i_d\` text NOT NULL,
  	\`source\` text,
  	\`type\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`excerpt\` text,
  	\`body\` text,
  	\`service_line\` text,
  	\`category\` text,
  	\`date\` text,
  	\`starting_price\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_records\`("id", "object_i_d", "source", "type", "title", "url", "excerpt", "body", "service_line", "category", "date", "starting_price", "updated_at", "created_at") SELECT "id", "object_i_d", "source", "type", "title", "url", "excerpt", "body", "service_line", "category", "date", "starting_price", "updated_at", "created_at" FROM \`search_records\`;`)
  await db.run(sql`DROP TABLE \`search_records\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_records\` RENAME TO \`search_records\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_records_object_i_d_idx\` ON \`search_records\` (\`object_i_d\`);`)
  await db.run(sql`CREATE INDEX \`search_records_source_idx\` ON \`search_records\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`search_records_updated_at_idx\` ON \`search_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_records_created_at_idx\` ON \`search_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_stats\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`day\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`term\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_stats\`("id", "day", "kind", "term", "label", "count", "updated_at", "created_at") SELECT "id", "day", "kind", "term", "label", "count", "updated_at", "created_at" FROM \`search_stats\`;`)
  await db.run(sql`DROP TABLE \`search_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_stats\` RENAME TO \`search_stats\`;`)
  await db.run(sql`CREATE INDEX \`search_stats_day_idx\` ON \`search_stats\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`search_stats_updated_at_idx\` ON \`search_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_stats_created_at_idx\` ON \`search_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_kind_term_idx\` ON \`search_stats\` (\`day\`,\`kind\`,\`term\`);`)
  await db.run(sql`CREATE TABLE \`__new_missed_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`day\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`referrer_host\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`last_seen_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_missed_pages\`("id", "day", "source", "path", "referrer_host", "count", "last_seen_at", "updated_at", "created_at") SELECT "id", "day", "source", "path", "referrer_host", "count", "last_seen_at", "updated_at", "created_at" FROM \`missed_pages\`;`)
  await db.run(sql`DROP TABLE \`missed_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_missed_pages\` RENAME TO \`missed_pages\`;`)
  await db.run(sql`CREATE INDEX \`missed_pages_day_idx\` ON \`missed_pages\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`missed_pages_updated_at_idx\` ON \`missed_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`missed_pages_created_at_idx\` ON \`missed_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_source_path_referrerHost_idx\` ON \`missed_pages\` (\`day\`,\`source\`,\`path\`,\`referrer_host\`);`)
  await db.run(sql`CREATE TABLE \`__new_personal_data_deletions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`deleted_by_id\` integer,
  	\`inquiries\` numeric NOT NULL,
  	\`quiz_submissions\` numeric NOT NULL,
  	\`email_jobs\` numeric NOT NULL,
  	\`outbox_messages\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`deleted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_personal_data_deletions\`("id", "deleted_by_id", "inquiries", "quiz_submissions", "email_jobs", "outbox_messages", "updated_at", "created_at") SELECT "id", "deleted_by_id", "inquiries", "quiz_submissions", "email_jobs", "outbox_messages", "updated_at", "created_at" FROM \`personal_data_deletions\`;`)
  await db.run(sql`DROP TABLE \`personal_data_deletions\`;`)
  await db.run(sql`ALTER TABLE \`__new_personal_data_deletions\` RENAME TO \`personal_data_deletions\`;`)
  await db.run(sql`CREATE INDEX \`personal_data_deletions_deleted_by_idx\` ON \`personal_data_deletions\` (\`deleted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`personal_data_deletions_updated_at_idx\` ON \`personal_data_deletions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`personal_data_deletions_created_at_idx\` ON \`personal_data_deletions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`public_name\` text,
  	\`job_title\` text,
  	\`photo_id\` integer,
  	\`bio\` text,
  	\`two_factor_secret\` text,
  	\`two_factor_recovery_codes\` text,
  	\`two_factor_last_used_step\` numeric,
  	\`dashboard_visit_last_seen_at\` text,
  	\`dashboard_visit_counts_since\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "public_name", "job_title", "photo_id", "bio", "two_factor_secret", "two_factor_recovery_codes", "two_factor_last_used_step", "dashboard_visit_last_seen_at", "dashboard_visit_counts_since", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "public_name", "job_title", "photo_id", "bio", "two_factor_secret", "two_factor_recovery_codes", "two_factor_last_used_step", "dashboard_visit_last_seen_at", "dashboard_visit_counts_since", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_photo_idx\` ON \`users\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_kv\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_kv\`("id", "key", "data") SELECT "id", "key", "data" FROM \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_kv\` RENAME TO \`payload_kv\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_jobs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_jobs\`("id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "meta", "updated_at", "created_at") SELECT "id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "meta", "updated_at", "created_at" FROM \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_jobs\` RENAME TO \`payload_jobs\`;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents\`("id", "global_slug", "updated_at", "created_at") SELECT "id", "global_slug", "updated_at", "created_at" FROM \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents\` RENAME TO \`payload_locked_documents\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences\`("id", "key", "value", "updated_at", "created_at") SELECT "id", "key", "value", "updated_at", "created_at" FROM \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences\` RENAME TO \`payload_preferences\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_migrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_migrations\`("id", "name", "batch", "updated_at", "created_at") SELECT "id", "name", "batch", "updated_at", "created_at" FROM \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_migrations\` RENAME TO \`payload_migrations\`;`)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`sms_number\` text NOT NULL,
  	\`fax_number\` text,
  	\`payment_form_url\` text,
  	\`scheduling_links_check_in\` text,
  	\`scheduling_links_estate_plan_checkup\` text,
  	\`scheduling_links_estate_plan_education\` text,
  	\`scheduling_links_estate_plan_design\` text,
  	\`scheduling_links_new_client\` text,
  	\`scheduling_links_new_business_client\` text,
  	\`scheduling_links_new_bankruptcy_client\` text,
  	\`scheduling_links_new_nonprofit_client\` text,
  	\`scheduling_links_petition_review_in_person\` text,
  	\`scheduling_links_petition_review_remote\` text,
  	\`site_name\` text NOT NULL,
  	\`slogan\` text,
  	\`address_street\` text NOT NULL,
  	\`address_city\` text NOT NULL,
  	\`address_state\` text DEFAULT 'CO' NOT NULL,
  	\`address_zip\` text NOT NULL,
  	\`founder_name\` text NOT NULL,
  	\`founder_job_title\` text NOT NULL,
  	\`founder_bar_number\` text,
  	\`seo_site_url\` text NOT NULL,
  	\`seo_title\` text NOT NULL,
  	\`seo_description\` text NOT NULL,
  	\`seo_logo_id\` integer,
  	\`seo_default_image_id\` integer,
  	\`seo_price_range\` text DEFAULT 'Fixed Fees',
  	\`analytics_tag_id\` text,
  	\`require_staff_two_factor\` integer DEFAULT false,
  	\`retention_inquiry_months\` numeric DEFAULT 12 NOT NULL,
  	\`retention_quiz_submission_months\` numeric DEFAULT 12 NOT NULL,
  	\`retention_statistics_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_default_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "email", "phone_number", "sms_number", "fax_number", "payment_form_url", "scheduling_links_check_in", "scheduling_links_estate_plan_checkup", "scheduling_links_estate_plan_education", "scheduling_links_estate_plan_design", "scheduling_links_new_client", "scheduling_links_new_business_client", "scheduling_links_new_bankruptcy_client", "scheduling_links_new_nonprofit_client", "scheduling_links_petition_review_in_person", "scheduling_links_petition_review_remote", "site_name", "slogan", "address_street", "address_city", "address_state", "address_zip", "founder_name", "founder_job_title", "founder_bar_number", "seo_site_url", "seo_title", "seo_description", "seo_logo_id", "seo_default_image_id", "seo_price_range", "analytics_tag_id", "require_staff_two_factor", "retention_inquiry_months", "retention_quiz_submission_months", "retention_statistics_months", "updated_at", "created_at") SELECT "id", "email", "phone_number", "sms_number", "fax_number", "payment_form_url", "scheduling_links_check_in", "scheduling_links_estate_plan_checkup", "scheduling_links_estate_plan_education", "scheduling_links_estate_plan_design", "scheduling_links_new_client", "scheduling_links_new_business_client", "scheduling_links_new_bankruptcy_client", "scheduling_links_new_nonprofit_client", "scheduling_links_petition_review_in_person", "scheduling_links_petition_review_remote", "site_name", "slogan", "address_street", "address_city", "address_state", "address_zip", "founder_name", "founder_job_title", "founder_bar_number", "seo_site_url", "seo_title", "seo_description", "seo_logo_id", "seo_default_image_id", "seo_price_range", "analytics_tag_id", "require_staff_two_factor", "retention_inquiry_months", "retention_quiz_submission_months", "retention_statistics_months", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_seo_seo_logo_idx\` ON \`site_settings\` (\`seo_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_seo_seo_default_image_idx\` ON \`site_settings\` (\`seo_default_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation\` RENAME TO \`navigation\`;`)
  await db.run(sql`CREATE TABLE \`__new_landings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`dialog_heading\` text NOT NULL,
  	\`dialog_intro\` text,
  	\`neutral_heading\` text NOT NULL,
  	\`neutral_intro\` text,
  	\`payment_success_marker\` text DEFAULT 'utm_source=lawmatics' NOT NULL,
  	\`paid_heading\` text NOT NULL,
  	\`paid_text\` text NOT NULL,
  	\`unpaid_heading\` text NOT NULL,
  	\`unpaid_text\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landings\`("id", "dialog_heading", "dialog_intro", "neutral_heading", "neutral_intro", "payment_success_marker", "paid_heading", "paid_text", "unpaid_heading", "unpaid_text", "updated_at", "created_at") SELECT "id", "dialog_heading", "dialog_intro", "neutral_heading", "neutral_intro", "payment_success_marker", "paid_heading", "paid_text", "unpaid_heading", "unpaid_text", "updated_at", "created_at" FROM \`landings\`;`)
  await db.run(sql`DROP TABLE \`landings\`;`)
  await db.run(sql`ALTER TABLE \`__new_landings\` RENAME TO \`landings\`;`)
  await db.run(sql`CREATE TABLE \`__new_blog\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`intro\` text NOT NULL,
  	\`featured_post_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`featured_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog\`("id", "intro", "featured_post_id", "updated_at", "created_at") SELECT "id", "intro", "featured_post_id", "updated_at", "created_at" FROM \`blog\`;`)
  await db.run(sql`DROP TABLE \`blog\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog\` RENAME TO \`blog\`;`)
  await db.run(sql`CREATE INDEX \`blog_featured_post_idx\` ON \`blog\` (\`featured_post_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_jobs_stats\`("id", "stats", "updated_at", "created_at") SELECT "id", "stats", "updated_at", "created_at" FROM \`payload_jobs_stats\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_jobs_stats\` RENAME TO \`payload_jobs_stats\`;`)
  // Only now: a table dropped with foreign keys on would first delete the rows that point to it
  // (drizzle-kit writes this line after the first table).
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`description\` text,
  	\`noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "path", "description", "noindex", "updated_at", "created_at", "_status") SELECT "id", "title", "path", "description", "noindex", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_version_aliases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_version_aliases\`("_order", "_parent_id", "id", "path", "_uuid") SELECT "_order", "_parent_id", "id", "path", "_uuid" FROM \`_pages_v_version_aliases\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_aliases\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_version_aliases\` RENAME TO \`_pages_v_version_aliases\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_aliases_order_idx\` ON \`_pages_v_version_aliases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_aliases_parent_id_idx\` ON \`_pages_v_version_aliases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_path\` text,
  	\`link_scheduling_kind\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero_actions\`("_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid") SELECT "_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid" FROM \`_pages_v_blocks_hero_actions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_actions\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero_actions\` RENAME TO \`_pages_v_blocks_hero_actions\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_actions_order_idx\` ON \`_pages_v_blocks_hero_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_actions_parent_id_idx\` ON \`_pages_v_blocks_hero_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lead\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "heading", "lead", "image_id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "lead", "image_id", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_rich_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_rich_v\`("_order", "_parent_id", "_path", "id", "heading", "content", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "content", "_uuid", "block_name" FROM \`__pages_v_rich_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_rich_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_rich_v\` RENAME TO \`__pages_v_rich_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_rich_v_order_idx\` ON \`__pages_v_rich_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_rich_v_parent_id_idx\` ON \`__pages_v_rich_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_rich_v_path_idx\` ON \`__pages_v_rich_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_svc_v_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`path\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_svc_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_svc_v_services\`("_order", "_parent_id", "id", "title", "summary", "path", "icon", "_uuid") SELECT "_order", "_parent_id", "id", "title", "summary", "path", "icon", "_uuid" FROM \`__pages_v_svc_v_services\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_svc_v_services\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_svc_v_services\` RENAME TO \`__pages_v_svc_v_services\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_services_order_idx\` ON \`__pages_v_svc_v_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_services_parent_id_idx\` ON \`__pages_v_svc_v_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_svc_v\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_svc_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_svc_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_svc_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_svc_v\` RENAME TO \`__pages_v_svc_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_order_idx\` ON \`__pages_v_svc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_parent_id_idx\` ON \`__pages_v_svc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_svc_v_path_idx\` ON \`__pages_v_svc_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_feat_v_features\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_feat_v_features\`("_order", "_parent_id", "id", "icon", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "icon", "title", "text", "_uuid" FROM \`__pages_v_feat_v_features\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_feat_v_features\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_feat_v_features\` RENAME TO \`__pages_v_feat_v_features\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_features_order_idx\` ON \`__pages_v_feat_v_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_features_parent_id_idx\` ON \`__pages_v_feat_v_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_feat_v\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_feat_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_feat_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_feat_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_feat_v\` RENAME TO \`__pages_v_feat_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_order_idx\` ON \`__pages_v_feat_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_parent_id_idx\` ON \`__pages_v_feat_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_feat_v_path_idx\` ON \`__pages_v_feat_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_steps_v_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_steps_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_steps_v_steps\`("_order", "_parent_id", "id", "title", "text", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "_uuid" FROM \`__pages_v_steps_v_steps\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_steps_v_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_steps_v_steps\` RENAME TO \`__pages_v_steps_v_steps\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_steps_order_idx\` ON \`__pages_v_steps_v_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_steps_parent_id_idx\` ON \`__pages_v_steps_v_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_steps_v\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_steps_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_steps_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_steps_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_steps_v\` RENAME TO \`__pages_v_steps_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_order_idx\` ON \`__pages_v_steps_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_parent_id_idx\` ON \`__pages_v_steps_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_steps_v_path_idx\` ON \`__pages_v_steps_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_faq_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_faq_v_items\`("_order", "_parent_id", "id", "question", "answer", "_uuid") SELECT "_order", "_parent_id", "id", "question", "answer", "_uuid" FROM \`__pages_v_faq_v_items\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_faq_v_items\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_faq_v_items\` RENAME TO \`__pages_v_faq_v_items\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_items_order_idx\` ON \`__pages_v_faq_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_items_parent_id_idx\` ON \`__pages_v_faq_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_faq_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Common questions',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_faq_v\`("_order", "_parent_id", "_path", "id", "heading", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "_uuid", "block_name" FROM \`__pages_v_faq_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_faq_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_faq_v\` RENAME TO \`__pages_v_faq_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_order_idx\` ON \`__pages_v_faq_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_parent_id_idx\` ON \`__pages_v_faq_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_faq_v_path_idx\` ON \`__pages_v_faq_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_quotes_v\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_quotes_v\`("_order", "_parent_id", "_path", "id", "heading", "service_line", "limit", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "service_line", "limit", "_uuid", "block_name" FROM \`__pages_v_quotes_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_quotes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_quotes_v\` RENAME TO \`__pages_v_quotes_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_quotes_v_order_idx\` ON \`__pages_v_quotes_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_quotes_v_parent_id_idx\` ON \`__pages_v_quotes_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_quotes_v_path_idx\` ON \`__pages_v_quotes_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blog_posts_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'From the blog',
  	\`category_id\` integer,
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blog_posts_v\`("_order", "_parent_id", "_path", "id", "heading", "category_id", "limit", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "category_id", "limit", "_uuid", "block_name" FROM \`__pages_v_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blog_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blog_posts_v\` RENAME TO \`__pages_v_blog_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blog_posts_v_order_idx\` ON \`__pages_v_blog_posts_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blog_posts_v_parent_id_idx\` ON \`__pages_v_blog_posts_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blog_posts_v_path_idx\` ON \`__pages_v_blog_posts_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blog_posts_v_category_idx\` ON \`__pages_v_blog_posts_v\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_price_v_packages_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_price_v_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_price_v_packages_included\`("_order", "_parent_id", "id", "item", "_uuid") SELECT "_order", "_parent_id", "id", "item", "_uuid" FROM \`__pages_v_price_v_packages_included\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v_packages_included\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_price_v_packages_included\` RENAME TO \`__pages_v_price_v_packages_included\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_included_order_idx\` ON \`__pages_v_price_v_packages_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_included_parent_id_idx\` ON \`__pages_v_price_v_packages_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_price_v_packages_not_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_price_v_packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_price_v_packages_not_included\`("_order", "_parent_id", "id", "item", "_uuid") SELECT "_order", "_parent_id", "id", "item", "_uuid" FROM \`__pages_v_price_v_packages_not_included\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v_packages_not_included\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_price_v_packages_not_included\` RENAME TO \`__pages_v_price_v_packages_not_included\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_not_included_order_idx\` ON \`__pages_v_price_v_packages_not_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_not_included_parent_id_idx\` ON \`__pages_v_price_v_packages_not_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_price_v_packages\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_price_v_packages\`("_order", "_parent_id", "id", "name", "price_dollars", "summary", "_uuid") SELECT "_order", "_parent_id", "id", "name", "price_dollars", "summary", "_uuid" FROM \`__pages_v_price_v_packages\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v_packages\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_price_v_packages\` RENAME TO \`__pages_v_price_v_packages\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_order_idx\` ON \`__pages_v_price_v_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_packages_parent_id_idx\` ON \`__pages_v_price_v_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_price_v\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_price_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "note", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "note", "_uuid", "block_name" FROM \`__pages_v_price_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_price_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_price_v\` RENAME TO \`__pages_v_price_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_order_idx\` ON \`__pages_v_price_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_parent_id_idx\` ON \`__pages_v_price_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_price_v_path_idx\` ON \`__pages_v_price_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_sched_v_cards\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_sched_v_cards\`("_order", "_parent_id", "id", "scheduling_kind", "title", "text", "duration", "button_label", "_uuid") SELECT "_order", "_parent_id", "id", "scheduling_kind", "title", "text", "duration", "button_label", "_uuid" FROM \`__pages_v_sched_v_cards\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_sched_v_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_sched_v_cards\` RENAME TO \`__pages_v_sched_v_cards\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_cards_order_idx\` ON \`__pages_v_sched_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_cards_parent_id_idx\` ON \`__pages_v_sched_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_sched_v\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_sched_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_sched_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_sched_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_sched_v\` RENAME TO \`__pages_v_sched_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_order_idx\` ON \`__pages_v_sched_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_parent_id_idx\` ON \`__pages_v_sched_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_sched_v_path_idx\` ON \`__pages_v_sched_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_profile_v\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_profile_v\`("_order", "_parent_id", "_path", "id", "heading", "photo_id", "bio", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "photo_id", "bio", "_uuid", "block_name" FROM \`__pages_v_profile_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_profile_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_profile_v\` RENAME TO \`__pages_v_profile_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_order_idx\` ON \`__pages_v_profile_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_parent_id_idx\` ON \`__pages_v_profile_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_path_idx\` ON \`__pages_v_profile_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_profile_v_photo_idx\` ON \`__pages_v_profile_v\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_reach_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'How to reach us',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_reach_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_reach_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_reach_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_reach_v\` RENAME TO \`__pages_v_reach_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_reach_v_order_idx\` ON \`__pages_v_reach_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_reach_v_parent_id_idx\` ON \`__pages_v_reach_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_reach_v_path_idx\` ON \`__pages_v_reach_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_form_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Send us a message',
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_form_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_form_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_form_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_form_v\` RENAME TO \`__pages_v_form_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_form_v_order_idx\` ON \`__pages_v_form_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_form_v_parent_id_idx\` ON \`__pages_v_form_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_form_v_path_idx\` ON \`__pages_v_form_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_pay_v_payable\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_pay_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_pay_v_payable\`("_order", "_parent_id", "id", "item", "_uuid") SELECT "_order", "_parent_id", "id", "item", "_uuid" FROM \`__pages_v_pay_v_payable\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_pay_v_payable\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_pay_v_payable\` RENAME TO \`__pages_v_pay_v_payable\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_payable_order_idx\` ON \`__pages_v_pay_v_payable\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_payable_parent_id_idx\` ON \`__pages_v_pay_v_payable\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_pay_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`needed\` text,
  	\`button_label\` text DEFAULT 'Continue to the secure payment form',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_pay_v\`("_order", "_parent_id", "_path", "id", "heading", "needed", "button_label", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "needed", "button_label", "_uuid", "block_name" FROM \`__pages_v_pay_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_pay_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_pay_v\` RENAME TO \`__pages_v_pay_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_order_idx\` ON \`__pages_v_pay_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_parent_id_idx\` ON \`__pages_v_pay_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_path_idx\` ON \`__pages_v_pay_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_about_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_path\` text,
  	\`link_scheduling_kind\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_about_v\`("_order", "_parent_id", "_path", "id", "heading", "text", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid", "block_name" FROM \`__pages_v_about_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_about_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_about_v\` RENAME TO \`__pages_v_about_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_about_v_order_idx\` ON \`__pages_v_about_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_about_v_parent_id_idx\` ON \`__pages_v_about_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_about_v_path_idx\` ON \`__pages_v_about_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_cta_v_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_path\` text,
  	\`link_scheduling_kind\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_cta_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_cta_v_actions\`("_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid") SELECT "_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid" FROM \`__pages_v_cta_v_actions\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_cta_v_actions\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_cta_v_actions\` RENAME TO \`__pages_v_cta_v_actions\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_actions_order_idx\` ON \`__pages_v_cta_v_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_actions_parent_id_idx\` ON \`__pages_v_cta_v_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_cta_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_cta_v\`("_order", "_parent_id", "_path", "id", "heading", "text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "_uuid", "block_name" FROM \`__pages_v_cta_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_cta_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_cta_v\` RENAME TO \`__pages_v_cta_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_order_idx\` ON \`__pages_v_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_parent_id_idx\` ON \`__pages_v_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_cta_v_path_idx\` ON \`__pages_v_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_keep_v\` (
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
  await db.run(sql`INSERT INTO \`__new___pages_v_keep_v\`("_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "intro", "_uuid", "block_name" FROM \`__pages_v_keep_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_keep_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_keep_v\` RENAME TO \`__pages_v_keep_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_keep_v_order_idx\` ON \`__pages_v_keep_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_keep_v_parent_id_idx\` ON \`__pages_v_keep_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_keep_v_path_idx\` ON \`__pages_v_keep_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_path\` text,
  	\`version_description\` text,
  	\`version_noindex\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_path", "version_description", "version_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_path", "version_description", "version_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`hero_image_id\` integer,
  	\`content\` text,
  	\`category_id\` integer,
  	\`author_id\` integer,
  	\`published_at\` text,
  	\`revised_at\` text,
  	\`reading_minutes\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "excerpt", "hero_image_id", "content", "category_id", "author_id", "published_at", "revised_at", "reading_minutes", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "excerpt", "hero_image_id", "content", "category_id", "author_id", "published_at", "revised_at", "reading_minutes", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_hero_image_idx\` ON \`posts\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new___posts_v_cta_v_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_label\` text,
  	\`link_type\` text DEFAULT 'page',
  	\`link_path\` text,
  	\`link_scheduling_kind\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__posts_v_cta_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___posts_v_cta_v_actions\`("_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid") SELECT "_order", "_parent_id", "id", "link_label", "link_type", "link_path", "link_scheduling_kind", "link_url", "_uuid" FROM \`__posts_v_cta_v_actions\`;`)
  await db.run(sql`DROP TABLE \`__posts_v_cta_v_actions\`;`)
  await db.run(sql`ALTER TABLE \`__new___posts_v_cta_v_actions\` RENAME TO \`__posts_v_cta_v_actions\`;`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_actions_order_idx\` ON \`__posts_v_cta_v_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_actions_parent_id_idx\` ON \`__posts_v_cta_v_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___posts_v_cta_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___posts_v_cta_v\`("_order", "_parent_id", "_path", "id", "heading", "text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "text", "_uuid", "block_name" FROM \`__posts_v_cta_v\`;`)
  await db.run(sql`DROP TABLE \`__posts_v_cta_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___posts_v_cta_v\` RENAME TO \`__posts_v_cta_v\`;`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_order_idx\` ON \`__posts_v_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_parent_id_idx\` ON \`__posts_v_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__posts_v_cta_v_path_idx\` ON \`__posts_v_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_hero_image_id\` integer,
  	\`version_content\` text,
  	\`version_category_id\` integer,
  	\`version_author_id\` integer,
  	\`version_published_at\` text,
  	\`version_revised_at\` text,
  	\`version_reading_minutes\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_hero_image_id", "version_content", "version_category_id", "version_author_id", "version_published_at", "version_revised_at", "version_reading_minutes", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_excerpt", "version_hero_image_id", "version_content", "version_category_id", "version_author_id", "version_published_at", "version_revised_at", "version_reading_minutes", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_hero_image_idx\` ON \`_posts_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_idx\` ON \`_posts_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_post_pdfs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`post_id\` integer,
  	\`status\` text NOT NULL,
  	\`url\` text,
  	\`bytes\` numeric,
  	\`rendered_at\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_post_pdfs\`("id", "slug", "post_id", "status", "url", "bytes", "rendered_at", "error", "updated_at", "created_at") SELECT "id", "slug", "post_id", "status", "url", "bytes", "rendered_at", "error", "updated_at", "created_at" FROM \`post_pdfs\`;`)
  await db.run(sql`DROP TABLE \`post_pdfs\`;`)
  await db.run(sql`ALTER TABLE \`__new_post_pdfs\` RENAME TO \`post_pdfs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`post_pdfs_slug_idx\` ON \`post_pdfs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`post_pdfs_post_idx\` ON \`post_pdfs\` (\`post_id\`);`)
  await db.run(sql`CREATE INDEX \`post_pdfs_updated_at_idx\` ON \`post_pdfs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`post_pdfs_created_at_idx\` ON \`post_pdfs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`intro\` text NOT NULL,
  	\`image_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories\`("id", "name", "slug", "intro", "image_id", "sort_order", "updated_at", "created_at") SELECT "id", "name", "slug", "intro", "image_id", "sort_order", "updated_at", "created_at" FROM \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_image_idx\` ON \`categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`definition\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tags\`("id", "name", "slug", "definition", "updated_at", "created_at") SELECT "id", "name", "slug", "definition", "updated_at", "created_at" FROM \`tags\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_tags\` RENAME TO \`tags\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_slug_idx\` ON \`tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_quizzes\` (
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
  await db.run(sql`INSERT INTO \`__new_quizzes\`("id", "title", "slug", "intro", "estimated_minutes", "pdf_needs_email", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "intro", "estimated_minutes", "pdf_needs_email", "updated_at", "created_at", "_status" FROM \`quizzes\`;`)
  await db.run(sql`DROP TABLE \`quizzes\`;`)
  await db.run(sql`ALTER TABLE \`__new_quizzes\` RENAME TO \`quizzes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quizzes_slug_idx\` ON \`quizzes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_updated_at_idx\` ON \`quizzes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_created_at_idx\` ON \`quizzes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`quizzes__status_idx\` ON \`quizzes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__quizzes_v_version_questions_answers\` (
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
  await db.run(sql`INSERT INTO \`__new__quizzes_v_version_questions_answers\`("_order", "_parent_id", "id", "label", "value", "branch_to", "score_floor", "score_ceiling", "why_it_matters", "post_id", "_uuid") SELECT "_order", "_parent_id", "id", "label", "value", "branch_to", "score_floor", "score_ceiling", "why_it_matters", "post_id", "_uuid" FROM \`_quizzes_v_version_questions_answers\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v_version_questions_answers\`;`)
  await db.run(sql`ALTER TABLE \`__new__quizzes_v_version_questions_answers\` RENAME TO \`_quizzes_v_version_questions_answers\`;`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_answers_order_idx\` ON \`_quizzes_v_version_questions_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_answers_parent_id_idx\` ON \`_quizzes_v_version_questions_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_answers_post_idx\` ON \`_quizzes_v_version_questions_answers\` (\`post_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__quizzes_v_version_questions\` (
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
  await db.run(sql`INSERT INTO \`__new__quizzes_v_version_questions\`("_order", "_parent_id", "id", "key", "kind", "text", "help", "_uuid") SELECT "_order", "_parent_id", "id", "key", "kind", "text", "help", "_uuid" FROM \`_quizzes_v_version_questions\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v_version_questions\`;`)
  await db.run(sql`ALTER TABLE \`__new__quizzes_v_version_questions\` RENAME TO \`_quizzes_v_version_questions\`;`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_order_idx\` ON \`_quizzes_v_version_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_questions_parent_id_idx\` ON \`_quizzes_v_version_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__quizzes_v_version_bands\` (
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
  await db.run(sql`INSERT INTO \`__new__quizzes_v_version_bands\`("_order", "_parent_id", "id", "title", "min", "max", "explanation", "next_step_label", "next_step_scheduling_kind", "next_step_url", "_uuid") SELECT "_order", "_parent_id", "id", "title", "min", "max", "explanation", "next_step_label", "next_step_scheduling_kind", "next_step_url", "_uuid" FROM \`_quizzes_v_version_bands\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v_version_bands\`;`)
  await db.run(sql`ALTER TABLE \`__new__quizzes_v_version_bands\` RENAME TO \`_quizzes_v_version_bands\`;`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_bands_order_idx\` ON \`_quizzes_v_version_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_bands_parent_id_idx\` ON \`_quizzes_v_version_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__quizzes_v\` (
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
  await db.run(sql`INSERT INTO \`__new__quizzes_v\`("id", "parent_id", "version_title", "version_slug", "version_intro", "version_estimated_minutes", "version_pdf_needs_email", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_intro", "version_estimated_minutes", "version_pdf_needs_email", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_quizzes_v\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__quizzes_v\` RENAME TO \`_quizzes_v\`;`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_parent_idx\` ON \`_quizzes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_slug_idx\` ON \`_quizzes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_updated_at_idx\` ON \`_quizzes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_created_at_idx\` ON \`_quizzes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version__status_idx\` ON \`_quizzes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_created_at_idx\` ON \`_quizzes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_updated_at_idx\` ON \`_quizzes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_latest_idx\` ON \`_quizzes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_tools\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`search_words\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tools\`("id", "title", "path", "description", "search_words", "updated_at", "created_at") SELECT "id", "title", "path", "description", "search_words", "updated_at", "created_at" FROM \`tools\`;`)
  await db.run(sql`DROP TABLE \`tools\`;`)
  await db.run(sql`ALTER TABLE \`__new_tools\` RENAME TO \`tools\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tools_path_idx\` ON \`tools\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`tools_updated_at_idx\` ON \`tools\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tools_created_at_idx\` ON \`tools\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
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
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "quote", "attribution", "service_line", "consent_date", "updated_at", "created_at", "_status") SELECT "id", "quote", "attribution", "service_line", "consent_date", "updated_at", "created_at", "_status" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__testimonials_v\` (
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
  await db.run(sql`INSERT INTO \`__new__testimonials_v\`("id", "parent_id", "version_quote", "version_attribution", "version_service_line", "version_consent_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_quote", "version_attribution", "version_service_line", "version_consent_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__testimonials_v\` RENAME TO \`_testimonials_v\`;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`reply_by\` text NOT NULL,
  	\`topic\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`notes\` text,
  	\`acknowledged_notice_at\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`became_client\` integer DEFAULT false,
  	\`firm_notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_inquiries\`("id", "name", "email", "phone", "reply_by", "topic", "message", "notes", "acknowledged_notice_at", "status", "became_client", "firm_notified_at", "updated_at", "created_at") SELECT "id", "name", "email", "phone", "reply_by", "topic", "message", "notes", "acknowledged_notice_at", "status", "became_client", "firm_notified_at", "updated_at", "created_at" FROM \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_inquiries\` RENAME TO \`inquiries\`;`)
  await db.run(sql`CREATE INDEX \`inquiries_became_client_idx\` ON \`inquiries\` (\`became_client\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_quiz_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quiz_id\` integer,
  	\`quiz_title\` text NOT NULL,
  	\`band\` text NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`name\` text,
  	\`email\` text NOT NULL,
  	\`answer_summary\` text NOT NULL,
  	\`answers\` text NOT NULL,
  	\`report\` text NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`became_client\` integer DEFAULT false,
  	\`report_sent_at\` text,
  	\`firm_notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`quiz_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quiz_submissions\`("id", "quiz_id", "quiz_title", "band", "total", "name", "email", "answer_summary", "answers", "report", "consent_at", "became_client", "report_sent_at", "firm_notified_at", "updated_at", "created_at") SELECT "id", "quiz_id", "quiz_title", "band", "total", "name", "email", "answer_summary", "answers", "report", "consent_at", "became_client", "report_sent_at", "firm_notified_at", "updated_at", "created_at" FROM \`quiz_submissions\`;`)
  await db.run(sql`DROP TABLE \`quiz_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_quiz_submissions\` RENAME TO \`quiz_submissions\`;`)
  await db.run(sql`CREATE INDEX \`quiz_submissions_quiz_idx\` ON \`quiz_submissions\` (\`quiz_id\`);`)
  await db.run(sql`CREATE INDEX \`quiz_submissions_became_client_idx\` ON \`quiz_submissions\` (\`became_client\`);`)
  await db.run(sql`CREATE INDEX \`quiz_submissions_updated_at_idx\` ON \`quiz_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quiz_submissions_created_at_idx\` ON \`quiz_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`caption\` text,
  	\`prefix\` text DEFAULT 'media',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "caption", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "alt", "caption", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`is_permanent\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to", "is_permanent", "updated_at", "created_at") SELECT "id", "from", "to", "is_permanent", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`object_i_d\` text NOT NULL,
  	\`source\` text,
  	\`type\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`excerpt\` text,
  	\`body\` text,
  	\`service_line\` text,
  	\`category\` text,
  	\`date\` text,
  	\`starting_price\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_records\`("id", "object_i_d", "source", "type", "title", "url", "excerpt", "body", "service_line", "category", "date", "starting_price", "updated_at", "created_at") SELECT "id", "object_i_d", "source", "type", "title", "url", "excerpt", "body", "service_line", "category", "date", "starting_price", "updated_at", "created_at" FROM \`search_records\`;`)
  await db.run(sql`DROP TABLE \`search_records\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_records\` RENAME TO \`search_records\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_records_object_i_d_idx\` ON \`search_records\` (\`object_i_d\`);`)
  await db.run(sql`CREATE INDEX \`search_records_source_idx\` ON \`search_records\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`search_records_updated_at_idx\` ON \`search_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_records_created_at_idx\` ON \`search_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`term\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_stats\`("id", "day", "kind", "term", "label", "count", "updated_at", "created_at") SELECT "id", "day", "kind", "term", "label", "count", "updated_at", "created_at" FROM \`search_stats\`;`)
  await db.run(sql`DROP TABLE \`search_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_stats\` RENAME TO \`search_stats\`;`)
  await db.run(sql`CREATE INDEX \`search_stats_day_idx\` ON \`search_stats\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`search_stats_updated_at_idx\` ON \`search_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_stats_created_at_idx\` ON \`search_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_kind_term_idx\` ON \`search_stats\` (\`day\`,\`kind\`,\`term\`);`)
  await db.run(sql`CREATE TABLE \`__new_missed_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`referrer_host\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`last_seen_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_missed_pages\`("id", "day", "source", "path", "referrer_host", "count", "last_seen_at", "updated_at", "created_at") SELECT "id", "day", "source", "path", "referrer_host", "count", "last_seen_at", "updated_at", "created_at" FROM \`missed_pages\`;`)
  await db.run(sql`DROP TABLE \`missed_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_missed_pages\` RENAME TO \`missed_pages\`;`)
  await db.run(sql`CREATE INDEX \`missed_pages_day_idx\` ON \`missed_pages\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`missed_pages_updated_at_idx\` ON \`missed_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`missed_pages_created_at_idx\` ON \`missed_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_source_path_referrerHost_idx\` ON \`missed_pages\` (\`day\`,\`source\`,\`path\`,\`referrer_host\`);`)
  await db.run(sql`CREATE TABLE \`__new_personal_data_deletions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`deleted_by_id\` integer,
  	\`inquiries\` numeric NOT NULL,
  	\`quiz_submissions\` numeric NOT NULL,
  	\`email_jobs\` numeric NOT NULL,
  	\`outbox_messages\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`deleted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_personal_data_deletions\`("id", "deleted_by_id", "inquiries", "quiz_submissions", "email_jobs", "outbox_messages", "updated_at", "created_at") SELECT "id", "deleted_by_id", "inquiries", "quiz_submissions", "email_jobs", "outbox_messages", "updated_at", "created_at" FROM \`personal_data_deletions\`;`)
  await db.run(sql`DROP TABLE \`personal_data_deletions\`;`)
  await db.run(sql`ALTER TABLE \`__new_personal_data_deletions\` RENAME TO \`personal_data_deletions\`;`)
  await db.run(sql`CREATE INDEX \`personal_data_deletions_deleted_by_idx\` ON \`personal_data_deletions\` (\`deleted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`personal_data_deletions_updated_at_idx\` ON \`personal_data_deletions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`personal_data_deletions_created_at_idx\` ON \`personal_data_deletions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`public_name\` text,
  	\`job_title\` text,
  	\`photo_id\` integer,
  	\`bio\` text,
  	\`two_factor_secret\` text,
  	\`two_factor_recovery_codes\` text,
  	\`two_factor_last_used_step\` numeric,
  	\`dashboard_visit_last_seen_at\` text,
  	\`dashboard_visit_counts_since\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "public_name", "job_title", "photo_id", "bio", "two_factor_secret", "two_factor_recovery_codes", "two_factor_last_used_step", "dashboard_visit_last_seen_at", "dashboard_visit_counts_since", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "public_name", "job_title", "photo_id", "bio", "two_factor_secret", "two_factor_recovery_codes", "two_factor_last_used_step", "dashboard_visit_last_seen_at", "dashboard_visit_counts_since", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_photo_idx\` ON \`users\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_kv\`("id", "key", "data") SELECT "id", "key", "data" FROM \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_kv\` RENAME TO \`payload_kv\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_jobs\`("id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "meta", "updated_at", "created_at") SELECT "id", "input", "completed_at", "total_tried", "has_error", "error", "task_slug", "queue", "wait_until", "processing", "meta", "updated_at", "created_at" FROM \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_jobs\` RENAME TO \`payload_jobs\`;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents\`("id", "global_slug", "updated_at", "created_at") SELECT "id", "global_slug", "updated_at", "created_at" FROM \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents\` RENAME TO \`payload_locked_documents\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences\`("id", "key", "value", "updated_at", "created_at") SELECT "id", "key", "value", "updated_at", "created_at" FROM \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences\` RENAME TO \`payload_preferences\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_migrations\`("id", "name", "batch", "updated_at", "created_at") SELECT "id", "name", "batch", "updated_at", "created_at" FROM \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_migrations\` RENAME TO \`payload_migrations\`;`)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`sms_number\` text NOT NULL,
  	\`fax_number\` text,
  	\`payment_form_url\` text,
  	\`scheduling_links_check_in\` text,
  	\`scheduling_links_estate_plan_checkup\` text,
  	\`scheduling_links_estate_plan_education\` text,
  	\`scheduling_links_estate_plan_design\` text,
  	\`scheduling_links_new_client\` text,
  	\`scheduling_links_new_business_client\` text,
  	\`scheduling_links_new_bankruptcy_client\` text,
  	\`scheduling_links_new_nonprofit_client\` text,
  	\`scheduling_links_petition_review_in_person\` text,
  	\`scheduling_links_petition_review_remote\` text,
  	\`site_name\` text NOT NULL,
  	\`slogan\` text,
  	\`address_street\` text NOT NULL,
  	\`address_city\` text NOT NULL,
  	\`address_state\` text DEFAULT 'CO' NOT NULL,
  	\`address_zip\` text NOT NULL,
  	\`founder_name\` text NOT NULL,
  	\`founder_job_title\` text NOT NULL,
  	\`founder_bar_number\` text,
  	\`seo_site_url\` text NOT NULL,
  	\`seo_title\` text NOT NULL,
  	\`seo_description\` text NOT NULL,
  	\`seo_logo_id\` integer,
  	\`seo_default_image_id\` integer,
  	\`seo_price_range\` text DEFAULT 'Fixed Fees',
  	\`analytics_tag_id\` text,
  	\`require_staff_two_factor\` integer DEFAULT false,
  	\`retention_inquiry_months\` numeric DEFAULT 12 NOT NULL,
  	\`retention_quiz_submission_months\` numeric DEFAULT 12 NOT NULL,
  	\`retention_statistics_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_default_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "email", "phone_number", "sms_number", "fax_number", "payment_form_url", "scheduling_links_check_in", "scheduling_links_estate_plan_checkup", "scheduling_links_estate_plan_education", "scheduling_links_estate_plan_design", "scheduling_links_new_client", "scheduling_links_new_business_client", "scheduling_links_new_bankruptcy_client", "scheduling_links_new_nonprofit_client", "scheduling_links_petition_review_in_person", "scheduling_links_petition_review_remote", "site_name", "slogan", "address_street", "address_city", "address_state", "address_zip", "founder_name", "founder_job_title", "founder_bar_number", "seo_site_url", "seo_title", "seo_description", "seo_logo_id", "seo_default_image_id", "seo_price_range", "analytics_tag_id", "require_staff_two_factor", "retention_inquiry_months", "retention_quiz_submission_months", "retention_statistics_months", "updated_at", "created_at") SELECT "id", "email", "phone_number", "sms_number", "fax_number", "payment_form_url", "scheduling_links_check_in", "scheduling_links_estate_plan_checkup", "scheduling_links_estate_plan_education", "scheduling_links_estate_plan_design", "scheduling_links_new_client", "scheduling_links_new_business_client", "scheduling_links_new_bankruptcy_client", "scheduling_links_new_nonprofit_client", "scheduling_links_petition_review_in_person", "scheduling_links_petition_review_remote", "site_name", "slogan", "address_street", "address_city", "address_state", "address_zip", "founder_name", "founder_job_title", "founder_bar_number", "seo_site_url", "seo_title", "seo_description", "seo_logo_id", "seo_default_image_id", "seo_price_range", "analytics_tag_id", "require_staff_two_factor", "retention_inquiry_months", "retention_quiz_submission_months", "retention_statistics_months", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_seo_seo_logo_idx\` ON \`site_settings\` (\`seo_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_seo_seo_default_image_idx\` ON \`site_settings\` (\`seo_default_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation\` RENAME TO \`navigation\`;`)
  await db.run(sql`CREATE TABLE \`__new_landings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dialog_heading\` text NOT NULL,
  	\`dialog_intro\` text,
  	\`neutral_heading\` text NOT NULL,
  	\`neutral_intro\` text,
  	\`payment_success_marker\` text DEFAULT 'utm_source=lawmatics' NOT NULL,
  	\`paid_heading\` text NOT NULL,
  	\`paid_text\` text NOT NULL,
  	\`unpaid_heading\` text NOT NULL,
  	\`unpaid_text\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landings\`("id", "dialog_heading", "dialog_intro", "neutral_heading", "neutral_intro", "payment_success_marker", "paid_heading", "paid_text", "unpaid_heading", "unpaid_text", "updated_at", "created_at") SELECT "id", "dialog_heading", "dialog_intro", "neutral_heading", "neutral_intro", "payment_success_marker", "paid_heading", "paid_text", "unpaid_heading", "unpaid_text", "updated_at", "created_at" FROM \`landings\`;`)
  await db.run(sql`DROP TABLE \`landings\`;`)
  await db.run(sql`ALTER TABLE \`__new_landings\` RENAME TO \`landings\`;`)
  await db.run(sql`CREATE TABLE \`__new_blog\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text NOT NULL,
  	\`featured_post_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`featured_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog\`("id", "intro", "featured_post_id", "updated_at", "created_at") SELECT "id", "intro", "featured_post_id", "updated_at", "created_at" FROM \`blog\`;`)
  await db.run(sql`DROP TABLE \`blog\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog\` RENAME TO \`blog\`;`)
  await db.run(sql`CREATE INDEX \`blog_featured_post_idx\` ON \`blog\` (\`featured_post_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_jobs_stats\`("id", "stats", "updated_at", "created_at") SELECT "id", "stats", "updated_at", "created_at" FROM \`payload_jobs_stats\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_jobs_stats\` RENAME TO \`payload_jobs_stats\`;`)
  // Only now: a table dropped with foreign keys on would first delete the rows that point to it
  // (drizzle-kit writes this line after the first table).
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
