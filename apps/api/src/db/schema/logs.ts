/** The audit log and the mail outbox. */
import { bigserial, char, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

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
    /** the candidate whose data the row is about (their record, dependents, authorized persons,
     * custom data), kept when the child row is deleted: anonymisation redacts by it (decision 039) */
    codcandidato: integer('codcandidato'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_candidate_idx').on(t.codcandidato),
  ],
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
