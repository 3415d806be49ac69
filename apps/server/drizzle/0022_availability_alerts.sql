CREATE TABLE "availability_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_alerts_product_email_key" ON "availability_alerts" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "availability_alerts_pending_idx" ON "availability_alerts" USING btree ("product_id") WHERE "availability_alerts"."notified_at" is null;