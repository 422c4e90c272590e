CREATE TABLE "terms_acceptance" (
	"id" serial PRIMARY KEY NOT NULL,
	"codcandidato" integer NOT NULL,
	"codversao" integer NOT NULL,
	"aceito_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(45),
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "terms_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" char(64) NOT NULL,
	"texto" text NOT NULL,
	"publicada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_version_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "anonimizacao_iniciada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "anonimizado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terms_acceptance" ADD CONSTRAINT "terms_acceptance_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptance" ADD CONSTRAINT "terms_acceptance_codversao_terms_version_id_fk" FOREIGN KEY ("codversao") REFERENCES "public"."terms_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_acceptance_uq" ON "terms_acceptance" USING btree ("codcandidato","codversao");--> statement-breakpoint
-- custom SQL
-- decision 055: the first version of the terms (packages/domain/src/terms.ts, its SHA-256), published
-- when the first candidate accepted it, and each candidate's first-acceptance date as an acceptance of it
INSERT INTO "terms_version" ("hash", "texto", "publicada_em")
SELECT '26ceb814a67fdd2216a3fa2d0f7dec22852024da4ffa2f9a9beb39d2d6d9dd00',
  'Texto dos termos de uso. Ao utilizar este sistema, você concorda com o tratamento dos seus dados pessoais para fins de admissão, conforme a legislação vigente.',
  coalesce((SELECT min("dataceitetermos") FROM "candidate"), now())
ON CONFLICT ("hash") DO NOTHING;--> statement-breakpoint
INSERT INTO "terms_acceptance" ("codcandidato", "codversao", "aceito_em")
SELECT c."codcandidato", v."id", c."dataceitetermos"
FROM "candidate" c, "terms_version" v
WHERE c."dataceitetermos" IS NOT NULL AND v."hash" = '26ceb814a67fdd2216a3fa2d0f7dec22852024da4ffa2f9a9beb39d2d6d9dd00'
ON CONFLICT DO NOTHING;
