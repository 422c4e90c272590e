/** Bearer links handed out by staff (print links, image-link sheets): recorded so they die with their reason. */
import { bigserial, char, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

export const sharedLink = pgTable(
  'shared_link',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 10 }).$type<'print' | 'image'>().notNull(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    /** the candidate of a print link; null for an image-link sheet (many candidates) */
    codcandidato: integer('codcandidato'),
    /** print: {PERMISSOES}; image: {CODTIPODOC, DOCUMENTO, DATINICIO, DATFIM} */
    detail: jsonb('detail').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    revokedBy: integer('revoked_by'),
  },
  (t) => [index('shared_link_tenant_idx').on(t.codadm, t.codcli, t.kind, t.codcandidato)],
);
