/**
 * The eSocial events in 'Baixar meus dados' (decision 084): every event the employer signed about
 * the candidate (of the request's client), as `eventosESocial` of dados.json — kind, Id,
 * environment, state and its pt-BR description, when it was signed, sent and processed, the
 * receipt, the service's occurrences and the field each one names. Not the signed XML: the values
 * it carried are the record's fields (already in `campos`), the rest is the employer's declaration
 * and signature; the subject can read the received admission at the government (CTPS Digital).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { ESOCIAL_AMBIENTES, ESOCIAL_EVENT_TRAITS, fieldOfOccurrence, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { esocialEvent } from '../../db/schema.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function collectEsocialEvents(db: Db, tenant: TenantRef, codcandidato: number) {
  const rows = await db
    .select()
    .from(esocialEvent)
    .where(
      and(
        eq(esocialEvent.codcandidato, codcandidato),
        eq(esocialEvent.codadm, tenant.CODADM),
        eq(esocialEvent.codcli, sql`${tenant.CODCLI}`),
      ),
    )
    .orderBy(asc(esocialEvent.id));
  return rows.map((e) => ({
    evento: e.kind,
    id: e.eventId,
    ambiente: ESOCIAL_AMBIENTES[e.ambiente as keyof typeof ESOCIAL_AMBIENTES] ?? String(e.ambiente),
    situacao: e.status,
    descricao: ESOCIAL_EVENT_TRAITS[e.status].label,
    assinadoEm: iso(e.createdAt),
    enviadoEm: iso(e.sentAt),
    processadoEm: iso(e.processedAt),
    recibo: e.nrRecibo,
    ocorrencias: (e.ocorrencias ?? []).map((o) => ({
      codigo: o.codigo,
      descricao: o.descricao,
      campo: fieldOfOccurrence(e.kind, o)?.rotulo ?? null,
    })),
  }));
}
