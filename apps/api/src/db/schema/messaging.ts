/**
 * The candidate–HR conversation and the HR notices (decisions 048, 049). Read marks and notice
 * marks are message ids on the conversation row, so a badge or the notice job reads one row per
 * candidate, never counts the messages.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { candidate } from './candidate.ts';
import { tz } from './columns.ts';

const id = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** One thread per candidate, made with its first message. */
export const conversation = pgTable(
  'conversation',
  {
    codcandidato: integer('codcandidato')
      .primaryKey()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    lastMessageAt: tz('last_message_at').notNull(),
    /** C the candidate, R the HR team: a thread whose last word is the candidate's waits for HR */
    lastAuthor: char('last_author', { length: 1 }).$type<'C' | 'R'>().notNull(),
    lastCandidateMessage: id('last_candidate_message'),
    lastStaffMessage: id('last_staff_message'),
    /** the last message of the other side each has read */
    staffRead: id('staff_read'),
    candidateRead: id('candidate_read'),
    /** the last message an e-mail notice was sent for (one notice per unread streak) */
    staffNoticed: id('staff_noticed'),
    candidateNoticed: id('candidate_noticed'),
  },
  (t) => [index('conversation_tenant_idx').on(t.codadm, t.codcli, t.lastMessageAt)],
);

export const conversationMessage = pgTable(
  'conversation_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    author: char('author', { length: 1 }).$type<'C' | 'R'>().notNull(),
    /** the staff user of an HR message */
    codusuario: integer('codusuario'),
    authorName: varchar('author_name', { length: 100 }).notNull(),
    body: text('body').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('conversation_message_candidate_idx').on(t.codcandidato, t.id)],
);

/**
 * Each HR notice, per recipient and Brasília day: `sent` when it went on its own (the first 10 of
 * the day with policy C); otherwise it waits for the daily digest (`digested_at`).
 */
export const hrNotice = pgTable(
  'hr_notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    event: varchar('event', { length: 30 }).notNull(),
    to: varchar('to_address', { length: 200 }).notNull(),
    day: date('day').notNull(),
    sent: boolean('sent').notNull(),
    digestedAt: tz('digested_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('hr_notice_recipient_day_idx').on(t.to, t.day),
    index('hr_notice_digest_idx')
      .on(t.day)
      .where(sql`not ${t.sent} and ${t.digestedAt} is null`),
    index('hr_notice_candidate_idx').on(t.codcandidato, t.event, t.createdAt),
  ],
);
