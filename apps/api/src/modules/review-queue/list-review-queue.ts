/**
 * GET /candidate/queue (issue 18 §2, decision 040): the candidates waiting for staff in every
 * client the caller belongs to, oldest wait first. The scope is the caller's memberships as the
 * account check read them (never the X-Cliente header, never a client outside them); each tenant
 * pair leads the candidate_tenant_status index, so the cost follows the waiting rows, not the table.
 */
import { sql } from 'drizzle-orm';
import {
  DOC_STATUS,
  REVIEW_QUEUE_LIMIT,
  REVIEW_QUEUE_STATUSES,
  type ReviewQueue,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

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
}

/** A PostgreSQL array literal of the tenants' parts (codes are digits: checked by the membership). */
const arrayLiteral = (values: (string | number)[]) => `{${values.join(',')}}`;

export async function listReviewQueue(db: Db, clients: TenantRef[]): Promise<ReviewQueue> {
  if (!clients.length) return { rows: [], truncated: false };
  const toCheck = [DOC_STATUS.ENVIADO, DOC_STATUS.REENVIADO];
  const rows = rowsOf<RawRow>(
    await db.execute(sql`
      select c.codcandidato as "CODCANDIDATO", c.nome as "NOME", c.codadm as "CODADM",
        c.codcli as "CODCLI", cl.nomecli as "NOMECLI", c.codstatus as "CODSTATUS",
        s.desstatus as "DESSTATUS", s.corstatus as "CORSTATUS",
        coalesce(c.datultinteracao, c.datcadastro) as "AGUARDANDO_DESDE",
        floor(extract(epoch from now() - coalesce(c.datultinteracao, c.datcadastro)) / 60)::int as "MINUTOS_ESPERA",
        (select count(*)::int from candidate_document d
          join document_type t on t.codtipodoc = d.codtipodoc and t.ativo
          where d.codcandidato = c.codcandidato
            and d.status = any(${arrayLiteral(toCheck)}::smallint[])) as "DOCS_CONFERIR"
      from unnest(${arrayLiteral(clients.map((c) => c.CODADM))}::int[],
                  ${arrayLiteral(clients.map((c) => c.CODCLI))}::bpchar[]) as m(codadm, codcli)
      join candidate c on c.codadm = m.codadm and c.codcli = m.codcli
        and c.codstatus = any(${arrayLiteral([...REVIEW_QUEUE_STATUSES])}::smallint[])
      join client cl on cl.codadm = c.codadm and cl.codcli = c.codcli
      join status s on s.codstatus = c.codstatus
      order by coalesce(c.datultinteracao, c.datcadastro), c.codcandidato
      limit ${REVIEW_QUEUE_LIMIT + 1}`),
  );
  return {
    rows: rows.slice(0, REVIEW_QUEUE_LIMIT).map((r) => ({
      ...r,
      CODCLI: r.CODCLI,
      AGUARDANDO_DESDE: new Date(r.AGUARDANDO_DESDE).toISOString(),
      MINUTOS_ESPERA: Math.max(0, Number(r.MINUTOS_ESPERA)),
      DOCS_CONFERIR: Number(r.DOCS_CONFERIR),
    })),
    truncated: rows.length > REVIEW_QUEUE_LIMIT,
  };
}
