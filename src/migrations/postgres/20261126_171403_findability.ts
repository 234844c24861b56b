import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_search_records_type" ADD VALUE 'tool';
  CREATE TABLE "tools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"search_words" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_header_submenu" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"path" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tools_id" integer;
  ALTER TABLE "navigation_header_submenu" ADD CONSTRAINT "navigation_header_submenu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_header"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "tools_path_idx" ON "tools" USING btree ("path");
  CREATE INDEX "tools_updated_at_idx" ON "tools" USING btree ("updated_at");
  CREATE INDEX "tools_created_at_idx" ON "tools" USING btree ("created_at");
  CREATE INDEX "navigation_header_submenu_order_idx" ON "navigation_header_submenu" USING btree ("_order");
  CREATE INDEX "navigation_header_submenu_parent_id_idx" ON "navigation_header_submenu" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tools_fk" FOREIGN KEY ("tools_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tools_id_idx" ON "payload_locked_documents_rels" USING btree ("tools_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tools" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_header_submenu" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tools" CASCADE;
  DROP TABLE "navigation_header_submenu" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tools_fk";
  
  DELETE FROM "search_records" WHERE "type" = 'tool';
  ALTER TABLE "search_records" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_search_records_type";
  CREATE TYPE "public"."enum_search_records_type" AS ENUM('page', 'service', 'post', 'category', 'tag', 'faq', 'quiz');
  ALTER TABLE "search_records" ALTER COLUMN "type" SET DATA TYPE "public"."enum_search_records_type" USING "type"::"public"."enum_search_records_type";
  DROP INDEX "payload_locked_documents_rels_tools_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tools_id";`)
}
