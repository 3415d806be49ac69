CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"author" varchar(50) NOT NULL,
	"detail" varchar(50) DEFAULT '' NOT NULL,
	"text" varchar(300) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"photo" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "testimonials_position_idx" ON "testimonials" USING btree ("position","id");