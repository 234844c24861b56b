import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_post_pdfs_status" AS ENUM('ready', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'syncPostPdf' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'syncPostPdf' BEFORE 'schedulePublish';
  CREATE TABLE "pages_blog_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'From the blog',
  	"category_id" integer,
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blog_posts_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'From the blog',
  	"category_id" integer,
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "post_pdfs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"post_id" integer,
  	"status" "enum_post_pdfs_status" NOT NULL,
  	"url" varchar,
  	"bytes" numeric,
  	"rendered_at" timestamp(3) with time zone,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "post_pdfs_id" integer;
  ALTER TABLE "pages_blog_posts" ADD CONSTRAINT "pages_blog_posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blog_posts" ADD CONSTRAINT "pages_blog_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blog_posts_v" ADD CONSTRAINT "__pages_v_blog_posts_v_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blog_posts_v" ADD CONSTRAINT "__pages_v_blog_posts_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "post_pdfs" ADD CONSTRAINT "post_pdfs_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blog_posts_order_idx" ON "pages_blog_posts" USING btree ("_order");
  CREATE INDEX "pages_blog_posts_parent_id_idx" ON "pages_blog_posts" USING btree ("_parent_id");
  CREATE INDEX "pages_blog_posts_path_idx" ON "pages_blog_posts" USING btree ("_path");
  CREATE INDEX "pages_blog_posts_category_idx" ON "pages_blog_posts" USING btree ("category_id");
  CREATE INDEX "__pages_v_blog_posts_v_order_idx" ON "__pages_v_blog_posts_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blog_posts_v_parent_id_idx" ON "__pages_v_blog_posts_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blog_posts_v_path_idx" ON "__pages_v_blog_posts_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blog_posts_v_category_idx" ON "__pages_v_blog_posts_v" USING btree ("category_id");
  CREATE UNIQUE INDEX "post_pdfs_slug_idx" ON "post_pdfs" USING btree ("slug");
  CREATE INDEX "post_pdfs_post_idx" ON "post_pdfs" USING btree ("post_id");
  CREATE INDEX "post_pdfs_updated_at_idx" ON "post_pdfs" USING btree ("updated_at");
  CREATE INDEX "post_pdfs_created_at_idx" ON "post_pdfs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_post_pdfs_fk" FOREIGN KEY ("post_pdfs_id") REFERENCES "public"."post_pdfs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_post_pdfs_id_idx" ON "payload_locked_documents_rels" USING btree ("post_pdfs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_blog_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "post_pdfs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blog_posts" CASCADE;
  DROP TABLE "__pages_v_blog_posts_v" CASCADE;
  DROP TABLE "post_pdfs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_post_pdfs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyFirmOfInquiry', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyFirmOfInquiry', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_post_pdfs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "post_pdfs_id";
  DROP TYPE "public"."enum_post_pdfs_status";`)
}
