DROP INDEX "saved_searches_institution_name_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_institution_name_uq" ON "saved_searches" USING btree ("institution_id",lower("name"));