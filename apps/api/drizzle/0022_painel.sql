CREATE TABLE "dashboard_refusal_day" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"dia" date NOT NULL,
	"codtipodoc" integer NOT NULL,
	"observacao" varchar(230) NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "dashboard_refusal_day_codadm_codcli_dia_codtipodoc_observacao_pk" PRIMARY KEY("codadm","codcli","dia","codtipodoc","observacao")
);
--> statement-breakpoint
CREATE TABLE "dashboard_status_day" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"dia" date NOT NULL,
	"codstatus" smallint NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "dashboard_status_day_codadm_codcli_dia_codstatus_pk" PRIMARY KEY("codadm","codcli","dia","codstatus")
);
--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "datprimeiroenvio" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "candidate_tenant_primeiro_envio_idx" ON "candidate" USING btree ("codadm","codcli","datprimeiroenvio","datcadastro");--> statement-breakpoint
-- custom SQL
-- decision 041: the dashboard's summaries, kept by triggers in the writing transaction.
-- The Brasília day of an instant: fixed UTC-3, as startOfBrazilDay (packages/domain/src/dates.ts).
CREATE FUNCTION dashboard_dia(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((at AT TIME ZONE 'UTC') - interval '3 hours')::date $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_status_add(adm integer, cli char(3), at timestamptz, st smallint, delta integer)
  RETURNS void LANGUAGE sql
  AS $$ INSERT INTO dashboard_status_day AS d (codadm, codcli, dia, codstatus, quantidade)
    VALUES (adm, cli, dashboard_dia(at), st, delta)
    ON CONFLICT (codadm, codcli, dia, codstatus) DO UPDATE SET quantidade = d.quantidade + delta $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_refusal_add(adm integer, cli char(3), at timestamptz, tipo integer, obs varchar, delta integer)
  RETURNS void LANGUAGE sql
  AS $$ INSERT INTO dashboard_refusal_day AS d (codadm, codcli, dia, codtipodoc, observacao, quantidade)
    VALUES (adm, cli, dashboard_dia(at), tipo, obs, delta)
    ON CONFLICT (codadm, codcli, dia, codtipodoc, observacao) DO UPDATE SET quantidade = d.quantidade + delta $$;
--> statement-breakpoint
-- candidates by registration day and status now; a tenant change also moves the refusals
CREATE FUNCTION dashboard_candidate_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM dashboard_status_add(OLD.codadm, OLD.codcli, OLD.datcadastro, OLD.codstatus, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM dashboard_status_add(NEW.codadm, NEW.codcli, NEW.datcadastro, NEW.codstatus, 1);
  END IF;
  -- the candidate's refusals leave with it: its observations are deleted by the cascade after
  -- this row, when their own trigger no longer finds the candidate (and skips)
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.codadm, OLD.codcli) IS DISTINCT FROM (NEW.codadm, NEW.codcli)) THEN
    FOR r IN SELECT o.datlog, o.codtipodoc, o.observacao FROM document_observation o
        WHERE o.codcandidato = OLD.codcandidato AND o.acao = 'R' LOOP
      PERFORM dashboard_refusal_add(OLD.codadm, OLD.codcli, r.datlog, r.codtipodoc, r.observacao, -1);
      IF TG_OP = 'UPDATE' THEN
        PERFORM dashboard_refusal_add(NEW.codadm, NEW.codcli, r.datlog, r.codtipodoc, r.observacao, 1);
      END IF;
    END LOOP;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD; -- a BEFORE trigger: let the deletion go on
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_candidate_ins AFTER INSERT ON candidate
  FOR EACH ROW EXECUTE FUNCTION dashboard_candidate_trg();
--> statement-breakpoint
CREATE TRIGGER dashboard_candidate_upd AFTER UPDATE OF codadm, codcli, datcadastro, codstatus ON candidate
  FOR EACH ROW WHEN ((OLD.codadm, OLD.codcli, OLD.datcadastro, OLD.codstatus)
    IS DISTINCT FROM (NEW.codadm, NEW.codcli, NEW.datcadastro, NEW.codstatus))
  EXECUTE FUNCTION dashboard_candidate_trg();
--> statement-breakpoint
-- BEFORE: the observations are still there to subtract
CREATE TRIGGER dashboard_candidate_del BEFORE DELETE ON candidate
  FOR EACH ROW EXECUTE FUNCTION dashboard_candidate_trg();
--> statement-breakpoint
CREATE FUNCTION dashboard_observation_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.acao = 'R' THEN
    SELECT codadm, codcli INTO c FROM candidate WHERE codcandidato = OLD.codcandidato;
    IF FOUND THEN
      PERFORM dashboard_refusal_add(c.codadm, c.codcli, OLD.datlog, OLD.codtipodoc, OLD.observacao, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.acao = 'R' THEN
    SELECT codadm, codcli INTO c FROM candidate WHERE codcandidato = NEW.codcandidato;
    IF FOUND THEN
      PERFORM dashboard_refusal_add(c.codadm, c.codcli, NEW.datlog, NEW.codtipodoc, NEW.observacao, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_observation AFTER INSERT OR UPDATE OR DELETE ON document_observation
  FOR EACH ROW EXECUTE FUNCTION dashboard_observation_trg();
--> statement-breakpoint
-- the first send for checking (status 4, Aguardando conferência) on the candidate row
CREATE FUNCTION dashboard_first_send_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE candidate SET datprimeiroenvio = NEW.datlog
      WHERE codcandidato = NEW.codcandidato AND (datprimeiroenvio IS NULL OR datprimeiroenvio > NEW.datlog);
    RETURN NULL;
  END IF;
  UPDATE candidate c SET datprimeiroenvio = (SELECT min(l.datlog) FROM candidate_log l
      WHERE l.codcandidato = c.codcandidato AND l.codstatus = 4)
    WHERE c.codcandidato = OLD.codcandidato
      OR (TG_OP = 'UPDATE' AND c.codcandidato = NEW.codcandidato);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_first_send_ins AFTER INSERT ON candidate_log
  FOR EACH ROW WHEN (NEW.codstatus = 4) EXECUTE FUNCTION dashboard_first_send_trg();
--> statement-breakpoint
CREATE TRIGGER dashboard_first_send_upd AFTER UPDATE OF codcandidato, codstatus, datlog ON candidate_log
  FOR EACH ROW WHEN (OLD.codstatus = 4 OR NEW.codstatus = 4) EXECUTE FUNCTION dashboard_first_send_trg();
--> statement-breakpoint
CREATE TRIGGER dashboard_first_send_del AFTER DELETE ON candidate_log
  FOR EACH ROW WHEN (OLD.codstatus = 4) EXECUTE FUNCTION dashboard_first_send_trg();
--> statement-breakpoint
-- back-fill from the rows already there
INSERT INTO dashboard_status_day (codadm, codcli, dia, codstatus, quantidade)
  SELECT codadm, codcli, dashboard_dia(datcadastro), codstatus, count(*) FROM candidate GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO dashboard_refusal_day (codadm, codcli, dia, codtipodoc, observacao, quantidade)
  SELECT c.codadm, c.codcli, dashboard_dia(o.datlog), o.codtipodoc, o.observacao, count(*)
  FROM document_observation o JOIN candidate c ON c.codcandidato = o.codcandidato
  WHERE o.acao = 'R' GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
UPDATE candidate c SET datprimeiroenvio = f.primeiro
  FROM (SELECT codcandidato, min(datlog) AS primeiro FROM candidate_log WHERE codstatus = 4 GROUP BY 1) f
  WHERE f.codcandidato = c.codcandidato;
