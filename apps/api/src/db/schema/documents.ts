/**
 * Documents: the types a client asks for, each candidate's document state, the stored files
 * (pages and edited versions), reviewer observations, temporary uploads and the candidate log.
 * Files live in storage (docs/design.md §5); a row here is what makes a stored file visible.
 */
import {
  bigint,
  bigserial,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { candidate } from './candidate.ts';

/** One term the OCR check looks for in a document type (spec 3 §7 CAMPOS_VALIDACAO). */
export interface ValidationTerm {
  NOME: string;
  TIPO: string;
}

export const documentType = pgTable(
  'document_type',
  {
    codtipodoc: serial('codtipodoc').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    documento: varchar('documento', { length: 100 }).notNull(),
    observacao: varchar('observacao', { length: 230 }),
    opcional: boolean('opcional').notNull().default(false),
    /** optional for interns (CARGO ESTAGIO) */
    opcionalEst: boolean('opcional_est').notNull().default(false),
    ordem: smallint('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    /** BRA only Brazilians, EST only foreigners, null everyone */
    nacionalidade: varchar('nacionalidade', { length: 3 }),
    camposValidacao: jsonb('campos_validacao').$type<ValidationTerm[]>().notNull().default([]),
  },
  (t) => [index('document_type_tenant_idx').on(t.codadm, t.codcli, t.ordem)],
);

/** A candidate's state for one document type; absent row = status 0 (pending). */
export const candidateDocument = pgTable(
  'candidate_document',
  {
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    codtipodoc: integer('codtipodoc')
      .notNull()
      .references(() => documentType.codtipodoc, { onDelete: 'cascade' }),
    /** 0 pending, 1 sent, 2 refused, 3 approved, 4 resent (spec 3 §4) */
    status: smallint('status').notNull().default(0),
    conferido: boolean('conferido').notNull().default(false),
    observacaoStatus: varchar('observacao_status', { length: 230 }),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codcandidato, t.codtipodoc] })],
);

/**
 * A stored file (one page image or one PDF) of a candidate's document. An edited image is a new
 * row whose `replaces` points at the row it supersedes; the superseded row keeps `active` false
 * and its file, so the original is never lost.
 */
export const documentFile = pgTable(
  'document_file',
  {
    codimagem: bigserial('codimagem', { mode: 'number' }).primaryKey(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    codtipodoc: integer('codtipodoc').notNull(),
    /** L local folder, S S3-compatible bucket */
    bucket: char('bucket', { length: 1 }).notNull().default('L'),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    kind: varchar('kind', { length: 5 }).$type<'image' | 'pdf'>().notNull(),
    mime: varchar('mime', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    pages: smallint('pages'),
    ordem: smallint('ordem').notNull().default(0),
    active: boolean('active').notNull().default(true),
    replaces: bigint('replaces', { mode: 'number' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** 'C:<codcandidato>' or 'U:<codusuario>' */
    createdBy: varchar('created_by', { length: 30 }).notNull(),
  },
  (t) => [index('document_file_candidate_idx').on(t.codcandidato, t.codtipodoc)],
);

/** Observations written by reviewers on a candidate's document (approve with note, refuse). */
export const documentObservation = pgTable(
  'document_observation',
  {
    codobservacao: bigserial('codobservacao', { mode: 'number' }).primaryKey(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    codtipodoc: integer('codtipodoc').notNull(),
    acao: varchar('acao', { length: 2 }).notNull(),
    observacao: varchar('observacao', { length: 230 }).notNull(),
    codusuario: integer('codusuario'),
    datlog: tz('datlog').notNull().defaultNow(),
  },
  (t) => [
    index('document_observation_candidate_idx').on(t.codcandidato, t.codtipodoc),
    // the dashboard's refusals of a period (decision 041)
    index('document_observation_action_idx').on(t.acao, t.datlog, t.codcandidato),
  ],
);

/**
 * The candidate log of spec 3 §3: status changes and attendance notes. TIPO '0' = general entry,
 * '1' = entry about the document CODTIPODOC, 'A' = terms of use accepted (spec 2 §7).
 * USUARIO keeps the author's name as it was.
 */
export const candidateLog = pgTable(
  'candidate_log',
  {
    codlog: bigserial('codlog', { mode: 'number' }).primaryKey(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    codstatus: smallint('codstatus').notNull(),
    codusuario: integer('codusuario'),
    usuario: varchar('usuario', { length: 100 }),
    observacoes: varchar('observacoes', { length: 500 }),
    datlog: tz('datlog').notNull().defaultNow(),
    tipo: varchar('tipo', { length: 2 }).notNull().default('0'),
    codtipodoc: integer('codtipodoc'),
  },
  (t) => [
    index('candidate_log_candidate_idx').on(t.codcandidato, t.datlog),
    // the dashboard's sends for checking of a period (decision 041)
    index('candidate_log_status_idx').on(t.codstatus, t.datlog, t.codcandidato),
  ],
);

/** A file sent through /temporario: reachable by its random token for 60 minutes. */
export const tempUpload = pgTable(
  'temp_upload',
  {
    token: varchar('token', { length: 64 }).primaryKey(),
    codadm: integer('codadm'),
    codcli: char('codcli', { length: 3 }),
    bucket: char('bucket', { length: 1 }).notNull().default('L'),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    mime: varchar('mime', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** who sent it ('s:<codusuario>' / 'c:<codcandidato>'): only that signed-in user reads it */
    owner: varchar('owner', { length: 40 }),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('temp_upload_expiry_idx').on(t.expiresAt)],
);
