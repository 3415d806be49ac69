CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_url" varchar(50) NOT NULL,
	"title" varchar(50) DEFAULT '' NOT NULL,
	"button_text" varchar(30) DEFAULT '' NOT NULL,
	"url" varchar(300) DEFAULT '' NOT NULL,
	"active_web" boolean DEFAULT true NOT NULL,
	"active_movile" boolean DEFAULT true NOT NULL,
	"button_color" varchar(7) NOT NULL,
	"text_color" varchar(7) NOT NULL,
	"button_position" varchar(20) NOT NULL,
	"border_color" varchar(7) DEFAULT '' NOT NULL,
	"border_width" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"desktop_image" varchar(200),
	"mobile_image" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "banners_section_priority_idx" ON "banners" USING btree ("section_url","priority");