-- Two programmes as versioned data (docs/decisions/0139-two-programmes.md): every row before this migration is the
-- loan programme's, and version numbers count per kind.
ALTER TABLE "programme_versions" ADD COLUMN "kind" text DEFAULT 'loan' NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_versions" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_versions" DROP CONSTRAINT "programme_versions_pkey";--> statement-breakpoint
ALTER TABLE "programme_versions" ADD CONSTRAINT "programme_versions_kind_version_pk" PRIMARY KEY("kind","version");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "crim_annual_tax_cents" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "construction" text DEFAULT 'desconocido' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "vacant_at_closing" text DEFAULT 'desconocido' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "urban_centre_certified" text DEFAULT 'desconocido' NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_runs" ADD COLUMN "assistance_programme_version" integer;--> statement-breakpoint
ALTER TABLE "calculator_runs" ADD COLUMN "assistance" jsonb;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "household_size" integer;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "assistance_programme_version" integer;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD COLUMN "programmes" jsonb;
