ALTER TABLE "leads" ADD COLUMN "correo_lookup" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "movil_lookup" text;--> statement-breakpoint
CREATE INDEX "leads_correo_lookup_idx" ON "leads" USING btree ("correo_lookup");--> statement-breakpoint
CREATE INDEX "leads_movil_lookup_idx" ON "leads" USING btree ("movil_lookup");