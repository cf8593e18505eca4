CREATE TABLE "eligibility_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"age" integer NOT NULL,
	"graduation_year" integer NOT NULL,
	"annual_income_cents" bigint NOT NULL,
	"age_requirement" boolean NOT NULL,
	"graduation_requirement" boolean NOT NULL,
	"income_requirement" boolean NOT NULL,
	"employment_status" text NOT NULL,
	"housing_history" text NOT NULL,
	"residency_status" text NOT NULL,
	"plan_to_move" boolean NOT NULL,
	"employment_type" text NOT NULL,
	"housing_type" text NOT NULL,
	"marital_status" text NOT NULL,
	"has_dependents" boolean NOT NULL,
	"qualifies" boolean NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calculator_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"annual_income_cents" bigint NOT NULL,
	"monthly_debts_cents" bigint NOT NULL,
	"down_payment_cents" bigint NOT NULL,
	"zone" text NOT NULL,
	"max_mortgage_cents" bigint NOT NULL,
	"monthly_payment_cents" bigint NOT NULL,
	"hba_subsidy_cents" bigint NOT NULL,
	"total_budget_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_outreach" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"user_phone" text NOT NULL,
	"municipality" text NOT NULL,
	"price_range" text NOT NULL,
	"selected_bank_ids" jsonb NOT NULL,
	"eligibility_check_id" uuid NOT NULL,
	"calculator_run_id" uuid NOT NULL,
	"emails_sent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD CONSTRAINT "eligibility_checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_runs" ADD CONSTRAINT "calculator_runs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_outreach" ADD CONSTRAINT "bank_outreach_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_outreach" ADD CONSTRAINT "bank_outreach_eligibility_check_id_eligibility_checks_id_fk" FOREIGN KEY ("eligibility_check_id") REFERENCES "public"."eligibility_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_outreach" ADD CONSTRAINT "bank_outreach_calculator_run_id_calculator_runs_id_fk" FOREIGN KEY ("calculator_run_id") REFERENCES "public"."calculator_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_checks_user_created_idx" ON "eligibility_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "calculator_runs_user_created_idx" ON "calculator_runs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_outreach_user_created_idx" ON "bank_outreach" USING btree ("user_id","created_at");