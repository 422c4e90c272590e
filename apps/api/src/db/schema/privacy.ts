/**
 * LGPD (issue 16, decision 036): the access log — one row per staff read of a candidate's data
 * (record, document, sensitive field, print, links, exports). Written only by
 * modules/privacy/log-access.ts; never updated.
 */
import { bigserial, char, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tz('at').notNull().defaultNow(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    codusuario: integer('codusuario').notNull(),
    /** null for an action on many candidates at once (an Excel or eSocial export) */
    codcandidato: integer('codcandidato'),
    acao: varchar('acao', { length: 30 }).notNull(),
    /** what exactly: the document type, the field name, the filter of an export — never personal data */
    detalhe: varchar('detalhe', { length: 200 }),
  },
  (t) => [
    index('access_log_candidate_idx').on(t.codadm, t.codcli, t.codcandidato, t.at),
    index('access_log_at_idx').on(t.codadm, t.codcli, t.at),
  ],
);
