/**
 * eSocial transmission (issue 34 §3, decision 077): each batch sent to WsEnviarLoteEventos (its
 * protocol, the service's answers, and the polling job's claim) and each signed event of a candidate
 * (its kind, Id, the signed XML as sent, its state, receipt or occurrences). An event is kept signed
 * byte for byte: a re-send after a cut connection sends the very same document, so the service
 * recognises it (evtDupl) instead of receiving a second admission. States: the domain's
 * (packages/domain/src/esocial/transmission.ts).
 */
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ESOCIAL_BATCH_STATUSES,
  ESOCIAL_EVENT_KINDS,
  ESOCIAL_EVENT_STATUSES,
  esocialStatusesWhere,
  type EsocialBatchStatus,
  type EsocialEventKind,
  type EsocialEventStatus,
} from '@admissao/domain';
import { client } from './accounts.ts';
import { candidate } from './candidate.ts';
import { tz } from './columns.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** one occurrence as the service wrote it (codigo, descricao, tipo, localizacao) */
export interface StoredOccurrence {
  codigo: number;
  descricao: string;
  tipo: number;
  localizacao: string | null;
}

export const esocialBatch = pgTable(
  'esocial_batch',
  {
    id: serial('id').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    /** tpAmb: 1 produção, 2 produção restrita (the configuration's when it was sent) */
    ambiente: smallint('ambiente').notNull(),
    /** ideEmpregador/nrInsc and ideTransmissor/nrInsc as sent */
    empregadorInsc: varchar('empregador_insc', { length: 15 }).notNull(),
    transmissorInsc: varchar('transmissor_insc', { length: 15 }).notNull(),
    status: varchar('status', { length: 20 }).$type<EsocialBatchStatus>().notNull(),
    protocolo: varchar('protocolo', { length: 30 }),
    /** the last answer of the service (reception, then each query) */
    cdResposta: smallint('cd_resposta'),
    descResposta: varchar('desc_resposta', { length: 500 }),
    ocorrencias: jsonb('ocorrencias').$type<StoredOccurrence[]>(),
    sentAt: tz('sent_at').notNull().defaultNow(),
    sentBy: varchar('sent_by', { length: 100 }).notNull(),
    receivedAt: tz('received_at'),
    processedAt: tz('processed_at'),
    /** the polling job: due when not null and past; a claim holds lease_until ahead */
    nextPollAt: tz('next_poll_at'),
    pollAttempts: smallint('poll_attempts').notNull().default(0),
    leaseUntil: tz('lease_until'),
    lastError: varchar('last_error', { length: 300 }),
  },
  (t) => [
    foreignKey({ columns: [t.codadm, t.codcli], foreignColumns: [client.codadm, client.codcli] }).onDelete(
      'cascade',
    ),
    check('esocial_batch_status_check', inList('status', ESOCIAL_BATCH_STATUSES)),
    check('esocial_batch_ambiente_check', sql`ambiente in (1, 2)`),
    uniqueIndex('esocial_batch_protocolo_uq').on(t.protocolo),
    // the polling claim reads only the batches with the service, by when they are due
    index('esocial_batch_poll_due_idx')
      .on(t.nextPollAt)
      .where(sql`${t.nextPollAt} is not null and ${t.status} in ('ENVIADO', 'EM_PROCESSAMENTO')`),
  ],
);

export const esocialEvent = pgTable(
  'esocial_event',
  {
    id: serial('id').primaryKey(),
    codadm: integer('codadm').notNull(),
    codcli: char('codcli', { length: 3 }).notNull(),
    codcandidato: integer('codcandidato')
      .notNull()
      .references(() => candidate.codcandidato, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 6 }).$type<EsocialEventKind>().notNull(),
    /** the event element's Id ('ID' + 34 characters) */
    eventId: varchar('event_id', { length: 36 }).notNull(),
    ambiente: smallint('ambiente').notNull(),
    /** the signed event document, byte for byte as sent */
    xml: text('xml').notNull(),
    /** the batch of its latest send */
    batchId: integer('batch_id').references(() => esocialBatch.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).$type<EsocialEventStatus>().notNull(),
    cdResposta: smallint('cd_resposta'),
    descResposta: varchar('desc_resposta', { length: 500 }),
    nrRecibo: varchar('nr_recibo', { length: 40 }),
    ocorrencias: jsonb('ocorrencias').$type<StoredOccurrence[]>(),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 100 }),
    sentAt: tz('sent_at'),
    processedAt: tz('processed_at'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    /** an S-3000's: the event it excludes (decision 083) */
    excludedEventId: integer('excluded_event_id'),
  },
  (t) => [
    foreignKey({
      name: 'esocial_event_excluded_fk',
      columns: [t.excludedEventId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
    check('esocial_event_excluded_check', sql`(${t.kind} = 'S-3000') = (${t.excludedEventId} is not null)`),
    check('esocial_event_kind_check', inList('kind', ESOCIAL_EVENT_KINDS)),
    check('esocial_event_status_check', inList('status', ESOCIAL_EVENT_STATUSES)),
    uniqueIndex('esocial_event_id_uq').on(t.eventId),
    index('esocial_event_candidate_idx').on(t.codcandidato, t.kind, t.id),
    index('esocial_event_batch_idx').on(t.batchId),
    // one current event per candidate and kind (an S-3000: per event it excludes): two sends at
    // once cannot make two admissions
    uniqueIndex('esocial_event_current_uq')
      .on(t.codcandidato, t.kind, sql`coalesce(${t.excludedEventId}, 0)`)
      .where(
        inList(
          'status',
          esocialStatusesWhere((s) => s.current),
        ),
      ),
  ],
);
