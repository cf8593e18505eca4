CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"actor_user_id" text,
	"institution_id" uuid,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_user_idx" ON "two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A session that passes a second factor, and an account whose second factor changes, are new viewers in every process.
DROP TRIGGER session_ended_notify ON "session";--> statement-breakpoint
CREATE TRIGGER session_ended_notify AFTER DELETE OR UPDATE OF expires_at, user_id, token, second_factor_at ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewers_changed();--> statement-breakpoint
DROP TRIGGER user_changed_notify ON "user";--> statement-breakpoint
CREATE TRIGGER user_changed_notify AFTER DELETE OR UPDATE OF active, role, institution_id, email, name, email_verified, two_factor_enabled ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewers_changed();
