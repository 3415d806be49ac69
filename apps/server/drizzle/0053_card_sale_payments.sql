CREATE TABLE "shopping_card_sale_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reference" varchar(100),
	"counted" boolean DEFAULT false NOT NULL,
	"refund_due" boolean DEFAULT false NOT NULL,
	"refunded_at" timestamp with time zone,
	"refunded_by" integer,
	"refund_reference" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopping_card_sale_payments" ADD CONSTRAINT "shopping_card_sale_payments_sale_id_shopping_card_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."shopping_card_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_card_sale_payments" ADD CONSTRAINT "shopping_card_sale_payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_card_sale_payments_sale_idx" ON "shopping_card_sale_payments" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE INDEX "shopping_card_sale_payments_refund_due_idx" ON "shopping_card_sale_payments" USING btree ("sale_id") WHERE "shopping_card_sale_payments"."refund_due";--> statement-breakpoint
-- Each sale's payments out of the two columns that held them (decision 023): the one that settled a sale paid online
-- (its reference lost when a later payment overwrote it), and the one owed back, at what its event reported.
INSERT INTO "shopping_card_sale_payments" ("sale_id", "provider", "amount", "currency", "reference", "counted", "created_at")
SELECT s."id", s."pay_form", s."amount", lower(s."coin"), CASE WHEN s."refund_due" THEN NULL ELSE s."payment_reference" END, true, coalesce(s."decided_at", s."created_at")
FROM "shopping_card_sales" s WHERE s."status" = 'paid' AND s."pay_form" IN ('stripe', 'paypal');--> statement-breakpoint
INSERT INTO "shopping_card_sale_payments" ("sale_id", "provider", "amount", "currency", "reference", "refund_due", "created_at")
SELECT s."id", s."pay_form", coalesce(e."amount", s."amount"), coalesce(lower(e."currency"), lower(s."coin")), s."payment_reference", true, coalesce(e."created_at", now())
FROM "shopping_card_sales" s
LEFT JOIN LATERAL (
  SELECT pe."amount", pe."currency", pe."created_at" FROM "payment_events" pe
  WHERE pe."card_sale_id" = s."id" AND pe."outcome" IN ('refund_due', 'amount_mismatch') ORDER BY pe."id" DESC LIMIT 1
) e ON true
WHERE s."refund_due";--> statement-breakpoint
ALTER TABLE "shopping_card_sales" DROP COLUMN "payment_reference";--> statement-breakpoint
ALTER TABLE "shopping_card_sales" DROP COLUMN "refund_due";