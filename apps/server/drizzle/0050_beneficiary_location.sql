ALTER TABLE "beneficiaries" ADD COLUMN "location" jsonb;
--> statement-breakpoint
-- Until their next delivery, a beneficiary's point is the one of their owner's newest home order to that same door
-- (the order keeps a copy of the address it went to, not which beneficiary it came from).
UPDATE "beneficiaries" b SET "location" = o."location"
FROM (
  SELECT DISTINCT ON ("user_id", "recipient"->>'province', "recipient"->>'municipality', "recipient"->>'main_street',
      "recipient"->>'first_street', "recipient"->>'second_street', "recipient"->>'house_or_apartment',
      "recipient"->>'address')
    "user_id", "recipient", "location"
  FROM "orders"
  WHERE "delivery_method" = 'home' AND "location" IS NOT NULL AND "recipient" IS NOT NULL AND "user_id" IS NOT NULL
  ORDER BY "user_id", "recipient"->>'province', "recipient"->>'municipality', "recipient"->>'main_street',
      "recipient"->>'first_street', "recipient"->>'second_street', "recipient"->>'house_or_apartment',
      "recipient"->>'address', "created_at" DESC, "id" DESC
) o
WHERE o."user_id" = b."user_id"
  AND o."recipient"->>'province' = b."province"
  AND o."recipient"->>'municipality' = b."municipality"
  AND o."recipient"->>'main_street' = b."main_street"
  AND (o."recipient"->>'first_street') IS NOT DISTINCT FROM b."first_street"
  AND (o."recipient"->>'second_street') IS NOT DISTINCT FROM b."second_street"
  AND (o."recipient"->>'house_or_apartment') IS NOT DISTINCT FROM b."house_or_apartment"
  AND (o."recipient"->>'address') IS NOT DISTINCT FROM b."address";
