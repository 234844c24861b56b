import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_actions_link_type" AS ENUM('page', 'schedule', 'phone', 'sms', 'email', 'external');
  CREATE TYPE "public"."enum_pages_blocks_hero_actions_link_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum_pages_svc_services_icon" AS ENUM('scroll-text', 'shield-check', 'briefcase', 'landmark', 'hand-heart', 'users', 'calendar', 'phone', 'file-text', 'scale');
  CREATE TYPE "public"."enum_pages_about_link_type" AS ENUM('page', 'schedule', 'phone', 'sms', 'email', 'external');
  CREATE TYPE "public"."enum_pages_about_link_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum_pages_cta_actions_link_type" AS ENUM('page', 'schedule', 'phone', 'sms', 'email', 'external');
  CREATE TYPE "public"."enum_pages_cta_actions_link_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_actions_link_type" AS ENUM('page', 'schedule', 'phone', 'sms', 'email', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_actions_link_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum___pages_v_svc_v_services_icon" AS ENUM('scroll-text', 'shield-check', 'briefcase', 'landmark', 'hand-heart', 'users', 'calendar', 'phone', 'file-text', 'scale');
  CREATE TYPE "public"."enum___pages_v_about_v_link_type" AS ENUM('page', 'schedule', 'phone', 'sms', 'email', 'external');
  CREATE TYPE "public"."enum___pages_v_about_v_link_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum___pages_v_cta_v_actions_link_type" AS ENUM('page', 'schedule', 'phone', 'sms', 'email', 'external');
  CREATE TYPE "public"."enum___pages_v_cta_v_actions_link_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_site_settings_opening_hours_day" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');
  CREATE TYPE "public"."enum_site_settings_opening_hours_status" AS ENUM('open', 'byAppointment', 'closed');
  CREATE TYPE "public"."enum_site_settings_seo_local_keywords_service_line" AS ENUM('estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits');
  CREATE TABLE "pages_blocks_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_label" varchar,
  	"link_type" "enum_pages_blocks_hero_actions_link_type" DEFAULT 'page',
  	"link_path" varchar,
  	"link_scheduling_kind" "enum_pages_blocks_hero_actions_link_scheduling_kind",
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"lead" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rich" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_svc_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"path" varchar,
  	"icon" "enum_pages_svc_services_icon"
  );
  
  CREATE TABLE "pages_svc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Common questions',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_about" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_type" "enum_pages_about_link_type" DEFAULT 'page',
  	"link_path" varchar,
  	"link_scheduling_kind" "enum_pages_about_link_scheduling_kind",
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_cta_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_label" varchar,
  	"link_type" "enum_pages_cta_actions_link_type" DEFAULT 'page',
  	"link_path" varchar,
  	"link_scheduling_kind" "enum_pages_cta_actions_link_scheduling_kind",
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"path" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_blocks_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_label" varchar,
  	"link_type" "enum__pages_v_blocks_hero_actions_link_type" DEFAULT 'page',
  	"link_path" varchar,
  	"link_scheduling_kind" "enum__pages_v_blocks_hero_actions_link_scheduling_kind",
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"lead" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_rich_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_svc_v_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"path" varchar,
  	"icon" "enum___pages_v_svc_v_services_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_svc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_faq_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_faq_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Common questions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_about_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_type" "enum___pages_v_about_v_link_type" DEFAULT 'page',
  	"link_path" varchar,
  	"link_scheduling_kind" "enum___pages_v_about_v_link_scheduling_kind",
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_cta_v_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_label" varchar,
  	"link_type" "enum___pages_v_cta_v_actions_link_type" DEFAULT 'page',
  	"link_path" varchar,
  	"link_scheduling_kind" "enum___pages_v_cta_v_actions_link_scheduling_kind",
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_path" varchar,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"is_permanent" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"media_id" integer,
  	"redirects_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_founder_credentials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"credential" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_site_settings_opening_hours_day" NOT NULL,
  	"status" "enum_site_settings_opening_hours_status" DEFAULT 'open' NOT NULL,
  	"opens" varchar,
  	"closes" varchar
  );
  
  CREATE TABLE "site_settings_seo_local_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_line" "enum_site_settings_seo_local_keywords_service_line" NOT NULL
  );
  
  CREATE TABLE "site_settings_seo_social_profiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"sms_number" varchar NOT NULL,
  	"fax_number" varchar,
  	"payment_form_url" varchar,
  	"scheduling_links_check_in" varchar,
  	"scheduling_links_estate_plan_checkup" varchar,
  	"scheduling_links_estate_plan_education" varchar,
  	"scheduling_links_estate_plan_design" varchar,
  	"scheduling_links_new_client" varchar,
  	"scheduling_links_new_business_client" varchar,
  	"scheduling_links_new_bankruptcy_client" varchar,
  	"scheduling_links_new_nonprofit_client" varchar,
  	"scheduling_links_petition_review_in_person" varchar,
  	"scheduling_links_petition_review_remote" varchar,
  	"site_name" varchar NOT NULL,
  	"slogan" varchar,
  	"address_street" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"address_state" varchar DEFAULT 'CO' NOT NULL,
  	"address_zip" varchar NOT NULL,
  	"founder_name" varchar NOT NULL,
  	"founder_job_title" varchar NOT NULL,
  	"founder_bar_number" varchar,
  	"seo_site_url" varchar NOT NULL,
  	"seo_title" varchar NOT NULL,
  	"seo_description" varchar NOT NULL,
  	"seo_logo_id" integer,
  	"seo_default_image_id" integer,
  	"seo_price_range" varchar DEFAULT 'Fixed Fees',
  	"analytics_tag_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero_actions" ADD CONSTRAINT "pages_blocks_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rich" ADD CONSTRAINT "pages_rich_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_svc_services" ADD CONSTRAINT "pages_svc_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_svc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_svc" ADD CONSTRAINT "pages_svc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_faq_items" ADD CONSTRAINT "pages_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_faq" ADD CONSTRAINT "pages_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_about" ADD CONSTRAINT "pages_about_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_cta_actions" ADD CONSTRAINT "pages_cta_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_cta" ADD CONSTRAINT "pages_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD CONSTRAINT "_pages_v_blocks_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_rich_v" ADD CONSTRAINT "__pages_v_rich_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_svc_v_services" ADD CONSTRAINT "__pages_v_svc_v_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_svc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_svc_v" ADD CONSTRAINT "__pages_v_svc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_faq_v_items" ADD CONSTRAINT "__pages_v_faq_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_faq_v" ADD CONSTRAINT "__pages_v_faq_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_about_v" ADD CONSTRAINT "__pages_v_about_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_cta_v_actions" ADD CONSTRAINT "__pages_v_cta_v_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_cta_v" ADD CONSTRAINT "__pages_v_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_founder_credentials" ADD CONSTRAINT "site_settings_founder_credentials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_services" ADD CONSTRAINT "site_settings_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_opening_hours" ADD CONSTRAINT "site_settings_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_seo_local_keywords" ADD CONSTRAINT "site_settings_seo_local_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_seo_social_profiles" ADD CONSTRAINT "site_settings_seo_social_profiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_seo_logo_id_media_id_fk" FOREIGN KEY ("seo_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_seo_default_image_id_media_id_fk" FOREIGN KEY ("seo_default_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_texts" ADD CONSTRAINT "site_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_actions_order_idx" ON "pages_blocks_hero_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_actions_parent_id_idx" ON "pages_blocks_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_rich_order_idx" ON "pages_rich" USING btree ("_order");
  CREATE INDEX "pages_rich_parent_id_idx" ON "pages_rich" USING btree ("_parent_id");
  CREATE INDEX "pages_rich_path_idx" ON "pages_rich" USING btree ("_path");
  CREATE INDEX "pages_svc_services_order_idx" ON "pages_svc_services" USING btree ("_order");
  CREATE INDEX "pages_svc_services_parent_id_idx" ON "pages_svc_services" USING btree ("_parent_id");
  CREATE INDEX "pages_svc_order_idx" ON "pages_svc" USING btree ("_order");
  CREATE INDEX "pages_svc_parent_id_idx" ON "pages_svc" USING btree ("_parent_id");
  CREATE INDEX "pages_svc_path_idx" ON "pages_svc" USING btree ("_path");
  CREATE INDEX "pages_faq_items_order_idx" ON "pages_faq_items" USING btree ("_order");
  CREATE INDEX "pages_faq_items_parent_id_idx" ON "pages_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_faq_order_idx" ON "pages_faq" USING btree ("_order");
  CREATE INDEX "pages_faq_parent_id_idx" ON "pages_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_faq_path_idx" ON "pages_faq" USING btree ("_path");
  CREATE INDEX "pages_about_order_idx" ON "pages_about" USING btree ("_order");
  CREATE INDEX "pages_about_parent_id_idx" ON "pages_about" USING btree ("_parent_id");
  CREATE INDEX "pages_about_path_idx" ON "pages_about" USING btree ("_path");
  CREATE INDEX "pages_cta_actions_order_idx" ON "pages_cta_actions" USING btree ("_order");
  CREATE INDEX "pages_cta_actions_parent_id_idx" ON "pages_cta_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_cta_order_idx" ON "pages_cta" USING btree ("_order");
  CREATE INDEX "pages_cta_parent_id_idx" ON "pages_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_cta_path_idx" ON "pages_cta" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_blocks_hero_actions_order_idx" ON "_pages_v_blocks_hero_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_actions_parent_id_idx" ON "_pages_v_blocks_hero_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "__pages_v_rich_v_order_idx" ON "__pages_v_rich_v" USING btree ("_order");
  CREATE INDEX "__pages_v_rich_v_parent_id_idx" ON "__pages_v_rich_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_rich_v_path_idx" ON "__pages_v_rich_v" USING btree ("_path");
  CREATE INDEX "__pages_v_svc_v_services_order_idx" ON "__pages_v_svc_v_services" USING btree ("_order");
  CREATE INDEX "__pages_v_svc_v_services_parent_id_idx" ON "__pages_v_svc_v_services" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_svc_v_order_idx" ON "__pages_v_svc_v" USING btree ("_order");
  CREATE INDEX "__pages_v_svc_v_parent_id_idx" ON "__pages_v_svc_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_svc_v_path_idx" ON "__pages_v_svc_v" USING btree ("_path");
  CREATE INDEX "__pages_v_faq_v_items_order_idx" ON "__pages_v_faq_v_items" USING btree ("_order");
  CREATE INDEX "__pages_v_faq_v_items_parent_id_idx" ON "__pages_v_faq_v_items" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_faq_v_order_idx" ON "__pages_v_faq_v" USING btree ("_order");
  CREATE INDEX "__pages_v_faq_v_parent_id_idx" ON "__pages_v_faq_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_faq_v_path_idx" ON "__pages_v_faq_v" USING btree ("_path");
  CREATE INDEX "__pages_v_about_v_order_idx" ON "__pages_v_about_v" USING btree ("_order");
  CREATE INDEX "__pages_v_about_v_parent_id_idx" ON "__pages_v_about_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_about_v_path_idx" ON "__pages_v_about_v" USING btree ("_path");
  CREATE INDEX "__pages_v_cta_v_actions_order_idx" ON "__pages_v_cta_v_actions" USING btree ("_order");
  CREATE INDEX "__pages_v_cta_v_actions_parent_id_idx" ON "__pages_v_cta_v_actions" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_cta_v_order_idx" ON "__pages_v_cta_v" USING btree ("_order");
  CREATE INDEX "__pages_v_cta_v_parent_id_idx" ON "__pages_v_cta_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_cta_v_path_idx" ON "__pages_v_cta_v" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_founder_credentials_order_idx" ON "site_settings_founder_credentials" USING btree ("_order");
  CREATE INDEX "site_settings_founder_credentials_parent_id_idx" ON "site_settings_founder_credentials" USING btree ("_parent_id");
  CREATE INDEX "site_settings_services_order_idx" ON "site_settings_services" USING btree ("_order");
  CREATE INDEX "site_settings_services_parent_id_idx" ON "site_settings_services" USING btree ("_parent_id");
  CREATE INDEX "site_settings_opening_hours_order_idx" ON "site_settings_opening_hours" USING btree ("_order");
  CREATE INDEX "site_settings_opening_hours_parent_id_idx" ON "site_settings_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "site_settings_seo_local_keywords_order_idx" ON "site_settings_seo_local_keywords" USING btree ("_order");
  CREATE INDEX "site_settings_seo_local_keywords_parent_id_idx" ON "site_settings_seo_local_keywords" USING btree ("_parent_id");
  CREATE INDEX "site_settings_seo_social_profiles_order_idx" ON "site_settings_seo_social_profiles" USING btree ("_order");
  CREATE INDEX "site_settings_seo_social_profiles_parent_id_idx" ON "site_settings_seo_social_profiles" USING btree ("_parent_id");
  CREATE INDEX "site_settings_seo_seo_logo_idx" ON "site_settings" USING btree ("seo_logo_id");
  CREATE INDEX "site_settings_seo_seo_default_image_idx" ON "site_settings" USING btree ("seo_default_image_id");
  CREATE INDEX "site_settings_texts_order_parent" ON "site_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "navigation_header_order_idx" ON "navigation_header" USING btree ("_order");
  CREATE INDEX "navigation_header_parent_id_idx" ON "navigation_header" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_actions" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_rich" CASCADE;
  DROP TABLE "pages_svc_services" CASCADE;
  DROP TABLE "pages_svc" CASCADE;
  DROP TABLE "pages_faq_items" CASCADE;
  DROP TABLE "pages_faq" CASCADE;
  DROP TABLE "pages_about" CASCADE;
  DROP TABLE "pages_cta_actions" CASCADE;
  DROP TABLE "pages_cta" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "__pages_v_rich_v" CASCADE;
  DROP TABLE "__pages_v_svc_v_services" CASCADE;
  DROP TABLE "__pages_v_svc_v" CASCADE;
  DROP TABLE "__pages_v_faq_v_items" CASCADE;
  DROP TABLE "__pages_v_faq_v" CASCADE;
  DROP TABLE "__pages_v_about_v" CASCADE;
  DROP TABLE "__pages_v_cta_v_actions" CASCADE;
  DROP TABLE "__pages_v_cta_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_founder_credentials" CASCADE;
  DROP TABLE "site_settings_services" CASCADE;
  DROP TABLE "site_settings_opening_hours" CASCADE;
  DROP TABLE "site_settings_seo_local_keywords" CASCADE;
  DROP TABLE "site_settings_seo_social_profiles" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_texts" CASCADE;
  DROP TABLE "navigation_header" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_hero_actions_link_type";
  DROP TYPE "public"."enum_pages_blocks_hero_actions_link_scheduling_kind";
  DROP TYPE "public"."enum_pages_svc_services_icon";
  DROP TYPE "public"."enum_pages_about_link_type";
  DROP TYPE "public"."enum_pages_about_link_scheduling_kind";
  DROP TYPE "public"."enum_pages_cta_actions_link_type";
  DROP TYPE "public"."enum_pages_cta_actions_link_scheduling_kind";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_actions_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_actions_link_scheduling_kind";
  DROP TYPE "public"."enum___pages_v_svc_v_services_icon";
  DROP TYPE "public"."enum___pages_v_about_v_link_type";
  DROP TYPE "public"."enum___pages_v_about_v_link_scheduling_kind";
  DROP TYPE "public"."enum___pages_v_cta_v_actions_link_type";
  DROP TYPE "public"."enum___pages_v_cta_v_actions_link_scheduling_kind";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_opening_hours_day";
  DROP TYPE "public"."enum_site_settings_opening_hours_status";
  DROP TYPE "public"."enum_site_settings_seo_local_keywords_service_line";`)
}
