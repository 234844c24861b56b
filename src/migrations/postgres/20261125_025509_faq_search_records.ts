import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_search_records_type" ADD VALUE 'faq';
  ALTER TABLE "search_records" ADD COLUMN "source" varchar;
  CREATE INDEX "search_records_source_idx" ON "search_records" USING btree ("source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_records" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_search_records_type";
  CREATE TYPE "public"."enum_search_records_type" AS ENUM('page', 'service', 'post', 'category', 'tag');
  ALTER TABLE "search_records" ALTER COLUMN "type" SET DATA TYPE "public"."enum_search_records_type" USING "type"::"public"."enum_search_records_type";
  DROP INDEX "search_records_source_idx";
  ALTER TABLE "search_records" DROP COLUMN "source";`)
}
