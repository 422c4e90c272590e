/** Client-written content shown to candidates: FAQ entries and the benefits text (sanitised HTML). */
import { char, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

export const doubt = pgTable(
  'doubt',
  {
    codduvida: serial('codduvida').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    /** sanitised HTML */
    descricao: text('descricao').notNull(),
    resumo: varchar('resumo', { length: 300 }),
    datatualizacao: tz('datatualizacao').notNull().defaultNow(),
  },
  (t) => [index('doubt_tenant_idx').on(t.codadm, t.codcli)],
);

export const clientBenefits = pgTable(
  'client_benefits',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    /** sanitised HTML */
    obsBeneficios: text('obs_beneficios').notNull(),
    datultatualizacao: tz('datultatualizacao').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codadm, t.codcli] })],
);

/** Images inserted by the rich-text editor (FAQ, benefits), per client. */
export const editorImage = pgTable('editor_image', {
  id: varchar('id', { length: 64 }).primaryKey(),
  codadm: integer('codadm').notNull(),
  codcli: char('codcli', { length: 3 }).notNull(),
  module: varchar('module', { length: 30 }).notNull(),
  bucket: char('bucket', { length: 1 }).notNull().default('L'),
  storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
  mime: varchar('mime', { length: 50 }).notNull(),
  size: integer('size').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
