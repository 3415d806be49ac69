CREATE TABLE "order_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"color" varchar(7) DEFAULT '#228be6' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"counts_against_availability" boolean DEFAULT true NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"role" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_statuses_name_key" ON "order_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_statuses_role_key" ON "order_statuses" USING btree ("role");