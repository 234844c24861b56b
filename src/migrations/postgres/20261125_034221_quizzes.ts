import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quizzes_questions_kind" AS ENUM('single', 'multiple', 'yesNo', 'scale');
  CREATE TYPE "public"."enum_quizzes_bands_next_step_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum_quizzes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__quizzes_v_version_questions_kind" AS ENUM('single', 'multiple', 'yesNo', 'scale');
  CREATE TYPE "public"."enum__quizzes_v_version_bands_next_step_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum__quizzes_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "quizzes_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric DEFAULT 0,
  	"branch_to" varchar,
  	"score_floor" numeric,
  	"score_ceiling" numeric,
  	"why_it_matters" varchar,
  	"post_id" integer
  );
  
  CREATE TABLE "quizzes_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"kind" "enum_quizzes_questions_kind" DEFAULT 'single',
  	"text" varchar,
  	"help" varchar
  );
  
  CREATE TABLE "quizzes_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"min" numeric,
  	"max" numeric,
  	"explanation" varchar,
  	"next_step_label" varchar,
  	"next_step_scheduling_kind" "enum_quizzes_bands_next_step_scheduling_kind",
  	"next_step_url" varchar
  );
  
  CREATE TABLE "quizzes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"intro" varchar,
  	"estimated_minutes" numeric DEFAULT 5,
  	"pdf_needs_email" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_quizzes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_quizzes_v_version_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" numeric DEFAULT 0,
  	"branch_to" varchar,
  	"score_floor" numeric,
  	"score_ceiling" numeric,
  	"why_it_matters" varchar,
  	"post_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quizzes_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"kind" "enum__quizzes_v_version_questions_kind" DEFAULT 'single',
  	"text" varchar,
  	"help" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quizzes_v_version_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"min" numeric,
  	"max" numeric,
  	"explanation" varchar,
  	"next_step_label" varchar,
  	"next_step_scheduling_kind" "enum__quizzes_v_version_bands_next_step_scheduling_kind",
  	"next_step_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quizzes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_intro" varchar,
  	"version_estimated_minutes" numeric DEFAULT 5,
  	"version_pdf_needs_email" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__quizzes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quizzes_id" integer;
  ALTER TABLE "quizzes_questions_answers" ADD CONSTRAINT "quizzes_questions_answers_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzes_questions_answers" ADD CONSTRAINT "quizzes_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzes_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzes_questions" ADD CONSTRAINT "quizzes_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzes_bands" ADD CONSTRAINT "quizzes_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quizzes_v_version_questions_answers" ADD CONSTRAINT "_quizzes_v_version_questions_answers_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quizzes_v_version_questions_answers" ADD CONSTRAINT "_quizzes_v_version_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quizzes_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quizzes_v_version_questions" ADD CONSTRAINT "_quizzes_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quizzes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quizzes_v_version_bands" ADD CONSTRAINT "_quizzes_v_version_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quizzes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quizzes_v" ADD CONSTRAINT "_quizzes_v_parent_id_quizzes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quizzes_questions_answers_order_idx" ON "quizzes_questions_answers" USING btree ("_order");
  CREATE INDEX "quizzes_questions_answers_parent_id_idx" ON "quizzes_questions_answers" USING btree ("_parent_id");
  CREATE INDEX "quizzes_questions_answers_post_idx" ON "quizzes_questions_answers" USING btree ("post_id");
  CREATE INDEX "quizzes_questions_order_idx" ON "quizzes_questions" USING btree ("_order");
  CREATE INDEX "quizzes_questions_parent_id_idx" ON "quizzes_questions" USING btree ("_parent_id");
  CREATE INDEX "quizzes_bands_order_idx" ON "quizzes_bands" USING btree ("_order");
  CREATE INDEX "quizzes_bands_parent_id_idx" ON "quizzes_bands" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quizzes_slug_idx" ON "quizzes" USING btree ("slug");
  CREATE INDEX "quizzes_updated_at_idx" ON "quizzes" USING btree ("updated_at");
  CREATE INDEX "quizzes_created_at_idx" ON "quizzes" USING btree ("created_at");
  CREATE INDEX "quizzes__status_idx" ON "quizzes" USING btree ("_status");
  CREATE INDEX "_quizzes_v_version_questions_answers_order_idx" ON "_quizzes_v_version_questions_answers" USING btree ("_order");
  CREATE INDEX "_quizzes_v_version_questions_answers_parent_id_idx" ON "_quizzes_v_version_questions_answers" USING btree ("_parent_id");
  CREATE INDEX "_quizzes_v_version_questions_answers_post_idx" ON "_quizzes_v_version_questions_answers" USING btree ("post_id");
  CREATE INDEX "_quizzes_v_version_questions_order_idx" ON "_quizzes_v_version_questions" USING btree ("_order");
  CREATE INDEX "_quizzes_v_version_questions_parent_id_idx" ON "_quizzes_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "_quizzes_v_version_bands_order_idx" ON "_quizzes_v_version_bands" USING btree ("_order");
  CREATE INDEX "_quizzes_v_version_bands_parent_id_idx" ON "_quizzes_v_version_bands" USING btree ("_parent_id");
  CREATE INDEX "_quizzes_v_parent_idx" ON "_quizzes_v" USING btree ("parent_id");
  CREATE INDEX "_quizzes_v_version_version_slug_idx" ON "_quizzes_v" USING btree ("version_slug");
  CREATE INDEX "_quizzes_v_version_version_updated_at_idx" ON "_quizzes_v" USING btree ("version_updated_at");
  CREATE INDEX "_quizzes_v_version_version_created_at_idx" ON "_quizzes_v" USING btree ("version_created_at");
  CREATE INDEX "_quizzes_v_version_version__status_idx" ON "_quizzes_v" USING btree ("version__status");
  CREATE INDEX "_quizzes_v_created_at_idx" ON "_quizzes_v" USING btree ("created_at");
  CREATE INDEX "_quizzes_v_updated_at_idx" ON "_quizzes_v" USING btree ("updated_at");
  CREATE INDEX "_quizzes_v_latest_idx" ON "_quizzes_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quizzes_fk" FOREIGN KEY ("quizzes_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quizzes_id_idx" ON "payload_locked_documents_rels" USING btree ("quizzes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quizzes_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzes_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzes_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quizzes_v_version_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quizzes_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quizzes_v_version_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quizzes_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quizzes_questions_answers" CASCADE;
  DROP TABLE "quizzes_questions" CASCADE;
  DROP TABLE "quizzes_bands" CASCADE;
  DROP TABLE "quizzes" CASCADE;
  DROP TABLE "_quizzes_v_version_questions_answers" CASCADE;
  DROP TABLE "_quizzes_v_version_questions" CASCADE;
  DROP TABLE "_quizzes_v_version_bands" CASCADE;
  DROP TABLE "_quizzes_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quizzes_fk";
  
  DROP INDEX "payload_locked_documents_rels_quizzes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quizzes_id";
  DROP TYPE "public"."enum_quizzes_questions_kind";
  DROP TYPE "public"."enum_quizzes_bands_next_step_scheduling_kind";
  DROP TYPE "public"."enum_quizzes_status";
  DROP TYPE "public"."enum__quizzes_v_version_questions_kind";
  DROP TYPE "public"."enum__quizzes_v_version_bands_next_step_scheduling_kind";
  DROP TYPE "public"."enum__quizzes_v_version_status";`)
}
