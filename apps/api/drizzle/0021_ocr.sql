CREATE TABLE "document_crosscheck" (
	"codcandidato" integer NOT NULL,
	"codtipodoc" integer NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"versao_lida" integer,
	"paginas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lido_em" timestamp with time zone,
	"em_leitura_ate" timestamp with time zone,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_crosscheck_codcandidato_codtipodoc_pk" PRIMARY KEY("codcandidato","codtipodoc")
);
--> statement-breakpoint
ALTER TABLE "document_crosscheck" ADD CONSTRAINT "document_crosscheck_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_crosscheck_stale_idx" ON "document_crosscheck" USING btree ("atualizado_em") WHERE "document_crosscheck"."versao_lida" is distinct from "document_crosscheck"."versao";--> statement-breakpoint
-- custom SQL
-- Decision 057: any change of a document's files (upload, edit, removal, page deactivated) makes its
-- cross-check reading stale; the background job reads the new version. A removal only bumps an
-- existing row: a candidate being deleted must not get a new one.
CREATE OR REPLACE FUNCTION document_crosscheck_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE document_crosscheck SET versao = versao + 1, tentativas = 0, em_leitura_ate = NULL,
        atualizado_em = now()
      WHERE codcandidato = OLD.codcandidato AND codtipodoc = OLD.codtipodoc;
    RETURN NULL;
  END IF;
  INSERT INTO document_crosscheck (codcandidato, codtipodoc, codadm, codcli)
    SELECT c.codcandidato, NEW.codtipodoc, c.codadm, c.codcli FROM candidate c
      WHERE c.codcandidato = NEW.codcandidato
  ON CONFLICT (codcandidato, codtipodoc) DO UPDATE SET versao = document_crosscheck.versao + 1,
    tentativas = 0, em_leitura_ate = NULL, atualizado_em = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER document_file_crosscheck_stale AFTER INSERT OR DELETE OR UPDATE OF active ON document_file
  FOR EACH ROW EXECUTE FUNCTION document_crosscheck_stale();
