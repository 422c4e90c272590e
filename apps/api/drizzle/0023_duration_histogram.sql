CREATE TABLE "dashboard_duration_day" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"evento" char(1) NOT NULL,
	"dia" date NOT NULL,
	"decimos" integer NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "dashboard_duration_day_codadm_codcli_evento_dia_decimos_pk" PRIMARY KEY("codadm","codcli","evento","dia","decimos")
);
--> statement-breakpoint
-- custom SQL
-- decision 041: durations kept as a histogram by a trigger on candidate, in the writing transaction.
-- A duration in tenths of a day (float8 epoch arithmetic, as the widget's figures before: rounded to
-- the nearest tenth, halves to even).
CREATE FUNCTION dashboard_decimos(ev timestamptz, cad timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT round(date_part('epoch', ev - cad) / 8640)::integer $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_duration_add(adm integer, cli char(3), ev char(1), at timestamptz, cad timestamptz, delta integer)
  RETURNS void LANGUAGE sql
  AS $$ INSERT INTO dashboard_duration_day AS d (codadm, codcli, evento, dia, decimos, quantidade)
    VALUES (adm, cli, ev, dashboard_dia(at), dashboard_decimos(at, cad), delta)
    ON CONFLICT (codadm, codcli, evento, dia, decimos) DO UPDATE SET quantidade = d.quantidade + delta $$;
--> statement-breakpoint
-- 'E': the first send for checking (datprimeiroenvio, kept by 0022's trigger on candidate_log);
-- 'F': the finalization of a candidate whose status is Finalizado now
CREATE FUNCTION dashboard_duration_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.datprimeiroenvio IS NOT NULL THEN
      PERFORM dashboard_duration_add(OLD.codadm, OLD.codcli, 'E', OLD.datprimeiroenvio, OLD.datcadastro, -1);
    END IF;
    IF OLD.codstatus = 8 AND OLD.datfinalizacao IS NOT NULL THEN
      PERFORM dashboard_duration_add(OLD.codadm, OLD.codcli, 'F', OLD.datfinalizacao, OLD.datcadastro, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.datprimeiroenvio IS NOT NULL THEN
      PERFORM dashboard_duration_add(NEW.codadm, NEW.codcli, 'E', NEW.datprimeiroenvio, NEW.datcadastro, 1);
    END IF;
    IF NEW.codstatus = 8 AND NEW.datfinalizacao IS NOT NULL THEN
      PERFORM dashboard_duration_add(NEW.codadm, NEW.codcli, 'F', NEW.datfinalizacao, NEW.datcadastro, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_duration_ins AFTER INSERT ON candidate
  FOR EACH ROW WHEN (NEW.datprimeiroenvio IS NOT NULL OR NEW.datfinalizacao IS NOT NULL)
  EXECUTE FUNCTION dashboard_duration_trg();
--> statement-breakpoint
CREATE TRIGGER dashboard_duration_upd AFTER UPDATE OF codadm, codcli, datcadastro, codstatus, datprimeiroenvio, datfinalizacao ON candidate
  FOR EACH ROW WHEN ((OLD.codadm, OLD.codcli, OLD.datcadastro, OLD.codstatus, OLD.datprimeiroenvio, OLD.datfinalizacao)
    IS DISTINCT FROM (NEW.codadm, NEW.codcli, NEW.datcadastro, NEW.codstatus, NEW.datprimeiroenvio, NEW.datfinalizacao))
  EXECUTE FUNCTION dashboard_duration_trg();
--> statement-breakpoint
CREATE TRIGGER dashboard_duration_del AFTER DELETE ON candidate
  FOR EACH ROW WHEN (OLD.datprimeiroenvio IS NOT NULL OR OLD.datfinalizacao IS NOT NULL)
  EXECUTE FUNCTION dashboard_duration_trg();
--> statement-breakpoint
-- the widget reads a period of days of the caller's clients with their counts: index-only
CREATE INDEX dashboard_duration_day_period_idx ON dashboard_duration_day (codadm, codcli, dia, evento, decimos)
  INCLUDE (quantidade);
--> statement-breakpoint
-- back-fill from the rows already there
INSERT INTO dashboard_duration_day (codadm, codcli, evento, dia, decimos, quantidade)
  SELECT codadm, codcli, 'E', dashboard_dia(datprimeiroenvio), dashboard_decimos(datprimeiroenvio, datcadastro), count(*)
  FROM candidate WHERE datprimeiroenvio IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO dashboard_duration_day (codadm, codcli, evento, dia, decimos, quantidade)
  SELECT codadm, codcli, 'F', dashboard_dia(datfinalizacao), dashboard_decimos(datfinalizacao, datcadastro), count(*)
  FROM candidate WHERE codstatus = 8 AND datfinalizacao IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
