CREATE TABLE "contact_access_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"staff_user_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_dialog_views" (
	"user_id" text PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"times_shown" integer DEFAULT 1 NOT NULL,
	"first_shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_shown_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_access_audit" ADD CONSTRAINT "contact_access_audit_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_access_audit" ADD CONSTRAINT "contact_access_audit_staff_user_id_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_dialog_views" ADD CONSTRAINT "lead_dialog_views_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_access_audit_served_idx" ON "contact_access_audit" USING btree ("served_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_access_audit_institution_idx" ON "contact_access_audit" USING btree ("institution_id","served_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_access_audit_lead_idx" ON "contact_access_audit" USING btree ("lead_id","served_at" DESC NULLS LAST);