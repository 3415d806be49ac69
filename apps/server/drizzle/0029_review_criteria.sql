CREATE TABLE "review_criterion_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"criterion_id" integer NOT NULL,
	"text" varchar(50) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_answers" (
	"review_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	CONSTRAINT "review_answers_review_id_criterion_id_pk" PRIMARY KEY("review_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "review_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(50) NOT NULL,
	"description" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_criterion_categories" (
	"criterion_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "review_criterion_categories_criterion_id_category_id_pk" PRIMARY KEY("criterion_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"rating" smallint,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason_of_rejection" varchar(250),
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_criterion_answers" ADD CONSTRAINT "review_criterion_answers_criterion_id_review_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."review_criteria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_criterion_id_review_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."review_criteria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_answers" ADD CONSTRAINT "review_answers_answer_id_review_criterion_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."review_criterion_answers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_criterion_categories" ADD CONSTRAINT "review_criterion_categories_criterion_id_review_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."review_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_criterion_categories" ADD CONSTRAINT "review_criterion_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_criterion_answers_criterion_idx" ON "review_criterion_answers" USING btree ("criterion_id","position");--> statement-breakpoint
CREATE INDEX "review_answers_answer_idx" ON "review_answers" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "review_criterion_categories_category_idx" ON "review_criterion_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_key" ON "reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status");