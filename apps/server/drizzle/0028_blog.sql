CREATE TABLE "blog_post_keywords" (
	"post_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	CONSTRAINT "blog_post_keywords_post_id_keyword_id_pk" PRIMARY KEY("post_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"body" varchar(1000) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"author" varchar(80) DEFAULT '' NOT NULL,
	"tag" varchar(50) DEFAULT '' NOT NULL,
	"category_id" integer,
	"cover_image" varchar(200),
	"enabled" boolean DEFAULT true NOT NULL,
	"published_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" varchar(50) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_post_keywords" ADD CONSTRAINT "blog_post_keywords_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_keywords" ADD CONSTRAINT "blog_post_keywords_keyword_id_blog_terms_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."blog_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_terms_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_keywords_keyword_idx" ON "blog_post_keywords" USING btree ("keyword_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_on","id");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_terms_slug_key" ON "blog_terms" USING btree ("kind",lower("slug"));--> statement-breakpoint
CREATE UNIQUE INDEX "blog_terms_name_key" ON "blog_terms" USING btree ("kind",lower("name"));