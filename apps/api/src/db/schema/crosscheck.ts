/**
 * The OCR cross-check of a candidate's document (decision 057): the words read from each page of
 * the document's current files, kept with the version they were read from. A trigger on
 * document_file (migration 0021_ocr) bumps `versao` on every upload, edit or removal, so the
 * stored reading is stale until the background job reads the new version.
 */
import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { candidate } from './candidate.ts';
import { tz } from './columns.ts';

/** One page as the job read it: an image's words ([text, confidence]), or why it was not read. */
export type CrosscheckPage =
  | { CODIMAGEM: number; TIPO: 'imagem'; PALAVRAS: [string, number][] }
  | { CODIMAGEM: number; TIPO: 'pdf' | 'falha' };

export const documentCrosscheck = pgTable(
  'document_crosscheck',
  {
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    codtipodoc: integer('codtipodoc').notNull(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    /** bumped by the trigger on every change of the document's files */
    versao: integer('versao').notNull().default(1),
    /** the version `paginas` was read from; null before the first reading */
    versaoLida: integer('versao_lida'),
    paginas: jsonb('paginas').$type<CrosscheckPage[]>().notNull().default([]),
    lidoEm: tz('lido_em'),
    /** a job reading it holds it until then (a crashed reader's claim runs out) */
    emLeituraAte: tz('em_leitura_ate'),
    tentativas: smallint('tentativas').notNull().default(0),
    atualizadoEm: tz('atualizado_em').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.codcandidato, t.codtipodoc] }),
    // the job's queue: only stale rows, oldest change first
    index('document_crosscheck_stale_idx')
      .on(t.atualizadoEm)
      .where(sql`${t.versaoLida} is distinct from ${t.versao}`),
  ],
);
