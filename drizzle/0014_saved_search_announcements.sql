-- Saved searches announce leads that went on sale after they last looked (docs/decisions/0112-saved-search-digests.md).
-- A lead goes on sale when its buyer verifies, which may be days after it was submitted: the moment is kept on the
-- lead, once, by the trigger that already keeps the flag (drizzle/0010_lead_buyer_verified.sql). The app never writes it.
ALTER TABLE "leads" ADD COLUMN "on_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "announced_through" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_on_sale_at_idx" ON "leads" USING btree ("on_sale_at") WHERE "leads"."on_sale_at" is not null;--> statement-breakpoint
-- Leads already on sale count from their submission: every saved search starts after now, so none is announced.
UPDATE "leads" SET "on_sale_at" = "created_at" WHERE "buyer_verified";--> statement-breakpoint
-- The first verification sets the moment (the transaction's start, which the digest pass relies on); later changes
-- of the flag, or a hand-written value, never move it, so a lead is new at most once.
CREATE OR REPLACE FUNCTION leads_copy_buyer_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.buyer_verified := coalesce((SELECT u.email_verified FROM "user" u WHERE u.id = NEW.user_id), false);
  IF TG_OP = 'UPDATE' AND OLD.on_sale_at IS NOT NULL THEN
    NEW.on_sale_at := OLD.on_sale_at;
  ELSIF NEW.buyer_verified THEN
    NEW.on_sale_at := now();
  ELSE
    NEW.on_sale_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER leads_copy_buyer_verified ON "leads";--> statement-breakpoint
CREATE TRIGGER leads_copy_buyer_verified BEFORE INSERT OR UPDATE OF user_id, buyer_verified, on_sale_at ON "leads"
  FOR EACH ROW EXECUTE FUNCTION leads_copy_buyer_verified();
