/**
 * Database schema (Drizzle). Tables and columns are snake_case; the API maps them to the
 * spec's UPPER CASE names at the edge. Every tenant-owned row carries codadm + codcli.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { registryColumns } from './registry-columns.ts';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const adminAccount = pgTable('admin_account', {
  codadm: integer('codadm').primaryKey(),
  nome: varchar('nome', { length: 100 }).notNull(),
});

export const client = pgTable(
  'client',
  {
    codadm: integer('codadm')
      .notNull()
      .references(() => adminAccount.codadm),
    codcli: char('codcli', { length: 3 }).notNull(),
    nomecli: varchar('nomecli', { length: 100 }).notNull(),
    logo: bytea('logo'),
    logoMime: varchar('logo_mime', { length: 50 }),
  },
  (t) => [primaryKey({ columns: [t.codadm, t.codcli] })],
);

export const staffUser = pgTable(
  'staff_user',
  {
    codusuario: serial('codusuario').primaryKey(),
    codadm: integer('codadm')
      .notNull()
      .references(() => adminAccount.codadm),
    usuario: varchar('usuario', { length: 100 }).notNull(),
    permissao: varchar('permissao', { length: 10 }).$type<'ADMIN' | 'MANAGER'>().notNull(),
    senhaHash: text('senha_hash').notNull(),
    trocarSenha: boolean('trocar_senha').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    /** bumped to end every session of the user at once (disable, password change) */
    sessionVersion: integer('session_version').notNull().default(1),
    nomeusuario: varchar('nomeusuario', { length: 100 }).notNull(),
    cpf: varchar('cpf', { length: 11 }),
    dtnasc: date('dtnasc'),
    cep: varchar('cep', { length: 8 }),
    endereco: varchar('endereco', { length: 100 }),
    bairro: varchar('bairro', { length: 100 }),
    cidade: varchar('cidade', { length: 100 }),
    uf: char('uf', { length: 2 }),
    telefone: varchar('telefone', { length: 11 }),
    cargo: varchar('cargo', { length: 100 }),
    nomedepto: varchar('nomedepto', { length: 100 }),
    email: varchar('email', { length: 100 }),
    facebook: varchar('facebook', { length: 100 }),
    foto: bytea('foto'),
    fotoMime: varchar('foto_mime', { length: 50 }),
    reabrirProcesso: boolean('reabrir_processo').notNull().default(false),
    finalizar: boolean('finalizar').notNull().default(false),
    reenviarPend: boolean('reenviar_pend').notNull().default(false),
    resetSenha: boolean('reset_senha').notNull().default(false),
    imprimir: boolean('imprimir').notNull().default(false),
    cancelar: boolean('cancelar').notNull().default(false),
    log: boolean('log').notNull().default(false),
    relatorio: boolean('relatorio').notNull().default(false),
    linkImagens: boolean('link_imagens').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_user_usuario_uq').on(sql`lower(${t.usuario})`),
    index('staff_user_cpf_idx').on(t.cpf),
  ],
);

export const membership = pgTable(
  'membership',
  {
    codusuario: integer('codusuario')
      .notNull()
      .references(() => staffUser.codusuario, { onDelete: 'cascade' }),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.codusuario, t.codadm, t.codcli] })],
);

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
    nome: varchar('nome', { length: 70 }).notNull(),
    /** the candidate's login */
    email: varchar('email', { length: 100 }).notNull(),
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
    datinicio: date('datinicio'),
    // registration (staff-filled) fields of the registry's CADASTRO section
    codunidade: integer('codunidade').references(() => unit.codunidade),
    tipocargo: varchar('tipocargo', { length: 10 }),
    cargo: varchar('cargo', { length: 50 }),
    vaga: varchar('vaga', { length: 50 }),
    gestor: varchar('gestor', { length: 50 }),
    recrutador: varchar('recrutador', { length: 50 }),
    telefone: varchar('telefone', { length: 11 }),
    celular: varchar('celular', { length: 11 }),
    observacoes: varchar('observacoes', { length: 500 }),
    codbanco: integer('codbanco'),
    /** staff user who registered the candidate */
    codusuarioCadastro: integer('codusuario_cadastro'),
    /** the candidate confirms having no dependents (spec 2 §4.7) */
    confirmSemDependentes: boolean('confirm_sem_dependentes').notNull().default(false),
    // every other registry field: its column comes from its definition (registry-columns.ts)
    ...registryColumns(),
  },
  (t) => [
    uniqueIndex('candidate_email_uq').on(sql`lower(${t.email})`),
    index('candidate_tenant_status_idx').on(t.codadm, t.codcli, t.codstatus),
    // ascending indexes serve both directions (a backward scan gives DESC NULLS FIRST, the default)
    index('candidate_tenant_cadastro_idx').on(t.codadm, t.codcli, t.datcadastro, t.codcandidato),
    index('candidate_tenant_inicio_idx').on(t.codadm, t.codcli, t.datinicio, t.codcandidato),
    index('candidate_tenant_interacao_idx').on(t.codadm, t.codcli, t.datultinteracao, t.codcandidato),
    index('candidate_tenant_nome_sort_idx').on(t.codadm, t.codcli, sql`lower(${t.nome})`, t.codcandidato),
    // prefix search (LIKE 'abc%') needs the pattern operator class
    index('candidate_tenant_nome_idx').on(t.codadm, t.codcli, sql`lower(${t.nome}) text_pattern_ops`),
    index('candidate_tenant_gestor_idx').on(t.codadm, t.codcli, t.gestor),
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

export const uf = pgTable('uf', {
  sigla: char('sigla', { length: 2 }).primaryKey(),
  nome: varchar('nome', { length: 40 }).notNull(),
  codigoIbge: smallint('codigo_ibge').notNull(),
  regiao: varchar('regiao', { length: 20 }).notNull(),
});

export const municipio = pgTable(
  'municipio',
  {
    codigo: char('codigo', { length: 7 }).primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    uf: char('uf', { length: 2 })
      .notNull()
      .references(() => uf.sigla),
  },
  (t) => [index('municipio_uf_idx').on(t.uf)],
);

export const refreshToken = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    /** every rotation of one sign-in shares a family; reuse of a spent token revokes the family */
    family: varchar('family', { length: 36 }).notNull(),
    subject: varchar('subject', { length: 30 }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    revokedAt: tz('revoked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_token_hash_uq').on(t.tokenHash),
    index('refresh_token_subject_idx').on(t.subject),
  ],
);

export const accessCode = pgTable(
  'access_code',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 20 }).$type<'first_access' | 'staff_reset'>().notNull(),
    subject: varchar('subject', { length: 30 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    expiresAt: tz('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('access_code_subject_idx').on(t.subject, t.purpose)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tz('at').notNull().defaultNow(),
    actor: varchar('actor', { length: 30 }).notNull(),
    codadm: integer('codadm'),
    codcli: char('codcli', { length: 3 }),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 40 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    field: varchar('field', { length: 60 }),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to_address', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'sent' | 'failed'>()
      .notNull()
      .default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: tz('created_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

/** Attempt counters for sign-in, reset and code steps; shared by every API process. */
export const rateLimit = pgTable('rate_limit', {
  key: varchar('key', { length: 200 }).primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: tz('reset_at').notNull(),
});

/** Partner redirect tokens already exchanged (single use). */
export const usedPartnerToken = pgTable('used_partner_token', {
  jti: varchar('jti', { length: 100 }).primaryKey(),
  expiresAt: tz('expires_at').notNull(),
});

export const meta = pgTable('app_meta', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: jsonb('value').notNull(),
});

// ——— reference lists of the candidate page (DESIGN.md §6), loaded at start-up ———

export const maritalStatus = pgTable('marital_status', {
  id: varchar('id', { length: 3 }).primaryKey(),
  estadocivil: varchar('estadocivil', { length: 40 }).notNull(),
});

export const educationLevel = pgTable('education_level', {
  id: smallint('id').primaryKey(),
  grauinstrucao: varchar('grauinstrucao', { length: 80 }).notNull(),
});

export const humanRace = pgTable('human_race', {
  id: smallint('id').primaryKey(),
  raca: varchar('raca', { length: 30 }).notNull(),
  ativo: boolean('ativo').notNull().default(true),
});

export const publicPlace = pgTable('public_place', {
  id: smallint('id').primaryKey(),
  descricao: varchar('descricao', { length: 40 }).notNull(),
});

export const country = pgTable('country', {
  /** ISO 3166-1 alpha-2 */
  codigo: char('codigo', { length: 2 }).primaryKey(),
  nome: varchar('nome', { length: 80 }).notNull(),
});

export const bank = pgTable('bank', {
  /** COMPE code as a number (1 = Banco do Brasil) */
  codbanco: integer('codbanco').primaryKey(),
  codbacen: char('codbacen', { length: 3 }).notNull(),
  nome: varchar('nome', { length: 120 }).notNull(),
});

/** Answers of the public CEP service, kept so a CEP is asked once (DESIGN.md §6). */
export const cepCache = pgTable('cep_cache', {
  cep: char('cep', { length: 8 }).primaryKey(),
  answer: jsonb('answer'),
  fetchedAt: tz('fetched_at').notNull().defaultNow(),
});

export const dependent = pgTable(
  'dependent',
  {
    coddep: serial('coddep').primaryKey(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 70 }).notNull(),
    parentesco: smallint('parentesco').notNull(),
    parentescoOutros: varchar('parentesco_outros', { length: 50 }),
    idestcivil: varchar('idestcivil', { length: 3 }),
    sexo: char('sexo', { length: 1 }),
    cpf: varchar('cpf', { length: 11 }),
    possuirg: boolean('possuirg'),
    rg: varchar('rg', { length: 14 }),
    localnascimento: varchar('localnascimento', { length: 100 }),
    datnasc: date('datnasc'),
    pcd: char('pcd', { length: 1 }),
    nomemae: varchar('nomemae', { length: 70 }),
    dependenteirrf: boolean('dependenteirrf'),
    assistenciamed: boolean('assistenciamed'),
    assistenciaodont: boolean('assistenciaodont'),
    segurovida: boolean('segurovida'),
    salariofamilia: boolean('salariofamilia'),
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
    nome: varchar('nome', { length: 70 }).notNull(),
    tipodoc: varchar('tipodoc', { length: 3 }).$type<'CPF' | 'RG'>().notNull(),
    documento: varchar('documento', { length: 14 }).notNull(),
  },
  (t) => [index('authorized_person_candidate_idx').on(t.codcandidato)],
);
