CREATE TYPE "public"."store_request_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled', 'converted', 'expired');--> statement-breakpoint
ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'reservation_held';--> statement-breakpoint
ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'reservation_released';--> statement-breakpoint
ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'reservation_converted';--> statement-breakpoint
CREATE TABLE "store_request_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"quantity" integer NOT NULL,
	"holds" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"customer_name" varchar(200) NOT NULL,
	"customer_email" varchar(255) NOT NULL,
	"status" "store_request_status" DEFAULT 'pending' NOT NULL,
	"wanted_on" date NOT NULL,
	"note" varchar(250),
	"reason" varchar(250),
	"order_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"locale" varchar(5) DEFAULT 'es-ES' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "store_request_id" integer;--> statement-breakpoint
ALTER TABLE "store_request_lines" ADD CONSTRAINT "store_request_lines_request_id_store_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."store_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_request_lines" ADD CONSTRAINT "store_request_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_request_lines" ADD CONSTRAINT "store_request_lines_variation_id_product_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."product_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_request_lines_request_idx" ON "store_request_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "store_requests_status_idx" ON "store_requests" USING btree ("status","wanted_on");--> statement-breakpoint
CREATE INDEX "store_requests_user_idx" ON "store_requests" USING btree ("user_id","id");--> statement-breakpoint
-- Declared here only: the store-requests module builds on the ledger's, so the ledger's table does not import it.
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_store_request_id_fk" FOREIGN KEY ("store_request_id") REFERENCES "public"."store_requests"("id") ON DELETE set null ON UPDATE no action;
