ALTER TABLE "audit_log" ADD COLUMN "codcandidato" integer;--> statement-breakpoint
CREATE INDEX "audit_log_candidate_idx" ON "audit_log" USING btree ("codcandidato");--> statement-breakpoint
-- custom SQL
-- existing rows: the candidate each is about, where it can still be known (decision 039). Rows of a
-- dependent or authorized person that staff deleted before this migration name no candidate.
UPDATE "audit_log" SET "codcandidato" = "entity_id"::integer
  WHERE "entity" = 'candidate' AND "entity_id" ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "audit_log" SET "codcandidato" = split_part("entity_id", ':', 1)::integer
  WHERE "entity" = 'custom_field_data' AND "entity_id" ~ '^[0-9]{1,9}:';--> statement-breakpoint
UPDATE "audit_log" a SET "codcandidato" = d."codcandidato" FROM "dependent" d
  WHERE a."entity" = 'dependent' AND a."codcandidato" IS NULL AND a."entity_id" = d."coddep"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "codcandidato" = p."codcandidato" FROM "authorized_person" p
  WHERE a."entity" = 'authorized_person' AND a."codcandidato" IS NULL AND a."entity_id" = p."idpessoa"::text;--> statement-breakpoint
-- what a candidate wrote was about themselves
UPDATE "audit_log" SET "codcandidato" = substr("actor", 3)::integer
  WHERE "codcandidato" IS NULL AND "entity" IN ('dependent', 'authorized_person') AND "actor" ~ '^c:[0-9]{1,9}$';
