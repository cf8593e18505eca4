CREATE TABLE "contact_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_request_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"staff_user_id" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "contact_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "verification_code" text;--> statement-breakpoint
-- Records from before certificates get a code too (the app writes new ones: src/server/db/verification-code.ts).
UPDATE "consent_records" SET "verification_code" = upper(substr(md5(id::text || random()::text), 1, 4) || '-' || substr(md5(id::text || random()::text), 1, 4) || '-' || substr(md5(id::text || random()::text), 1, 4));--> statement-breakpoint
ALTER TABLE "consent_records" ALTER COLUMN "verification_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "request_limit" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "requests_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "open_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_preferences" jsonb DEFAULT '{"channels":["phone","email","app"],"callFromHour":9,"callToHour":21}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_connection_request_id_connection_requests_id_fk" FOREIGN KEY ("connection_request_id") REFERENCES "public"."connection_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_staff_user_id_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_attempts_request_idx" ON "contact_attempts" USING btree ("connection_request_id","attempted_at");--> statement-breakpoint
CREATE INDEX "contact_attempts_institution_idx" ON "contact_attempts" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_closed_to_requests_idx" ON "leads" USING btree ("created_at") WHERE "leads"."buyer_verified" and ("leads"."requests_paused_at" is not null or "leads"."open_requests" > 0);--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_verification_code_unique" UNIQUE("verification_code");--> statement-breakpoint
-- leads.open_requests: paid requests still waiting on the buyer, kept by the database whatever writes a request.
CREATE FUNCTION count_open_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" SET "open_requests" = (
    SELECT count(*) FROM "connection_requests" r
    WHERE r."lead_id" = "leads"."id" AND r."status" = 'pending' AND r."request_payment_id" IS NOT NULL
  )
  WHERE "id" = COALESCE(NEW."lead_id", OLD."lead_id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER connection_requests_open_count AFTER INSERT OR DELETE OR UPDATE OF "status", "request_payment_id" ON "connection_requests"
  FOR EACH ROW EXECUTE FUNCTION count_open_requests();--> statement-breakpoint
UPDATE "leads" SET "open_requests" = (
  SELECT count(*) FROM "connection_requests" r
  WHERE r."lead_id" = "leads"."id" AND r."status" = 'pending' AND r."request_payment_id" IS NOT NULL
);
