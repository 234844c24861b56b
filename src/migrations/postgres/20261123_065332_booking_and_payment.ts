import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_landings_dialog_cards_service_line" AS ENUM('estatePlanning', 'smallBusiness', 'bankruptcy', 'nonprofits');
  CREATE TYPE "public"."enum_landings_dialog_cards_scheduling_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TYPE "public"."enum_landings_confirmations_kind" AS ENUM('checkIn', 'estatePlanCheckup', 'estatePlanEducation', 'estatePlanDesign', 'newClient', 'newBusinessClient', 'newBankruptcyClient', 'newNonprofitClient', 'petitionReviewInPerson', 'petitionReviewRemote');
  CREATE TABLE "pages_pay_payable" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "pages_pay" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"needed" varchar,
  	"button_label" varchar DEFAULT 'Continue to the secure payment form',
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_pay_v_payable" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_pay_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"needed" varchar,
  	"button_label" varchar DEFAULT 'Continue to the secure payment form',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "landings_dialog_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_line" "enum_landings_dialog_cards_service_line" NOT NULL,
  	"title" varchar NOT NULL,
  	"first_meeting" varchar NOT NULL,
  	"scheduling_kind" "enum_landings_dialog_cards_scheduling_kind" NOT NULL,
  	"button_label" varchar NOT NULL
  );
  
  CREATE TABLE "landings_confirmations_next_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "landings_confirmations_prepare" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "landings_confirmations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_landings_confirmations_kind" NOT NULL,
  	"heading" varchar NOT NULL,
  	"lead" varchar,
  	"reschedule" varchar NOT NULL
  );
  
  CREATE TABLE "landings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dialog_heading" varchar NOT NULL,
  	"dialog_intro" varchar,
  	"neutral_heading" varchar NOT NULL,
  	"neutral_intro" varchar,
  	"payment_success_marker" varchar DEFAULT 'utm_source=lawmatics' NOT NULL,
  	"paid_heading" varchar NOT NULL,
  	"paid_text" varchar NOT NULL,
  	"unpaid_heading" varchar NOT NULL,
  	"unpaid_text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages" ADD COLUMN "noindex" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_noindex" boolean DEFAULT false;
  ALTER TABLE "pages_pay_payable" ADD CONSTRAINT "pages_pay_payable_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_pay"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_pay" ADD CONSTRAINT "pages_pay_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_pay_v_payable" ADD CONSTRAINT "__pages_v_pay_v_payable_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_pay_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_pay_v" ADD CONSTRAINT "__pages_v_pay_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_dialog_cards" ADD CONSTRAINT "landings_dialog_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_confirmations_next_steps" ADD CONSTRAINT "landings_confirmations_next_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_confirmations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_confirmations_prepare" ADD CONSTRAINT "landings_confirmations_prepare_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings_confirmations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landings_confirmations" ADD CONSTRAINT "landings_confirmations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_pay_payable_order_idx" ON "pages_pay_payable" USING btree ("_order");
  CREATE INDEX "pages_pay_payable_parent_id_idx" ON "pages_pay_payable" USING btree ("_parent_id");
  CREATE INDEX "pages_pay_order_idx" ON "pages_pay" USING btree ("_order");
  CREATE INDEX "pages_pay_parent_id_idx" ON "pages_pay" USING btree ("_parent_id");
  CREATE INDEX "pages_pay_path_idx" ON "pages_pay" USING btree ("_path");
  CREATE INDEX "__pages_v_pay_v_payable_order_idx" ON "__pages_v_pay_v_payable" USING btree ("_order");
  CREATE INDEX "__pages_v_pay_v_payable_parent_id_idx" ON "__pages_v_pay_v_payable" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_pay_v_order_idx" ON "__pages_v_pay_v" USING btree ("_order");
  CREATE INDEX "__pages_v_pay_v_parent_id_idx" ON "__pages_v_pay_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_pay_v_path_idx" ON "__pages_v_pay_v" USING btree ("_path");
  CREATE INDEX "landings_dialog_cards_order_idx" ON "landings_dialog_cards" USING btree ("_order");
  CREATE INDEX "landings_dialog_cards_parent_id_idx" ON "landings_dialog_cards" USING btree ("_parent_id");
  CREATE INDEX "landings_confirmations_next_steps_order_idx" ON "landings_confirmations_next_steps" USING btree ("_order");
  CREATE INDEX "landings_confirmations_next_steps_parent_id_idx" ON "landings_confirmations_next_steps" USING btree ("_parent_id");
  CREATE INDEX "landings_confirmations_prepare_order_idx" ON "landings_confirmations_prepare" USING btree ("_order");
  CREATE INDEX "landings_confirmations_prepare_parent_id_idx" ON "landings_confirmations_prepare" USING btree ("_parent_id");
  CREATE INDEX "landings_confirmations_order_idx" ON "landings_confirmations" USING btree ("_order");
  CREATE INDEX "landings_confirmations_parent_id_idx" ON "landings_confirmations" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_pay_payable" CASCADE;
  DROP TABLE "pages_pay" CASCADE;
  DROP TABLE "__pages_v_pay_v_payable" CASCADE;
  DROP TABLE "__pages_v_pay_v" CASCADE;
  DROP TABLE "landings_dialog_cards" CASCADE;
  DROP TABLE "landings_confirmations_next_steps" CASCADE;
  DROP TABLE "landings_confirmations_prepare" CASCADE;
  DROP TABLE "landings_confirmations" CASCADE;
  DROP TABLE "landings" CASCADE;
  ALTER TABLE "pages" DROP COLUMN "noindex";
  ALTER TABLE "_pages_v" DROP COLUMN "version_noindex";
  DROP TYPE "public"."enum_landings_dialog_cards_service_line";
  DROP TYPE "public"."enum_landings_dialog_cards_scheduling_kind";
  DROP TYPE "public"."enum_landings_confirmations_kind";`)
}
