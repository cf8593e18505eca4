CREATE TABLE "bank_contact_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"institution_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"contact_made" boolean DEFAULT false NOT NULL,
	"contact_made_at" timestamp with time zone,
	"connection_status" text,
	"connection_status_at" timestamp with time zone,
	"forms_submitted" boolean DEFAULT false NOT NULL,
	"forms_submitted_at" timestamp with time zone,
	"pre_approved" boolean DEFAULT false NOT NULL,
	"pre_approved_at" timestamp with time zone,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_contact_user_institution_uq" UNIQUE("user_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_progress" (
	"user_id" text PRIMARY KEY NOT NULL,
	"eligibility_completed" boolean DEFAULT false NOT NULL,
	"calculator_completed" boolean DEFAULT false NOT NULL,
	"pre_qualification_completed" boolean DEFAULT false NOT NULL,
	"documents_completed" boolean DEFAULT false NOT NULL,
	"guide_completed" boolean DEFAULT false NOT NULL,
	"last_eligibility_result" jsonb,
	"last_calculator_result" jsonb,
	"last_documents_list" jsonb,
	"saved_property_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_housing_option" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_contact_progress" ADD CONSTRAINT "bank_contact_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_contact_progress" ADD CONSTRAINT "bank_contact_progress_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_progress" ADD CONSTRAINT "buyer_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_contact_user_idx" ON "bank_contact_progress" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");