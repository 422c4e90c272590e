/** Reference lists shipped with the product (docs/design.md §6). */
import { boolean, char, index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

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

// ——— reference lists of the candidate page (docs/design.md §6), loaded at start-up ———
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

/** Answers of the public CEP service, kept so a CEP is asked once (docs/design.md §6). */
export const cepCache = pgTable('cep_cache', {
  cep: char('cep', { length: 8 }).primaryKey(),
  answer: jsonb('answer'),
  fetchedAt: tz('fetched_at').notNull().defaultNow(),
});
