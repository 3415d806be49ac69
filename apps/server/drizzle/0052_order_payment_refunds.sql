ALTER TABLE "order_payments" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_reference" varchar(100);--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_refund_due_idx" ON "order_payments" USING btree ("order_id") WHERE "order_payments"."refund_due";