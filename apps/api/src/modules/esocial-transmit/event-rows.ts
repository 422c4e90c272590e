/**
 * The rows of the eSocial transmission (decision 077) as the contract answers them, and the two
 * traces each step leaves in its transaction — the candidate's log (what staff read in the history;
 * the event's Id, protocol and receipt, never the CPF or the name) and the audit.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  fieldOfOccurrence,
  type EsocialEvent,
  type EsocialEventKind,
  type EsocialOccurrence,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate, esocialBatch, esocialEvent, type StoredOccurrence } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';

export const NOT_FOUND = 'Candidato não encontrado.';
/** who the log and the audit name for what the polling job did */
export const POLL_ACTOR = 'system:esocial';

export const occurrencesOf = (kind: EsocialEventKind, list: StoredOccurrence[] | null): EsocialOccurrence[] =>
  (list ?? []).map((o) => {
    const field = fieldOfOccurrence(kind, o);
    return {
      CODIGO: o.codigo,
      DESCRICAO: o.descricao,
      TIPO: o.tipo,
      LOCALIZACAO: o.localizacao,
      CAMPO: field?.campo ?? null,
      ROTULO: field?.rotulo ?? null,
    };
  });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type EventRow = typeof esocialEvent.$inferSelect;

export function eventAnswer(
  row: EventRow,
  protocolo: string | null,
  excludedBy: string | null = null,
): EsocialEvent {
  return {
    ID: row.id,
    TIPO: row.kind,
    EVENTO_ID: row.eventId,
    STATUS: row.status,
    AMBIENTE: row.ambiente,
    PROTOCOLO: protocolo,
    NR_RECIBO: row.nrRecibo,
    CD_RESPOSTA: row.cdResposta,
    DESC_RESPOSTA: row.descResposta,
    OCORRENCIAS: occurrencesOf(row.kind, row.ocorrencias),
    CRIADO_EM: row.createdAt.toISOString(),
    CRIADO_POR: row.createdBy,
    ENVIADO_EM: iso(row.sentAt),
    PROCESSADO_EM: iso(row.processedAt),
    EXCLUI_ID: row.excludedEventId,
    EXCLUIDO_POR_RECIBO: excludedBy,
  };
}

/** The candidate's code and status, when the candidate is the client's (else 404). */
export async function candidateOf(db: Db, tenant: TenantRef, codcandidato: number) {
  const [row] = await db
    .select({ codstatus: candidate.codstatus })
    .from(candidate)
    .where(
      and(
        eq(candidate.codcandidato, codcandidato),
        eq(candidate.codadm, tenant.CODADM),
        eq(candidate.codcli, sql`${tenant.CODCLI}`),
      ),
    );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The candidate's events, the newest first, each with its batch's protocol. */
export async function eventsOf(db: Db, tenant: TenantRef, codcandidato: number, kind?: EsocialEventKind) {
  const rows = await db
    .select({ event: esocialEvent, protocolo: esocialBatch.protocolo })
    .from(esocialEvent)
    .leftJoin(esocialBatch, eq(esocialBatch.id, esocialEvent.batchId))
    .where(
      and(
        eq(esocialEvent.codcandidato, codcandidato),
        eq(esocialEvent.codadm, tenant.CODADM),
        eq(esocialEvent.codcli, sql`${tenant.CODCLI}`),
        kind ? eq(esocialEvent.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(esocialEvent.id));
  // an event is excluded once an S-3000 naming it has its receipt (decision 083)
  const excludedBy = new Map(
    rows
      .filter((r) => r.event.kind === 'S-3000' && r.event.status === 'RECEBIDO')
      .map((r) => [r.event.excludedEventId, r.event.nrRecibo]),
  );
  return rows.map((r) => eventAnswer(r.event, r.protocolo, excludedBy.get(r.event.id) ?? null));
}

/** GET /candidate/{id}/esocial/events */
export async function listEsocialEvents(db: Db, tenant: TenantRef, codcandidato: number) {
  await candidateOf(db, tenant, codcandidato);
  return { EVENTOS: await eventsOf(db, tenant, codcandidato) };
}

export interface EsocialStep {
  tenant: TenantRef;
  codcandidato: number;
  codstatus: number;
  by: { subject: string; name: string | null; codusuario?: number };
  note: string;
  action: string;
  eventRowId: number;
  newValue: Record<string, unknown>;
}

/** The log entry and the audit row of one step of one event. */
export async function recordEsocialStep(tx: Db, s: EsocialStep): Promise<void> {
  await writeCandidateLog(tx, {
    codcandidato: s.codcandidato,
    codstatus: s.codstatus,
    codusuario: s.by.codusuario ?? null,
    usuario: s.by.name,
    observacoes: s.note,
  });
  await writeAudit(tx, {
    actor: s.by.subject,
    codadm: s.tenant.CODADM,
    codcli: s.tenant.CODCLI,
    entity: 'esocial_event',
    entityId: s.eventRowId,
    action: s.action,
    newValue: s.newValue,
    codcandidato: s.codcandidato,
  });
}
