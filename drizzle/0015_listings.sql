CREATE TABLE "listing_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"user_id" text NOT NULL,
	"institution_id" uuid NOT NULL,
	"connection_request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "image_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "institution_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_example" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "barrio" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lot_size_m2" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "flood_zone" text DEFAULT 'desconocido' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_method" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "origin" text DEFAULT 'institution' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_interests" ADD CONSTRAINT "listing_interests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_interests" ADD CONSTRAINT "listing_interests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_interests" ADD CONSTRAINT "listing_interests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_interests" ADD CONSTRAINT "listing_interests_connection_request_id_connection_requests_id_fk" FOREIGN KEY ("connection_request_id") REFERENCES "public"."connection_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_photos" ADD CONSTRAINT "property_photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_interests_user_idx" ON "listing_interests" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE INDEX "listing_interests_institution_idx" ON "listing_interests" USING btree ("institution_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","position");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_published_newest_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."status" = 'published';--> statement-breakpoint
CREATE INDEX "properties_published_price_idx" ON "properties" USING btree ("price_cents","id") WHERE "properties"."status" = 'published';--> statement-breakpoint
CREATE INDEX "properties_institution_idx" ON "properties" USING btree ("institution_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
-- The rows before this migration are the six sample homes: published examples (docs/product/listings.md#the-sample-homes).
UPDATE "properties" SET "status" = 'published', "is_example" = true, "published_at" = "created_at";
