import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "personal_data_deletions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"deleted_by_id" integer,
  	"inquiries" numeric NOT NULL,
  	"quiz_submissions" numeric NOT NULL,
  	"email_jobs" numeric NOT NULL,
  	"outbox_messages" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "personal_data_deletions_id" integer;
  ALTER TABLE "personal_data_deletions" ADD CONSTRAINT "personal_data_deletions_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "personal_data_deletions_deleted_by_idx" ON "personal_data_deletions" USING btree ("deleted_by_id");
  CREATE INDEX "personal_data_deletions_updated_at_idx" ON "personal_data_deletions" USING btree ("updated_at");
  CREATE INDEX "personal_data_deletions_created_at_idx" ON "personal_data_deletions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_personal_data_deletions_fk" FOREIGN KEY ("personal_data_deletions_id") REFERENCES "public"."personal_data_deletions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_personal_data_deletions_id_idx" ON "payload_locked_documents_rels" USING btree ("personal_data_deletions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "personal_data_deletions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "personal_data_deletions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_personal_data_deletions_fk";
  
  DROP INDEX "payload_locked_documents_rels_personal_data_deletions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "personal_data_deletions_id";`)
}
