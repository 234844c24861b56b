import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_pay_payable\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_pay\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_pay_payable_order_idx\` ON \`pages_pay_payable\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_pay_payable_parent_id_idx\` ON \`pages_pay_payable\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_pay\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`needed\` text,
  	\`button_label\` text DEFAULT 'Continue to the secure payment form',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_pay_order_idx\` ON \`pages_pay\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_pay_parent_id_idx\` ON \`pages_pay\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_pay_path_idx\` ON \`pages_pay\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_pay_v_payable\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_pay_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_payable_order_idx\` ON \`__pages_v_pay_v_payable\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_payable_parent_id_idx\` ON \`__pages_v_pay_v_payable\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_pay_v\` (
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
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_order_idx\` ON \`__pages_v_pay_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_parent_id_idx\` ON \`__pages_v_pay_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_pay_v_path_idx\` ON \`__pages_v_pay_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`landings_dialog_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_line\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`first_meeting\` text NOT NULL,
  	\`scheduling_kind\` text NOT NULL,
  	\`button_label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_dialog_cards_order_idx\` ON \`landings_dialog_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_dialog_cards_parent_id_idx\` ON \`landings_dialog_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_confirmations_next_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_confirmations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_confirmations_next_steps_order_idx\` ON \`landings_confirmations_next_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_confirmations_next_steps_parent_id_idx\` ON \`landings_confirmations_next_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_confirmations_prepare\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings_confirmations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_confirmations_prepare_order_idx\` ON \`landings_confirmations_prepare\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_confirmations_prepare_parent_id_idx\` ON \`landings_confirmations_prepare\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings_confirmations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`heading\` text NOT NULL,
  	\`lead\` text,
  	\`reschedule\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landings_confirmations_order_idx\` ON \`landings_confirmations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landings_confirmations_parent_id_idx\` ON \`landings_confirmations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`landings\` (
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
  await db.run(sql`ALTER TABLE \`pages\` ADD \`noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_noindex\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_pay_payable\`;`)
  await db.run(sql`DROP TABLE \`pages_pay\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_pay_v_payable\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_pay_v\`;`)
  await db.run(sql`DROP TABLE \`landings_dialog_cards\`;`)
  await db.run(sql`DROP TABLE \`landings_confirmations_next_steps\`;`)
  await db.run(sql`DROP TABLE \`landings_confirmations_prepare\`;`)
  await db.run(sql`DROP TABLE \`landings_confirmations\`;`)
  await db.run(sql`DROP TABLE \`landings\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`noindex\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_noindex\`;`)
}
