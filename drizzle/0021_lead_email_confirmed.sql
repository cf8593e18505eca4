-- The contact sold is the one that was confirmed (docs/decisions/0124-lead-email-confirmed.md): a lead is on sale only
-- while its buyer's account is verified AND its own e-mail is confirmed (the account's address, or another one that
-- followed its own link). The app writes correo_confirmed; the database keeps buyer_verified, as before (0010, 0014).
ALTER TABLE "leads" ADD COLUMN "correo_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing leads: their e-mails are sealed and their lookups keyed by the application's secret, so SQL cannot tell
-- whether one is the account's address. They stay as they were (on sale if their buyer is verified) rather than
-- dropping off sale without a reason the buyer could see; new writes of the e-mail are checked by the app.
UPDATE "leads" SET "correo_confirmed" = true;--> statement-breakpoint
CREATE OR REPLACE FUNCTION leads_copy_buyer_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.buyer_verified := NEW.correo_confirmed
    AND coalesce((SELECT u.email_verified FROM "user" u WHERE u.id = NEW.user_id), false);
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
CREATE TRIGGER leads_copy_buyer_verified BEFORE INSERT OR UPDATE OF user_id, buyer_verified, on_sale_at, correo_confirmed ON "leads"
  FOR EACH ROW EXECUTE FUNCTION leads_copy_buyer_verified();
