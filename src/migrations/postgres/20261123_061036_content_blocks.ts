import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_feat_features_icon" AS ENUM('scroll-text', 'shield-check', 'briefcase', 'landmark', 'hand-heart', 'users', 'calendar', 'phone', 'file-text', 'scale');
  CREATE TYPE "public"."enum_pages_quotes_service_line" AS ENUM('estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits');
  CREATE TYPE "public"."enum_pages_sched_cards_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum___pages_v_feat_v_features_icon" AS ENUM('scroll-text', 'shield-check', 'briefcase', 'landmark', 'hand-heart', 'users', 'calendar', 'phone', 'file-text', 'scale');
  CREATE TYPE "public"."enum___pages_v_quotes_v_service_line" AS ENUM('estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits');
  CREATE TYPE "public"."enum___pages_v_sched_v_cards_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum_testimonials_service_line" AS ENUM('estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_service_line" AS ENUM('estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_aliases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar
  );
  
  CREATE TABLE "pages_feat_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_feat_features_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_feat" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What happens next',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What clients say',
  	"service_line" "enum_pages_quotes_service_line",
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_price_packages_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "pages_price_packages_not_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "pages_price_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price_dollars" numeric,
  	"summary" varchar
  );
  
  CREATE TABLE "pages_price" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_sched_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"scheduling_kind" "enum_pages_sched_cards_scheduling_kind",
  	"title" varchar,
  	"text" varchar,
  	"duration" varchar,
  	"button_label" varchar DEFAULT 'Book this meeting'
  );
  
  CREATE TABLE "pages_sched" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'About the attorney',
  	"photo_id" integer,
  	"bio" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_aliases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_feat_v_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum___pages_v_feat_v_features_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_feat_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_steps_v_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What happens next',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_quotes_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What clients say',
  	"service_line" "enum___pages_v_quotes_v_service_line",
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_price_v_packages_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_price_v_packages_not_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_price_v_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price_dollars" numeric,
  	"summary" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_price_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_sched_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"scheduling_kind" "enum___pages_v_sched_v_cards_scheduling_kind",
  	"title" varchar,
  	"text" varchar,
  	"duration" varchar,
  	"button_label" varchar DEFAULT 'Book this meeting',
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_sched_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_profile_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'About the attorney',
  	"photo_id" integer,
  	"bio" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"attribution" varchar,
  	"service_line" "enum_testimonials_service_line",
  	"consent_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_quote" varchar,
  	"version_attribution" varchar,
  	"version_service_line" "enum__testimonials_v_version_service_line",
  	"version_consent_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "pages_aliases" ADD CONSTRAINT "pages_aliases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_feat_features" ADD CONSTRAINT "pages_feat_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_feat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_feat" ADD CONSTRAINT "pages_feat_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_steps_steps" ADD CONSTRAINT "pages_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_steps" ADD CONSTRAINT "pages_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_quotes" ADD CONSTRAINT "pages_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_price_packages_included" ADD CONSTRAINT "pages_price_packages_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_price_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_price_packages_not_included" ADD CONSTRAINT "pages_price_packages_not_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_price_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_price_packages" ADD CONSTRAINT "pages_price_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_price"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_price" ADD CONSTRAINT "pages_price_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sched_cards" ADD CONSTRAINT "pages_sched_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_sched"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sched" ADD CONSTRAINT "pages_sched_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_profile" ADD CONSTRAINT "pages_profile_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_profile" ADD CONSTRAINT "pages_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_aliases" ADD CONSTRAINT "_pages_v_version_aliases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_feat_v_features" ADD CONSTRAINT "__pages_v_feat_v_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_feat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_feat_v" ADD CONSTRAINT "__pages_v_feat_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_steps_v_steps" ADD CONSTRAINT "__pages_v_steps_v_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_steps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_steps_v" ADD CONSTRAINT "__pages_v_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_quotes_v" ADD CONSTRAINT "__pages_v_quotes_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_price_v_packages_included" ADD CONSTRAINT "__pages_v_price_v_packages_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_price_v_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_price_v_packages_not_included" ADD CONSTRAINT "__pages_v_price_v_packages_not_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_price_v_packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_price_v_packages" ADD CONSTRAINT "__pages_v_price_v_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_price_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_price_v" ADD CONSTRAINT "__pages_v_price_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_sched_v_cards" ADD CONSTRAINT "__pages_v_sched_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_sched_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_sched_v" ADD CONSTRAINT "__pages_v_sched_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_profile_v" ADD CONSTRAINT "__pages_v_profile_v_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_profile_v" ADD CONSTRAINT "__pages_v_profile_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_aliases_order_idx" ON "pages_aliases" USING btree ("_order");
  CREATE INDEX "pages_aliases_parent_id_idx" ON "pages_aliases" USING btree ("_parent_id");
  CREATE INDEX "pages_feat_features_order_idx" ON "pages_feat_features" USING btree ("_order");
  CREATE INDEX "pages_feat_features_parent_id_idx" ON "pages_feat_features" USING btree ("_parent_id");
  CREATE INDEX "pages_feat_order_idx" ON "pages_feat" USING btree ("_order");
  CREATE INDEX "pages_feat_parent_id_idx" ON "pages_feat" USING btree ("_parent_id");
  CREATE INDEX "pages_feat_path_idx" ON "pages_feat" USING btree ("_path");
  CREATE INDEX "pages_steps_steps_order_idx" ON "pages_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_steps_steps_parent_id_idx" ON "pages_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_steps_order_idx" ON "pages_steps" USING btree ("_order");
  CREATE INDEX "pages_steps_parent_id_idx" ON "pages_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_steps_path_idx" ON "pages_steps" USING btree ("_path");
  CREATE INDEX "pages_quotes_order_idx" ON "pages_quotes" USING btree ("_order");
  CREATE INDEX "pages_quotes_parent_id_idx" ON "pages_quotes" USING btree ("_parent_id");
  CREATE INDEX "pages_quotes_path_idx" ON "pages_quotes" USING btree ("_path");
  CREATE INDEX "pages_price_packages_included_order_idx" ON "pages_price_packages_included" USING btree ("_order");
  CREATE INDEX "pages_price_packages_included_parent_id_idx" ON "pages_price_packages_included" USING btree ("_parent_id");
  CREATE INDEX "pages_price_packages_not_included_order_idx" ON "pages_price_packages_not_included" USING btree ("_order");
  CREATE INDEX "pages_price_packages_not_included_parent_id_idx" ON "pages_price_packages_not_included" USING btree ("_parent_id");
  CREATE INDEX "pages_price_packages_order_idx" ON "pages_price_packages" USING btree ("_order");
  CREATE INDEX "pages_price_packages_parent_id_idx" ON "pages_price_packages" USING btree ("_parent_id");
  CREATE INDEX "pages_price_order_idx" ON "pages_price" USING btree ("_order");
  CREATE INDEX "pages_price_parent_id_idx" ON "pages_price" USING btree ("_parent_id");
  CREATE INDEX "pages_price_path_idx" ON "pages_price" USING btree ("_path");
  CREATE INDEX "pages_sched_cards_order_idx" ON "pages_sched_cards" USING btree ("_order");
  CREATE INDEX "pages_sched_cards_parent_id_idx" ON "pages_sched_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_sched_order_idx" ON "pages_sched" USING btree ("_order");
  CREATE INDEX "pages_sched_parent_id_idx" ON "pages_sched" USING btree ("_parent_id");
  CREATE INDEX "pages_sched_path_idx" ON "pages_sched" USING btree ("_path");
  CREATE INDEX "pages_profile_order_idx" ON "pages_profile" USING btree ("_order");
  CREATE INDEX "pages_profile_parent_id_idx" ON "pages_profile" USING btree ("_parent_id");
  CREATE INDEX "pages_profile_path_idx" ON "pages_profile" USING btree ("_path");
  CREATE INDEX "pages_profile_photo_idx" ON "pages_profile" USING btree ("photo_id");
  CREATE INDEX "_pages_v_version_aliases_order_idx" ON "_pages_v_version_aliases" USING btree ("_order");
  CREATE INDEX "_pages_v_version_aliases_parent_id_idx" ON "_pages_v_version_aliases" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_feat_v_features_order_idx" ON "__pages_v_feat_v_features" USING btree ("_order");
  CREATE INDEX "__pages_v_feat_v_features_parent_id_idx" ON "__pages_v_feat_v_features" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_feat_v_order_idx" ON "__pages_v_feat_v" USING btree ("_order");
  CREATE INDEX "__pages_v_feat_v_parent_id_idx" ON "__pages_v_feat_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_feat_v_path_idx" ON "__pages_v_feat_v" USING btree ("_path");
  CREATE INDEX "__pages_v_steps_v_steps_order_idx" ON "__pages_v_steps_v_steps" USING btree ("_order");
  CREATE INDEX "__pages_v_steps_v_steps_parent_id_idx" ON "__pages_v_steps_v_steps" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_steps_v_order_idx" ON "__pages_v_steps_v" USING btree ("_order");
  CREATE INDEX "__pages_v_steps_v_parent_id_idx" ON "__pages_v_steps_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_steps_v_path_idx" ON "__pages_v_steps_v" USING btree ("_path");
  CREATE INDEX "__pages_v_quotes_v_order_idx" ON "__pages_v_quotes_v" USING btree ("_order");
  CREATE INDEX "__pages_v_quotes_v_parent_id_idx" ON "__pages_v_quotes_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_quotes_v_path_idx" ON "__pages_v_quotes_v" USING btree ("_path");
  CREATE INDEX "__pages_v_price_v_packages_included_order_idx" ON "__pages_v_price_v_packages_included" USING btree ("_order");
  CREATE INDEX "__pages_v_price_v_packages_included_parent_id_idx" ON "__pages_v_price_v_packages_included" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_price_v_packages_not_included_order_idx" ON "__pages_v_price_v_packages_not_included" USING btree ("_order");
  CREATE INDEX "__pages_v_price_v_packages_not_included_parent_id_idx" ON "__pages_v_price_v_packages_not_included" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_price_v_packages_order_idx" ON "__pages_v_price_v_packages" USING btree ("_order");
  CREATE INDEX "__pages_v_price_v_packages_parent_id_idx" ON "__pages_v_price_v_packages" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_price_v_order_idx" ON "__pages_v_price_v" USING btree ("_order");
  CREATE INDEX "__pages_v_price_v_parent_id_idx" ON "__pages_v_price_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_price_v_path_idx" ON "__pages_v_price_v" USING btree ("_path");
  CREATE INDEX "__pages_v_sched_v_cards_order_idx" ON "__pages_v_sched_v_cards" USING btree ("_order");
  CREATE INDEX "__pages_v_sched_v_cards_parent_id_idx" ON "__pages_v_sched_v_cards" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_sched_v_order_idx" ON "__pages_v_sched_v" USING btree ("_order");
  CREATE INDEX "__pages_v_sched_v_parent_id_idx" ON "__pages_v_sched_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_sched_v_path_idx" ON "__pages_v_sched_v" USING btree ("_path");
  CREATE INDEX "__pages_v_profile_v_order_idx" ON "__pages_v_profile_v" USING btree ("_order");
  CREATE INDEX "__pages_v_profile_v_parent_id_idx" ON "__pages_v_profile_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_profile_v_path_idx" ON "__pages_v_profile_v" USING btree ("_path");
  CREATE INDEX "__pages_v_profile_v_photo_idx" ON "__pages_v_profile_v" USING btree ("photo_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_aliases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_feat_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_feat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_price_packages_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_price_packages_not_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_price_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_price" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_sched_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_sched" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_profile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_aliases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_feat_v_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_feat_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_steps_v_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_steps_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_quotes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_price_v_packages_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_price_v_packages_not_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_price_v_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_price_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_sched_v_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_sched_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_profile_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_aliases" CASCADE;
  DROP TABLE "pages_feat_features" CASCADE;
  DROP TABLE "pages_feat" CASCADE;
  DROP TABLE "pages_steps_steps" CASCADE;
  DROP TABLE "pages_steps" CASCADE;
  DROP TABLE "pages_quotes" CASCADE;
  DROP TABLE "pages_price_packages_included" CASCADE;
  DROP TABLE "pages_price_packages_not_included" CASCADE;
  DROP TABLE "pages_price_packages" CASCADE;
  DROP TABLE "pages_price" CASCADE;
  DROP TABLE "pages_sched_cards" CASCADE;
  DROP TABLE "pages_sched" CASCADE;
  DROP TABLE "pages_profile" CASCADE;
  DROP TABLE "_pages_v_version_aliases" CASCADE;
  DROP TABLE "__pages_v_feat_v_features" CASCADE;
  DROP TABLE "__pages_v_feat_v" CASCADE;
  DROP TABLE "__pages_v_steps_v_steps" CASCADE;
  DROP TABLE "__pages_v_steps_v" CASCADE;
  DROP TABLE "__pages_v_quotes_v" CASCADE;
  DROP TABLE "__pages_v_price_v_packages_included" CASCADE;
  DROP TABLE "__pages_v_price_v_packages_not_included" CASCADE;
  DROP TABLE "__pages_v_price_v_packages" CASCADE;
  DROP TABLE "__pages_v_price_v" CASCADE;
  DROP TABLE "__pages_v_sched_v_cards" CASCADE;
  DROP TABLE "__pages_v_sched_v" CASCADE;
  DROP TABLE "__pages_v_profile_v" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  DROP INDEX "pages_blocks_hero_image_idx";
  DROP INDEX "_pages_v_blocks_hero_image_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  DROP TYPE "public"."enum_pages_feat_features_icon";
  DROP TYPE "public"."enum_pages_quotes_service_line";
  DROP TYPE "public"."enum_pages_sched_cards_scheduling_kind";
  DROP TYPE "public"."enum___pages_v_feat_v_features_icon";
  DROP TYPE "public"."enum___pages_v_quotes_v_service_line";
  DROP TYPE "public"."enum___pages_v_sched_v_cards_scheduling_kind";
  DROP TYPE "public"."enum_testimonials_service_line";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_service_line";
  DROP TYPE "public"."enum__testimonials_v_version_status";`)
}
