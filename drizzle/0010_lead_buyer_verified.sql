-- A lead is on sale to institutions only while its buyer's e-mail is verified (docs/decisions/0062). The flag copies
-- "user".email_verified onto the lead, so institutions' pages and counts read leads alone instead of joining every
-- buyer (docs/decisions/0096-lead-on-sale-flag-and-analyze.md). The database keeps it, never the app.
DROP INDEX "leads_created_idx";--> statement-breakpoint
DROP INDEX "leads_municipio_created_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "buyer_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "leads" SET "buyer_verified" = true FROM "user" WHERE "user"."id" = "leads"."user_id" AND "user"."email_verified";--> statement-breakpoint
CREATE INDEX "leads_on_sale_created_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "leads"."buyer_verified";--> statement-breakpoint
CREATE INDEX "leads_on_sale_municipio_created_idx" ON "leads" USING btree ("municipio","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "leads"."buyer_verified";--> statement-breakpoint
-- Every new lead, and any write of the flag (or of the buyer) by hand, takes the buyer's value.
CREATE FUNCTION leads_copy_buyer_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.buyer_verified := coalesce((SELECT u.email_verified FROM "user" u WHERE u.id = NEW.user_id), false);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leads_copy_buyer_verified BEFORE INSERT OR UPDATE OF user_id, buyer_verified ON "leads"
  FOR EACH ROW EXECUTE FUNCTION leads_copy_buyer_verified();
--> statement-breakpoint
-- The buyer follows the verification link (or the flag changes any other way): the lead follows.
CREATE FUNCTION user_verified_to_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" SET buyer_verified = NEW.email_verified WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_verified_to_leads AFTER UPDATE OF email_verified ON "user"
  FOR EACH ROW WHEN (OLD.email_verified IS DISTINCT FROM NEW.email_verified) EXECUTE FUNCTION user_verified_to_leads();
--> statement-breakpoint
-- Every lead row was rewritten: fresh statistics now, as the embedded database has no autovacuum to gather them.
ANALYZE "leads";
