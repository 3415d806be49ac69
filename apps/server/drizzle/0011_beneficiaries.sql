CREATE TABLE "beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"ci" varchar(20),
	"email" varchar(254),
	"province" varchar(60) NOT NULL,
	"municipality" varchar(120) NOT NULL,
	"main_street" varchar(50) NOT NULL,
	"first_street" varchar(50),
	"second_street" varchar(50),
	"house_or_apartment" varchar(30),
	"point_of_reference" varchar(300),
	"address" varchar(300),
	"date_born" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_user_idx" ON "beneficiaries" USING btree ("user_id","id");