import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_search_records_type" ADD VALUE 'quiz';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_records" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_search_records_type";
  CREATE TYPE "public"."enum_search_records_type" AS ENUM('page', 'service', 'post', 'category', 'tag', 'faq');
  ALTER TABLE "search_records" ALTER COLUMN "type" SET DATA TYPE "public"."enum_search_records_type" USING "type"::"public"."enum_search_records_type";`)
}
