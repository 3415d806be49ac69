-- Orders paid on receipt (cash on delivery or at pickup, retail) have no payment window (issue 20): they are never
-- cancelled for not being paid in time and the shopper is not told to pay before a date. Pending ones lose theirs.
ALTER TABLE "orders" ALTER COLUMN "payment_due_at" DROP NOT NULL;--> statement-breakpoint
UPDATE public.orders SET payment_due_at = NULL
  WHERE pay_form IN ('cash_on_delivery', 'cash_on_pickup') AND NOT wholesale AND payment_status = 'pending';
