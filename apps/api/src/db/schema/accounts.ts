/** Admin accounts, clients, staff users and their sessions, codes and limits. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
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
import { bytea, tz } from './columns.ts';

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
    esocial: boolean('esocial').notNull().default(false),
    assinatura: boolean('assinatura').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** removed by an administrator: hidden, cannot sign in; the row stays for the logs that name it */
    excluidoEm: tz('excluido_em'),
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
    /** decision 010: the client that spent it (client-binding.ts), the only one its grace renewal serves */
    usedBy: char('used_by', { length: 64 }),
    revokedAt: tz('revoked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_token_hash_uq').on(t.tokenHash),
    index('refresh_token_subject_idx').on(t.subject),
    index('refresh_token_family_idx').on(t.family),
  ],
);

/**
 * One sign-in (its refresh tokens share `id` as their family). Access tokens carry the id (`sid`), and the
 * per-request account read joins this row: logout and reuse detection end the session's access tokens at once.
 */
export const authSession = pgTable(
  'auth_session',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    subject: varchar('subject', { length: 30 }).notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('auth_session_subject_idx').on(t.subject)],
);

export const accessCode = pgTable(
  'access_code',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 20 })
      .$type<'first_access' | 'staff_reset' | 'email_change' | 'kit_signature'>()
      .notNull(),
    subject: varchar('subject', { length: 30 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    expiresAt: tz('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** email_change: the address the code confirms (it becomes the login once confirmed, decision 052) */
    newEmail: varchar('new_email', { length: 100 }),
  },
  (t) => [index('access_code_subject_idx').on(t.subject, t.purpose)],
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
