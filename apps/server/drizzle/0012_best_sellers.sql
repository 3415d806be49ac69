CREATE TABLE "best_sellers" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"units" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "best_sellers" ADD CONSTRAINT "best_sellers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;