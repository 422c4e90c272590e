/** Candidates and what belongs to them, per client: units, settings, custom fields, dependents. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { AUTHORIZED_PERSON_FIELDS, CANDIDATE_FIELDS, DEPENDENT_FIELDS } from '@admissao/domain';
import { registryColumns } from '../registry-columns.ts';

export const status = pgTable('status', {
  codstatus: smallint('codstatus').primaryKey(),
  desstatus: varchar('desstatus', { length: 60 }).notNull(),
  corstatus: varchar('corstatus', { length: 20 }).notNull(),
});

export const candidate = pgTable(
  'candidate',
  {
    codcandidato: serial('codcandidato').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    senhaHash: text('senha_hash'),
    trocarSenha: boolean('trocar_senha').notNull().default(false),
    sessionVersion: integer('session_version').notNull().default(1),
    codstatus: smallint('codstatus')
      .notNull()
      .default(1)
      .references(() => status.codstatus),
    obsstatus: varchar('obsstatus', { length: 300 }),
    datcadastro: tz('datcadastro').notNull().defaultNow(),
    datultinteracao: tz('datultinteracao'),
    datfinalizacao: tz('datfinalizacao'),
    /**
     * decision 041: the candidate's first send for checking (earliest candidate_log entry in
     * Aguardando conferência), kept by a trigger on candidate_log (migration 0022_painel)
     */
    datprimeiroenvio: tz('datprimeiroenvio'),
    /** staff user who registered the candidate */
    codusuarioCadastro: integer('codusuario_cadastro'),
    /** the candidate confirms having no dependents (spec 2 §4.7) */
    confirmSemDependentes: boolean('confirm_sem_dependentes').notNull().default(false),
    /** when the candidate accepted the terms of use (PATCH /candidate/terms); the first time counts */
    dataceitetermos: tz('dataceitetermos'),
    /** decision 039: when an anonymisation began (a crash leaves it set; the job finishes it) */
    anonimizacaoIniciadaEm: tz('anonimizacao_iniciada_em'),
    /** decision 039: when the personal data was replaced and the files deleted */
    anonimizadoEm: tz('anonimizado_em'),
    // every registry field (the login EMAIL included): its column comes from its definition
    ...registryColumns(CANDIDATE_FIELDS, { unit: () => unit.codunidade }),
  },
  (t) => [
    uniqueIndex('candidate_email_uq').on(sql`lower(${t.email})`),
    index('candidate_tenant_status_idx').on(t.codadm, t.codcli, t.codstatus),
    // ascending indexes serve both directions (a backward scan gives DESC NULLS FIRST, the default)
    index('candidate_tenant_cadastro_idx').on(t.codadm, t.codcli, t.datcadastro, t.codcandidato),
    index('candidate_tenant_inicio_idx').on(t.codadm, t.codcli, t.datinicio, t.codcandidato),
    index('candidate_tenant_interacao_idx').on(t.codadm, t.codcli, t.datultinteracao, t.codcandidato),
    index('candidate_tenant_nome_sort_idx').on(t.codadm, t.codcli, sql`lower(${t.nome})`, t.codcandidato),
    // prefix search (LIKE 'abc%') needs the pattern operator class; migration 0004 adds INCLUDE (nome)
    index('candidate_tenant_nome_idx').on(t.codadm, t.codcli, sql`lower(${t.nome}) text_pattern_ops`),
    index('candidate_tenant_gestor_idx').on(t.codadm, t.codcli, t.gestor),
    // the dashboard (decision 041): index-only counts of a period's registrations by status, and
    // the finalizations of a period with their registration day
    index('candidate_tenant_cadastro_status_idx').on(t.codadm, t.codcli, t.datcadastro, t.codstatus),
    index('candidate_tenant_finalizacao_idx').on(
      t.codadm,
      t.codcli,
      t.datfinalizacao,
      t.datcadastro,
      t.codstatus,
    ),
    // the first sends of a period with their registration day, index-only (decision 041)
    index('candidate_tenant_primeiro_envio_idx').on(t.codadm, t.codcli, t.datprimeiroenvio, t.datcadastro),
  ],
);

export const unit = pgTable(
  'unit',
  {
    codunidade: serial('codunidade').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    unidade: varchar('unidade', { length: 100 }).notNull(),
    emailresponsavel: varchar('emailresponsavel', { length: 100 }).notNull(),
    /** the establishment's CNPJ (14 characters, numeric or alphanumeric): eSocial localTrabGeral */
    cnpj: varchar('cnpj', { length: 14 }),
  },
  (t) => [index('unit_tenant_idx').on(t.codadm, t.codcli)],
);

/** Settings of spec 3 §3 per client, validated by ZClientSettings (defaults fill missing flags). */
export const clientSettings = pgTable(
  'client_settings',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    settings: jsonb('settings').notNull().default({}),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codadm, t.codcli] })],
);

export const customField = pgTable(
  'custom_field',
  {
    codinfo: serial('codinfo').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    numcampo: smallint('numcampo').notNull(),
    descricao: varchar('descricao', { length: 100 }).notNull(),
    tipo: char('tipo', { length: 1 }).$type<'T' | 'M' | 'R'>().notNull(),
    opcoes: varchar('opcoes', { length: 255 }),
    respPreenchimento: char('resp_preenchimento', { length: 1 }).$type<'A' | 'C'>().notNull(),
    obrigatorio: boolean('obrigatorio').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [index('custom_field_tenant_idx').on(t.codadm, t.codcli)],
);

export const customFieldData = pgTable(
  'custom_field_data',
  {
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    codinfo: integer('codinfo')
      .notNull()
      .references(() => customField.codinfo, { onDelete: 'cascade' }),
    descricao: varchar('descricao', { length: 255 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codcandidato, t.codinfo] })],
);

export const dependent = pgTable(
  'dependent',
  {
    coddep: serial('coddep').primaryKey(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    ...registryColumns(DEPENDENT_FIELDS),
  },
  (t) => [index('dependent_candidate_idx').on(t.codcandidato)],
);

export const authorizedPerson = pgTable(
  'authorized_person',
  {
    idpessoa: serial('idpessoa').primaryKey(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    ...registryColumns(AUTHORIZED_PERSON_FIELDS),
  },
  (t) => [index('authorized_person_candidate_idx').on(t.codcandidato)],
);
