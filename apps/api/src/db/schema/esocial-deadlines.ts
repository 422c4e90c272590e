/**
 * The daily eSocial deadline lines of the HR digest (decision 082): one row per client, recipient and
 * Brasília day once its lines were put in a mail. The row is the claim: inserted in the
 * transaction that queues the mail, so two API processes running the digest job send it once.
 */
import { char, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

export const esocialDeadlineDigest = pgTable(
  'esocial_deadline_digest',
  {
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    to: varchar('to_address', { length: 200 }).notNull(),
    day: date('day').notNull(),
    /** how many candidates the lines named */
    lines: integer('lines').notNull(),
    sentAt: tz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codadm, t.codcli, t.to, t.day] })],
);
