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
