CREATE TABLE "shopping_card_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" integer,
	"sale_id" integer,
	"user_id" integer,
	"note" varchar(250),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(16) NOT NULL,
	"owner_id" integer,
	"beneficiary_user_id" integer,
	"beneficiary_name" varchar(50),
	"coin" varchar(12) NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"pin_hash" text,
	"pin_failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"origin" varchar(10) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "shopping_cards_balance_not_negative" CHECK ("shopping_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"amount_base" integer NOT NULL,
	"amount" integer NOT NULL,
	"coin" varchar(12) NOT NULL,
	"card_id" integer,
	"reference" varchar(100),
	"user_id" integer,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_card_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"card_id" integer,
	"user_id" integer,
	"amount" integer NOT NULL,
	"coin" varchar(12) NOT NULL,
	"pay_form" varchar(30) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_card_movements" ADD CONSTRAINT "shopping_card_movements_card_id_shopping_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."shopping_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_card_movements" ADD CONSTRAINT "shopping_card_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_cards" ADD CONSTRAINT "shopping_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_cards" ADD CONSTRAINT "shopping_cards_beneficiary_user_id_users_id_fk" FOREIGN KEY ("beneficiary_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_cards" ADD CONSTRAINT "shopping_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_card_sales" ADD CONSTRAINT "shopping_card_sales_card_id_shopping_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."shopping_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_card_sales" ADD CONSTRAINT "shopping_card_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_card_sales" ADD CONSTRAINT "shopping_card_sales_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_card_movements_card_idx" ON "shopping_card_movements" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "shopping_cards_owner_idx" ON "shopping_cards" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shopping_cards_beneficiary_idx" ON "shopping_cards" USING btree ("beneficiary_user_id");--> statement-breakpoint
CREATE INDEX "shopping_cards_created_idx" ON "shopping_cards" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "shopping_card_sales_status_idx" ON "shopping_card_sales" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shopping_card_sales_user_idx" ON "shopping_card_sales" USING btree ("user_id","created_at");