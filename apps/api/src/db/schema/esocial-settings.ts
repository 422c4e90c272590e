/**
 * Who transmits a client's eSocial events (decision 079): EMPREGADOR (its own certificate; the
 * default, also for a client without a row), TRANSMISSOR (the administrator's certificate) or FOLHA
 * (the payroll system sends; the product only exports the XML).
 */
import { sql } from 'drizzle-orm';
import { char, check, foreignKey, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ESOCIAL_TRANSMISSION_MODES, type EsocialTransmissionMode } from '@admissao/domain';
import { client } from './accounts.ts';
import { tz } from './columns.ts';

const MODES = ESOCIAL_TRANSMISSION_MODES.map((m) => `'${m}'`).join(', ');

export const clientEsocial = pgTable(
  'client_esocial',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    transmissao: varchar('transmissao', { length: 12 }).$type<EsocialTransmissionMode>().notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 100 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codadm, t.codcli] }),
    foreignKey({ columns: [t.codadm, t.codcli], foreignColumns: [client.codadm, client.codcli] }).onDelete(
      'cascade',
    ),
    check('client_esocial_transmissao', sql`${t.transmissao} in (${sql.raw(MODES)})`),
  ],
);
