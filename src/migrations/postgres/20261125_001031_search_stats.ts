import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_stats_kind" AS ENUM('query', 'zeroResults', 'view', 'click');
  CREATE TABLE "search_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"kind" "enum_search_stats_kind" NOT NULL,
  	"term" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_stats_id" integer;
  CREATE INDEX "search_stats_day_idx" ON "search_stats" USING btree ("day");
  CREATE INDEX "search_stats_updated_at_idx" ON "search_stats" USING btree ("updated_at");
  CREATE INDEX "search_stats_created_at_idx" ON "search_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_kind_term_idx" ON "search_stats" USING btree ("day","kind","term");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_stats_fk" FOREIGN KEY ("search_stats_id") REFERENCES "public"."search_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("search_stats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_stats_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_stats_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_stats_id";
  DROP TYPE "public"."enum_search_stats_kind";`)
}
