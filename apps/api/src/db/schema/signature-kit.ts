/**
 * The signed admission kit (issue 33): each client's kit templates, and per candidate the kit that
 * was sent, its documents (the rendered PDF before signing and the sealed one after) and who signs
 * it, in order. A sealed document is never changed again: a correction is a new kit (versao + 1),
 * and the old one is marked SUBSTITUIDO with `replaced_by` naming the new one. The states and roles
 * are the domain's (packages/domain/src/kit/kit-states.ts; decision 069).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  KIT_APPLIES_TO,
  KIT_SIGNER_ROLES,
  KIT_STATUSES,
  KIT_TEMPLATE_KINDS,
  type KitAppliesTo,
  type KitSignerRole,
  type KitStatus,
  type KitTemplateKind,
} from '@admissao/domain';
import { client } from './accounts.ts';
import { candidate } from './candidate.ts';
import { tz } from './columns.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const kitTemplate = pgTable(
  'kit_template',
  {
    id: serial('id').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    nome: varchar('nome', { length: 120 }).notNull(),
    tipo: varchar('tipo', { length: 10 }).$type<KitTemplateKind>().notNull(),
    /** TEXTO: the sanitised HTML (allow-listed tags, no attributes but table spans); FICHA: empty */
    corpo: text('corpo').notNull().default(''),
    aplicaA: varchar('aplica_a', { length: 10 }).$type<KitAppliesTo>().notNull().default('TODOS'),
    ordem: smallint('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 100 }),
  },
  (t) => [
    foreignKey({ columns: [t.codadm, t.codcli], foreignColumns: [client.codadm, client.codcli] }).onDelete(
      'cascade',
    ),
    index('kit_template_client_idx').on(t.codadm, t.codcli, t.ordem),
    check('kit_template_tipo_check', inList('tipo', KIT_TEMPLATE_KINDS)),
    check('kit_template_aplica_a_check', inList('aplica_a', KIT_APPLIES_TO)),
  ],
);

export const signatureKit = pgTable(
  'signature_kit',
  {
    id: serial('id').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    versao: smallint('versao').notNull().default(1),
    status: varchar('status', { length: 25 }).$type<KitStatus>().notNull(),
    sentAt: tz('sent_at').notNull().defaultNow(),
    sentBy: varchar('sent_by', { length: 100 }).notNull(),
    completedAt: tz('completed_at'),
    refusedReason: varchar('refused_reason', { length: 500 }),
    /** SUBSTITUIDO: the kit that replaced this one */
    replacedBy: integer('replaced_by'),
  },
  (t) => [
    index('signature_kit_candidate_idx').on(t.codcandidato, t.versao),
    index('signature_kit_client_status_idx').on(t.codadm, t.codcli, t.status),
    uniqueIndex('signature_kit_version_uq').on(t.codcandidato, t.versao),
    check('signature_kit_status_check', inList('status', KIT_STATUSES)),
  ],
);

export const kitDocument = pgTable(
  'kit_document',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => signatureKit.id, { onDelete: 'cascade' }),
    /** the template it was rendered from (null when the template was deleted since) */
    templateId: integer('template_id'),
    nome: varchar('nome', { length: 120 }).notNull(),
    ordem: smallint('ordem').notNull().default(0),
    /** the PDF the signers read, stored before anyone signs */
    originalKey: varchar('original_key', { length: 300 }).notNull(),
    /** the storage each file was written to (L local folder, S S3-compatible), as document_file.bucket */
    originalBucket: char('original_bucket', { length: 1 }).notNull().default('L'),
    originalSha256: char('original_sha256', { length: 64 }).notNull(),
    pages: smallint('pages').notNull(),
    /** the sealed PDF (PAdES + evidence page); written once */
    signedKey: varchar('signed_key', { length: 300 }),
    signedBucket: char('signed_bucket', { length: 1 }),
    signedSha256: char('signed_sha256', { length: 64 }),
    /** printed on the evidence page; typed at /verificar */
    verifyCode: varchar('verify_code', { length: 20 }),
    sealedAt: tz('sealed_at'),
    timestamped: boolean('timestamped'),
    evidence: jsonb('evidence'),
    /** the candidate or guardian refused this document, with this reason */
    refusedReason: varchar('refused_reason', { length: 500 }),
    /** the sealing job's claim: due when not null, retried with backoff */
    sealNextAt: tz('seal_next_at'),
    sealAttempts: smallint('seal_attempts').notNull().default(0),
    sealError: varchar('seal_error', { length: 300 }),
  },
  (t) => [
    index('kit_document_kit_idx').on(t.kitId, t.ordem),
    uniqueIndex('kit_document_verify_code_uq').on(t.verifyCode),
    uniqueIndex('kit_document_signed_sha_idx').on(t.signedSha256),
    index('kit_document_seal_due_idx')
      .on(t.sealNextAt)
      .where(sql`${t.sealNextAt} is not null`),
  ],
);

export const kitSigner = pgTable(
  'kit_signer',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => signatureKit.id, { onDelete: 'cascade' }),
    papel: varchar('papel', { length: 12 }).$type<KitSignerRole>().notNull(),
    /** the signing order: candidate 1, guardian 2, company 3 */
    ordem: smallint('ordem').notNull(),
    nome: varchar('nome', { length: 150 }).notNull(),
    cpf: varchar('cpf', { length: 11 }),
    email: varchar('email', { length: 100 }),
    /** RESPONSAVEL: the authorized person (authorized_person.idpessoa) */
    idpessoa: integer('idpessoa'),
    /** EMPRESA: the staff user who countersigned */
    codusuario: integer('codusuario'),
    signedAt: tz('signed_at'),
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 300 }),
    /** how the one-time code reached the signer ('email'; 'sessao' for a signed-in staff user) */
    codeChannel: varchar('code_channel', { length: 10 }),
  },
  (t) => [
    index('kit_signer_kit_idx').on(t.kitId, t.ordem),
    check('kit_signer_papel_check', inList('papel', KIT_SIGNER_ROLES)),
  ],
);
