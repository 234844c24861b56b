import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_records_type" AS ENUM('page', 'service', 'post', 'category', 'tag');
  CREATE TYPE "public"."enum_search_records_service_line" AS ENUM('estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits');
  CREATE TABLE "search_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"object_i_d" varchar NOT NULL,
  	"type" "enum_search_records_type" NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"excerpt" varchar,
  	"body" varchar,
  	"service_line" "enum_search_records_service_line",
  	"category" varchar,
  	"date" timestamp(3) with time zone,
  	"starting_price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_records_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_records_id" integer;
  ALTER TABLE "search_records_texts" ADD CONSTRAINT "search_records_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "search_records_object_i_d_idx" ON "search_records" USING btree ("object_i_d");
  CREATE INDEX "search_records_updated_at_idx" ON "search_records" USING btree ("updated_at");
  CREATE INDEX "search_records_created_at_idx" ON "search_records" USING btree ("created_at");
  CREATE INDEX "search_records_texts_order_parent" ON "search_records_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_records_fk" FOREIGN KEY ("search_records_id") REFERENCES "public"."search_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_records_id_idx" ON "payload_locked_documents_rels" USING btree ("search_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_records_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_records" CASCADE;
  DROP TABLE "search_records_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_records_id";
  DROP TYPE "public"."enum_search_records_type";
  DROP TYPE "public"."enum_search_records_service_line";`)
}
