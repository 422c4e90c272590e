/**
 * GET /candidate/queue (issue 18 §2, decision 040): the candidates waiting for staff in every
 * client the caller belongs to, oldest wait first. The scope is the caller's memberships as the
 * account check read them (never the X-Cliente header, never a client outside them); each tenant
 * pair leads the candidate_tenant_status index, so the cost follows the waiting rows, not the table.
 * For eSocial staff (ADMIN, or the ESOCIAL flag) a candidate whose latest event of a kind failed
 * waits too (decision 084): rejected, not sent, or its batch's query given up.
 */
import { sql } from 'drizzle-orm';
import {
  DOC_STATUS,
  ESOCIAL_AWAITED_STATUSES,
  ESOCIAL_EVENT_KINDS,
  ESOCIAL_QUEUE_AFTER_CANCEL,
  ESOCIAL_QUEUE_REASONS,
  fieldOfOccurrence,
  REVIEW_QUEUE_LIMIT,
  REVIEW_QUEUE_STATUSES,
  STATUS,
  type EsocialEventKind,
  type EsocialEventStatus,
  type EsocialQueueReason,
  type ReviewQueue,
  type ReviewQueueEsocial,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import type { StoredOccurrence } from '../../db/schema.ts';
import { rowsOf } from '../../lib/rows.ts';

interface RawEsocial {
  TIPO: EsocialEventKind;
  SITUACAO: EsocialQueueReason;
  DESDE: string;
  OCORRENCIA: StoredOccurrence | null;
}

interface RawRow {
  CODCANDIDATO: number;
  NOME: string;
  CODADM: number;
  CODCLI: string;
  NOMECLI: string;
  CODSTATUS: number;
  DESSTATUS: string;
  CORSTATUS: string;
  AGUARDANDO_DESDE: Date | string;
  MINUTOS_ESPERA: number | string;
  DOCS_CONFERIR: number | string;
  ESOCIAL: RawEsocial[] | string | null;
}

/** A PostgreSQL array literal of the tenants' parts (codes are digits: checked by the membership). */
const arrayLiteral = (values: (string | number)[]) => `{${values.join(',')}}`;
const textArray = (values: readonly string[]) => sql`${arrayLiteral([...values])}::text[]`;

/** the event states that are a failure of their own (the others fail by their batch: ERRO_CONSULTA) */
const FAILED_EVENT = ['REJEITADO', 'ERRO_ENVIO'] as const satisfies readonly (EsocialEventStatus &
  EsocialQueueReason)[];
const KINDS_AFTER_CANCEL = ESOCIAL_EVENT_KINDS.filter((k) => ESOCIAL_QUEUE_AFTER_CANCEL[k]);

function esocialOf(raw: RawRow['ESOCIAL']): ReviewQueueEsocial[] {
  const list: RawEsocial[] = typeof raw === 'string' ? (JSON.parse(raw) as RawEsocial[]) : (raw ?? []);
  return list.map((e) => {
    const field = e.OCORRENCIA ? fieldOfOccurrence(e.TIPO, e.OCORRENCIA) : null;
    return {
      TIPO: e.TIPO,
      SITUACAO: e.SITUACAO,
      MOTIVO: ESOCIAL_QUEUE_REASONS[e.SITUACAO],
      DESDE: new Date(e.DESDE).toISOString(),
      OCORRENCIA: e.OCORRENCIA
        ? {
            CODIGO: e.OCORRENCIA.codigo,
            DESCRICAO: e.OCORRENCIA.descricao,
            CAMPO: field?.campo ?? null,
            ROTULO: field?.rotulo ?? null,
          }
        : null,
    };
  });
}

export async function listReviewQueue(
  db: Db,
  clients: TenantRef[],
  opts: { esocial: boolean },
): Promise<ReviewQueue> {
  if (!clients.length) return { rows: [], truncated: false };
  const toCheck = [DOC_STATUS.ENVIADO, DOC_STATUS.REENVIADO];
  const queued = sql`${arrayLiteral([...REVIEW_QUEUE_STATUSES])}::smallint[]`;
  const rows = rowsOf<RawRow>(
    await db.execute(sql`
      with m(codadm, codcli) as (
        select * from unnest(${arrayLiteral(clients.map((c) => c.CODADM))}::int[],
                             ${arrayLiteral(clients.map((c) => c.CODCLI))}::bpchar[])),
      latest as (
        select distinct on (e.codcandidato, e.kind) e.codcandidato, e.kind, e.status,
          b.status as batch_status, e.ocorrencias -> 0 as ocorrencia,
          coalesce(e.processed_at, e.sent_at, e.created_at) as desde
        from m join esocial_event e on e.codadm = m.codadm and e.codcli = m.codcli
        left join esocial_batch b on b.id = e.batch_id
        where ${opts.esocial}::boolean
        order by e.codcandidato, e.kind, e.id desc),
      failing as (
        select l.codcandidato, l.kind, l.ocorrencia, l.desde,
          case when l.status = any(${textArray(FAILED_EVENT)}) then l.status else 'ERRO_CONSULTA' end as situacao
        from latest l join candidate c on c.codcandidato = l.codcandidato
        where (l.status = any(${textArray(FAILED_EVENT)})
            or (l.status = any(${textArray(ESOCIAL_AWAITED_STATUSES)}) and l.batch_status = 'ERRO_CONSULTA'))
          and (c.codstatus <> ${STATUS.CANCELADO} or l.kind = any(${textArray(KINDS_AFTER_CANCEL)}))),
      waiting as (
        select c.codcandidato from m join candidate c on c.codadm = m.codadm and c.codcli = m.codcli
          and c.codstatus = any(${queued})
        union select codcandidato from failing),
      timed as (
        select c.*, coalesce(
            case when c.codstatus = any(${queued}) then coalesce(c.datultinteracao, c.datcadastro) end,
            (select min(f.desde) from failing f where f.codcandidato = c.codcandidato)) as since
        from waiting w join candidate c on c.codcandidato = w.codcandidato)
      select c.codcandidato as "CODCANDIDATO", c.nome as "NOME", c.codadm as "CODADM",
        c.codcli as "CODCLI", cl.nomecli as "NOMECLI", c.codstatus as "CODSTATUS",
        s.desstatus as "DESSTATUS", s.corstatus as "CORSTATUS",
        c.since as "AGUARDANDO_DESDE",
        floor(extract(epoch from now() - c.since) / 60)::int as "MINUTOS_ESPERA",
        (select count(*)::int from candidate_document d
          join document_type t on t.codtipodoc = d.codtipodoc and t.ativo
          where d.codcandidato = c.codcandidato
            and d.status = any(${arrayLiteral(toCheck)}::smallint[])) as "DOCS_CONFERIR",
        (select coalesce(json_agg(json_build_object('TIPO', f.kind, 'SITUACAO', f.situacao,
            'DESDE', f.desde, 'OCORRENCIA', f.ocorrencia) order by f.kind), '[]'::json)
          from failing f where f.codcandidato = c.codcandidato) as "ESOCIAL"
      from timed c
      join client cl on cl.codadm = c.codadm and cl.codcli = c.codcli
      join status s on s.codstatus = c.codstatus
      order by c.since, c.codcandidato
      limit ${REVIEW_QUEUE_LIMIT + 1}`),
  );
  return {
    rows: rows.slice(0, REVIEW_QUEUE_LIMIT).map((r) => ({
      ...r,
      CODCLI: r.CODCLI,
      AGUARDANDO_DESDE: new Date(r.AGUARDANDO_DESDE).toISOString(),
      MINUTOS_ESPERA: Math.max(0, Number(r.MINUTOS_ESPERA)),
      DOCS_CONFERIR: Number(r.DOCS_CONFERIR),
      ESOCIAL: esocialOf(r.ESOCIAL),
    })),
    truncated: rows.length > REVIEW_QUEUE_LIMIT,
  };
}
