CREATE TABLE "programme_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"source_url" text NOT NULL,
	"note" text NOT NULL,
	"parameters" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculator_runs" ADD COLUMN "household_category" text;--> statement-breakpoint
ALTER TABLE "calculator_runs" ADD COLUMN "home_cost" jsonb;--> statement-breakpoint
ALTER TABLE "calculator_runs" ADD COLUMN "programme_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "household_category" text;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "credit_score_band" text;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "education_certificate" text;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "owned_home_recently" boolean;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "next_steps" jsonb;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "subsidy_tier" text;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "subsidy_cents" bigint;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "programme_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_versions" ADD CONSTRAINT "programme_versions_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Each process keeps the version in force in memory (src/server/features/programme/in-force.ts); a published version,
-- from any process or by hand in psql, tells every process to read it again at commit.
CREATE FUNCTION notify_programme_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('programme_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER programme_versions_notify AFTER INSERT OR UPDATE OR DELETE ON "programme_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_programme_changed();
