import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyRetention' BEFORE 'schedulePublish';
  CREATE TABLE "pages_keep" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'How long we keep it',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_keep_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'How long we keep it',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "became_client" boolean DEFAULT false;
  ALTER TABLE "quiz_submissions" ADD COLUMN "became_client" boolean DEFAULT false;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "retention_inquiry_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_quiz_submission_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "retention_statistics_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "pages_keep" ADD CONSTRAINT "pages_keep_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_keep_v" ADD CONSTRAINT "__pages_v_keep_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_keep_order_idx" ON "pages_keep" USING btree ("_order");
  CREATE INDEX "pages_keep_parent_id_idx" ON "pages_keep" USING btree ("_parent_id");
  CREATE INDEX "pages_keep_path_idx" ON "pages_keep" USING btree ("_path");
  CREATE INDEX "__pages_v_keep_v_order_idx" ON "__pages_v_keep_v" USING btree ("_order");
  CREATE INDEX "__pages_v_keep_v_parent_id_idx" ON "__pages_v_keep_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_keep_v_path_idx" ON "__pages_v_keep_v" USING btree ("_path");
  CREATE INDEX "inquiries_became_client_idx" ON "inquiries" USING btree ("became_client");
  CREATE INDEX "quiz_submissions_became_client_idx" ON "quiz_submissions" USING btree ("became_client");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_keep" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_keep_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_keep" CASCADE;
  DROP TABLE "__pages_v_keep_v" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyFirmOfInquiry', 'syncPostPdf', 'emailQuizReport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyFirmOfInquiry', 'syncPostPdf', 'emailQuizReport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "inquiries_became_client_idx";
  DROP INDEX "quiz_submissions_became_client_idx";
  ALTER TABLE "inquiries" DROP COLUMN "became_client";
  ALTER TABLE "quiz_submissions" DROP COLUMN "became_client";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "site_settings" DROP COLUMN "retention_inquiry_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_quiz_submission_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_statistics_months";`)
}
