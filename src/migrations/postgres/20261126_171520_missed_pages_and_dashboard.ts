import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_missed_pages_source" AS ENUM('visitor', 'bot');
  CREATE TABLE "missed_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"source" "enum_missed_pages_source" NOT NULL,
  	"path" varchar NOT NULL,
  	"referrer_host" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "dashboard_visit_last_seen_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "dashboard_visit_counts_since" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "missed_pages_id" integer;
  CREATE INDEX "missed_pages_day_idx" ON "missed_pages" USING btree ("day");
  CREATE INDEX "missed_pages_updated_at_idx" ON "missed_pages" USING btree ("updated_at");
  CREATE INDEX "missed_pages_created_at_idx" ON "missed_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_source_path_referrerHost_idx" ON "missed_pages" USING btree ("day","source","path","referrer_host");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_missed_pages_fk" FOREIGN KEY ("missed_pages_id") REFERENCES "public"."missed_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_missed_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("missed_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "missed_pages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "missed_pages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_missed_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_missed_pages_id_idx";
  ALTER TABLE "users" DROP COLUMN "dashboard_visit_last_seen_at";
  ALTER TABLE "users" DROP COLUMN "dashboard_visit_counts_since";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "missed_pages_id";
  DROP TYPE "public"."enum_missed_pages_source";`)
}
