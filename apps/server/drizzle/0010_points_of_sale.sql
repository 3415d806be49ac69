CREATE TABLE "points_of_sale" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"address" varchar(300) NOT NULL,
	"province" varchar(60) NOT NULL,
	"municipality" varchar(120) NOT NULL,
	"longitude" numeric(10, 7) NOT NULL,
	"latitude" numeric(9, 7) NOT NULL,
	"phones" jsonb NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"use_for_local_pickup" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "points_of_sale_pickup_idx" ON "points_of_sale" USING btree ("active","use_for_local_pickup");