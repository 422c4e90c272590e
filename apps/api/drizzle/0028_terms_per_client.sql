CREATE TABLE "client_terms" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"texto" text,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_terms_codadm_codcli_pk" PRIMARY KEY("codadm","codcli")
);
--> statement-breakpoint
ALTER TABLE "terms_version" DROP CONSTRAINT "terms_version_hash_unique";--> statement-breakpoint
ALTER TABLE "terms_version" ADD COLUMN "codadm" integer;--> statement-breakpoint
ALTER TABLE "terms_version" ADD COLUMN "codcli" char(3);--> statement-breakpoint
-- custom SQL
-- decision 060: every version becomes a version of one client. A version published before (one text
-- for every client) is copied to each client whose candidates accepted it — same hash, text and
-- publication date — and those acceptances move to their client's copy, dates, addresses and browsers
-- untouched; the old rows, then referenced by nobody, go. The columns are filled before NOT NULL.
INSERT INTO "terms_version" ("codadm", "codcli", "hash", "texto", "publicada_em")
SELECT DISTINCT c."codadm", c."codcli", v."hash", v."texto", v."publicada_em"
FROM "terms_acceptance" a
JOIN "candidate" c ON c."codcandidato" = a."codcandidato"
JOIN "terms_version" v ON v."id" = a."codversao"
WHERE v."codadm" IS NULL;--> statement-breakpoint
UPDATE "terms_acceptance" a SET "codversao" = nv."id"
FROM "candidate" c, "terms_version" ov, "terms_version" nv
WHERE c."codcandidato" = a."codcandidato" AND ov."id" = a."codversao" AND ov."codadm" IS NULL
  AND nv."codadm" = c."codadm" AND nv."codcli" = c."codcli" AND nv."hash" = ov."hash";--> statement-breakpoint
DELETE FROM "terms_version" WHERE "codadm" IS NULL;--> statement-breakpoint
ALTER TABLE "terms_version" ALTER COLUMN "codadm" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "terms_version" ALTER COLUMN "codcli" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_version_client_hash_uq" ON "terms_version" USING btree ("codadm","codcli","hash");
