/**
 * The dashboard's summaries (decision 041): counts per client and Brasília day, kept by triggers in
 * the writing transaction (migration 0022_painel, `-- custom SQL`), so the funnel and the refusals
 * read at most a few rows per client and day instead of every candidate of the period. Rows whose
 * count fell to 0 stay (the readers skip them).
 */
import { char, date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/** Candidates by the day they were registered (DATCADASTRO, Brasília) and their status now. */
export const dashboardStatusDay = pgTable(
  'dashboard_status_day',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    codstatus: smallint('codstatus').notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codadm, t.codcli, t.dia, t.codstatus] })],
);

/** Reviewer refusals (document_observation, acao 'R') by day, document type and observation. */
export const dashboardRefusalDay = pgTable(
  'dashboard_refusal_day',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    codtipodoc: integer('codtipodoc').notNull(),
    observacao: varchar('observacao', { length: 230 }).notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codadm, t.codcli, t.dia, t.codtipodoc, t.observacao] })],
);

/**
 * Durations as a histogram (migration 0023_duration_histogram): per client, event ('E' first send
 * for checking, 'F' finalization of a candidate now Finalizado), Brasília day of the event and
 * duration from registration in tenths of a day, how many candidates. The durations widget reads
 * the period's bins instead of ordering every candidate of the period (decision 041).
 */
export const dashboardDurationDay = pgTable(
  'dashboard_duration_day',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    evento: char('evento', { length: 1 }).notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    decimos: integer('decimos').notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codadm, t.codcli, t.evento, t.dia, t.decimos] })],
);

/**
 * The same histogram per week (Monday, Brasília) of the event (migration 0024_duration_week), kept
 * by the same trigger: the durations widget reads the period's whole weeks here and only the days
 * of its partial first and last weeks from dashboard_duration_day (decision 041).
 */
export const dashboardDurationWeek = pgTable(
  'dashboard_duration_week',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    semana: date('semana', { mode: 'string' }).notNull(),
    evento: char('evento', { length: 1 }).notNull(),
    decimos: integer('decimos').notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codadm, t.codcli, t.semana, t.evento, t.decimos] })],
);
