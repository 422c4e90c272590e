/**
 * Certificates (decision 068): each client's PKCS#12 and its password, sealed by the secret store
 * (lib/secrets.ts), with the public facts read once at upload; and the installation's own
 * certificate, generated at first start, used when a client has none. Only the facts are ever
 * answered; the sealed columns are opened only to sign.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { adminAccount, client } from './accounts.ts';
import { tz } from './columns.ts';

const facts = {
  /** the P12 file and its password, each sealed (`s1.<key id>.…`) */
  p12Sealed: text('p12_sealed').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  subject: varchar('subject', { length: 500 }).notNull(),
  cnpj: char('cnpj', { length: 14 }),
  issuer: varchar('issuer', { length: 500 }).notNull(),
  serial: varchar('serial', { length: 100 }).notNull(),
  notBefore: tz('not_before').notNull(),
  notAfter: tz('not_after').notNull(),
  icpBrasil: boolean('icp_brasil').notNull(),
};

export const clientCertificate = pgTable(
  'client_certificate',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    ...facts,
    uploadedAt: tz('uploaded_at').notNull().defaultNow(),
    uploadedBy: varchar('uploaded_by', { length: 100 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codadm, t.codcli] }),
    foreignKey({ columns: [t.codadm, t.codcli], foreignColumns: [client.codadm, client.codcli] }).onDelete(
      'cascade',
    ),
  ],
);

/** One row: the installation's self-signed certificate (never ICP-Brasil). */
export const installationCertificate = pgTable(
  'installation_certificate',
  {
    id: smallint('id').primaryKey().default(1),
    ...facts,
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [check('installation_certificate_one_row', sql`${t.id} = 1`)],
);

/**
 * The administrator's transmitter certificate (decision 079): one per CODADM, an accounting office's
 * e-CNPJ that signs and sends (ideTransmissor) for the clients set to TRANSMISSOR; sealed like a
 * client's. `cnpjTransmissor` is the CNPJ the ADMIN declared, the certificate's root matches it.
 */
export const transmitterCertificate = pgTable('transmitter_certificate', {
  codadm: integer('codadm')
    .primaryKey()
    .references(() => adminAccount.codadm, { onDelete: 'cascade' }),
  ...facts,
  cnpjTransmissor: char('cnpj_transmissor', { length: 14 }).notNull(),
  uploadedAt: tz('uploaded_at').notNull().defaultNow(),
  uploadedBy: varchar('uploaded_by', { length: 100 }).notNull(),
});
