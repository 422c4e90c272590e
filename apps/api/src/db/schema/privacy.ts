/**
 * LGPD (issue 16, decision 036): the access log — one row per staff read of a candidate's data
 * (record, document, sensitive field, print, links, exports). Written only by
 * modules/access-log/log-access.ts; never updated.
 */
import {
  bigserial,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tz } from './columns.ts';
import { candidate } from './candidate.ts';

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

/** A candidate's request under LGPD art. 18 (decision 038); `prazo` fixed when it is filed. */
export const privacyRequest = pgTable(
  'privacy_request',
  {
    id: serial('id').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    codcandidato: integer('codcandidato').notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    descricao: text('descricao').notNull().default(''),
    situacao: varchar('situacao', { length: 10 })
      .$type<'ABERTA' | 'RESPONDIDA'>()
      .notNull()
      .default('ABERTA'),
    resposta: text('resposta'),
    criadaEm: tz('criada_em').notNull().defaultNow(),
    prazo: date('prazo', { mode: 'string' }).notNull(),
    respondidaEm: tz('respondida_em'),
    respondidaPor: integer('respondida_por'),
    /** when the DPO's grouped notice took the request (decision 038); null: still to be noticed */
    dpoNoticedAt: tz('dpo_noticed_at'),
  },
  (t) => [
    index('privacy_request_client_idx').on(t.codadm, t.codcli, t.situacao, t.prazo),
    index('privacy_request_notice_idx')
      .on(t.codadm, t.codcli)
      .where(sql`${t.dpoNoticedAt} is null`),
    index('privacy_request_candidate_idx').on(t.codcandidato),
  ],
);

/**
 * A published version of a client's terms of use (decisions 055, 060): the text, its SHA-256 and
 * when a server first served it. One row per client and text: two clients with the same text have
 * a version each, so a change of one never touches the other.
 */
export const termsVersion = pgTable(
  'terms_version',
  {
    id: serial('id').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    hash: char('hash', { length: 64 }).notNull(),
    texto: text('texto').notNull(),
    publicadaEm: tz('publicada_em').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_version_client_hash_uq').on(t.codadm, t.codcli, t.hash)],
);

/**
 * The text a client's ADMIN wrote in Configurações (decision 060): sanitised HTML. No row, or a
 * null text (restored): the default generated from the client's data (packages/domain terms.ts).
 */
export const clientTerms = pgTable(
  'client_terms',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    texto: text('texto'),
    atualizadoEm: tz('atualizado_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codadm, t.codcli] })],
);

/** A candidate's acceptance of one version, with where from (decision 055). */
export const termsAcceptance = pgTable(
  'terms_acceptance',
  {
    id: serial('id').primaryKey(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    codversao: integer('codversao')
      .notNull()
      .references(() => termsVersion.id),
    aceitoEm: tz('aceito_em').notNull().defaultNow(),
    /** null for the acceptances migrated from the single first-acceptance date */
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [uniqueIndex('terms_acceptance_uq').on(t.codcandidato, t.codversao)],
);
