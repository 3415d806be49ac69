CREATE TABLE "review_criterion_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"criterion_id" integer NOT NULL,
	"path" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_criterion_images" ADD CONSTRAINT "review_criterion_images_criterion_id_review_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."review_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_criterion_images_criterion_idx" ON "review_criterion_images" USING btree ("criterion_id","id");