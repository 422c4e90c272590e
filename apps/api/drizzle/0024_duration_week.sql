CREATE TABLE "dashboard_duration_week" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"semana" date NOT NULL,
	"evento" char(1) NOT NULL,
	"decimos" integer NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "dashboard_duration_week_codadm_codcli_semana_evento_decimos_pk" PRIMARY KEY("codadm","codcli","semana","evento","decimos")
);
--> statement-breakpoint
-- custom SQL
-- decision 041: the durations histogram also per week, so that a 90-day period reads about a dozen
-- weeks of bins and the days of two partial weeks instead of 90 days of bins.
-- The week of a Brasília day: its Monday (ISO week, as the widget groups them).
CREATE FUNCTION dashboard_semana(dia date) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT dia - (extract(isodow FROM dia)::integer - 1) $$;
--> statement-breakpoint
-- the trigger of 0023 calls this for every change: the day's bin and now the week's
CREATE OR REPLACE FUNCTION dashboard_duration_add(adm integer, cli char(3), ev char(1), at timestamptz, cad timestamptz, delta integer)
  RETURNS void LANGUAGE sql
  AS $$
    INSERT INTO dashboard_duration_day AS d (codadm, codcli, evento, dia, decimos, quantidade)
      VALUES (adm, cli, ev, dashboard_dia(at), dashboard_decimos(at, cad), delta)
      ON CONFLICT (codadm, codcli, evento, dia, decimos) DO UPDATE SET quantidade = d.quantidade + delta;
    INSERT INTO dashboard_duration_week AS w (codadm, codcli, semana, evento, decimos, quantidade)
      VALUES (adm, cli, dashboard_semana(dashboard_dia(at)), ev, dashboard_decimos(at, cad), delta)
      ON CONFLICT (codadm, codcli, semana, evento, decimos) DO UPDATE SET quantidade = w.quantidade + delta;
  $$;
--> statement-breakpoint
-- the widget reads a period of weeks of the caller's clients with their counts: index-only
CREATE INDEX dashboard_duration_week_period_idx ON dashboard_duration_week (codadm, codcli, semana, evento, decimos)
  INCLUDE (quantidade);
--> statement-breakpoint
-- back-fill from the rows already there
INSERT INTO dashboard_duration_week (codadm, codcli, semana, evento, decimos, quantidade)
  SELECT codadm, codcli, dashboard_semana(dia), evento, decimos, sum(quantidade)
  FROM dashboard_duration_day GROUP BY 1, 2, 3, 4, 5;
