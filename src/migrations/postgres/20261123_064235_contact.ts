import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiries_reply_by" AS ENUM('email', 'phone', 'text');
  CREATE TYPE "public"."enum_inquiries_topic" AS ENUM('estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits', 'other');
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'replied', 'closed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyFirmOfInquiry' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyFirmOfInquiry' BEFORE 'schedulePublish';
  CREATE TABLE "pages_reach" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'How to reach us',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Send us a message',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_reach_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'How to reach us',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_form_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Send us a message',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"reply_by" "enum_inquiries_reply_by" NOT NULL,
  	"topic" "enum_inquiries_topic" NOT NULL,
  	"message" varchar NOT NULL,
  	"acknowledged_notice_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_inquiries_status" DEFAULT 'new' NOT NULL,
  	"firm_notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiries_id" integer;
  ALTER TABLE "pages_reach" ADD CONSTRAINT "pages_reach_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_form" ADD CONSTRAINT "pages_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_reach_v" ADD CONSTRAINT "__pages_v_reach_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_form_v" ADD CONSTRAINT "__pages_v_form_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_reach_order_idx" ON "pages_reach" USING btree ("_order");
  CREATE INDEX "pages_reach_parent_id_idx" ON "pages_reach" USING btree ("_parent_id");
  CREATE INDEX "pages_reach_path_idx" ON "pages_reach" USING btree ("_path");
  CREATE INDEX "pages_form_order_idx" ON "pages_form" USING btree ("_order");
  CREATE INDEX "pages_form_parent_id_idx" ON "pages_form" USING btree ("_parent_id");
  CREATE INDEX "pages_form_path_idx" ON "pages_form" USING btree ("_path");
  CREATE INDEX "__pages_v_reach_v_order_idx" ON "__pages_v_reach_v" USING btree ("_order");
  CREATE INDEX "__pages_v_reach_v_parent_id_idx" ON "__pages_v_reach_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_reach_v_path_idx" ON "__pages_v_reach_v" USING btree ("_path");
  CREATE INDEX "__pages_v_form_v_order_idx" ON "__pages_v_form_v" USING btree ("_order");
  CREATE INDEX "__pages_v_form_v_parent_id_idx" ON "__pages_v_form_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_form_v_path_idx" ON "__pages_v_form_v" USING btree ("_path");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_reach" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_reach_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_form_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_reach" CASCADE;
  DROP TABLE "pages_form" CASCADE;
  DROP TABLE "__pages_v_reach_v" CASCADE;
  DROP TABLE "__pages_v_form_v" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_inquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiries_id";
  DROP TYPE "public"."enum_inquiries_reply_by";
  DROP TYPE "public"."enum_inquiries_topic";
  DROP TYPE "public"."enum_inquiries_status";`)
}
