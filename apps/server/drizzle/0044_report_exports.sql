CREATE TABLE "report_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"report" varchar(24) NOT NULL,
	"format" varchar(8) NOT NULL,
	"query" jsonb NOT NULL,
	"locale" varchar(8) NOT NULL,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_name" text NOT NULL,
	"bytes" integer,
	"error" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_user_idx" ON "report_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_exports_status_idx" ON "report_exports" USING btree ("status","created_at");