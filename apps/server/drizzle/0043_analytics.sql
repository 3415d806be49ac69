CREATE TABLE "analytics_counts" (
	"hour" timestamp with time zone NOT NULL,
	"kind" varchar(16) NOT NULL,
	"key" varchar(400) NOT NULL,
	"device" varchar(8) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_counts_hour_kind_key_device_pk" PRIMARY KEY("hour","kind","key","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"hash" varchar(64) NOT NULL,
	CONSTRAINT "analytics_visitors_day_hash_pk" PRIMARY KEY("day","hash")
);
--> statement-breakpoint
CREATE INDEX "analytics_counts_kind_hour_idx" ON "analytics_counts" USING btree ("kind","hour");