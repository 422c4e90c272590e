/** POST /candidate/documents/list and ISVALID_ENVIO: the candidate's documents with their state. */
import {
  acceptsOnlyImages,
  documentAppliesTo,
  documentSatisfied,
  documentStatusInfo,
  isDocumentOptional,
  type CandidateValues,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import type { Actor } from '../auth/index.ts';
import type { CandidateRecord } from '../candidate-row/index.ts';
import { loadCandidateFor } from './document-access.ts';

interface Row extends Record<string, unknown> {
  codtipodoc: number;
  documento: string;
  observacao: string | null;
  opcional: boolean;
  opcional_est: boolean;
  ordem: number;
  ativo: boolean;
  nacionalidade: string | null;
  status: number | null;
  conferido: boolean | null;
  observacao_status: string | null;
  datenvio: string | Date | null;
  arquivos: number;
  bucket: string | null;
}

/**
 * The client's active document types, each with the candidate's status and current pages, as SQL
 * text over the expressions given for the candidate and the client (parameters or a column): the
 * documents list's statement and the record read's section facts (check-sections.ts) read the same.
 * The pages are probed per type (an index probe each): grouping them from one scan of the
 * candidate's files was rescanned by the planner once per type — 188 µs against 100 with 30 files
 * (decision 085).
 */
export const documentStateSql = (p: { codcandidato: string; codadm: string; codcli: string }) => `
      select t.codtipodoc, t.documento, t.observacao, t.opcional, t.opcional_est, t.ordem, t.ativo,
        t.nacionalidade, d.status, d.conferido, d.observacao_status,
        coalesce(f.arquivos, 0)::int as arquivos, f.bucket, f.datenvio
      from document_type t
      left join candidate_document d on d.codtipodoc = t.codtipodoc and d.codcandidato = ${p.codcandidato}
      left join lateral (
        select sum(coalesce(x.pages, 1)) as arquivos, min(x.bucket) as bucket, max(x.created_at) as datenvio
        from document_file x
        where x.codcandidato = ${p.codcandidato} and x.codtipodoc = t.codtipodoc and x.active
      ) f on true
      where t.codadm = ${p.codadm} and t.codcli = ${p.codcli} and t.ativo`;

const DOCUMENT_ROWS = `${documentStateSql({ codcandidato: '$1', codadm: '$2', codcli: '$3' })}
      order by t.ordem, t.codtipodoc`;

const documentRows = (db: Db, tenant: TenantRef, codcandidato: number) =>
  queryPrepared<Row>(db, 'document_rows', DOCUMENT_ROWS, [codcandidato, tenant.CODADM, tenant.CODCLI]);

export async function documentsOf(db: Db, tenant: TenantRef, record: CandidateRecord) {
  const rows = await documentRows(db, tenant, record.CODCANDIDATO);
  return rows
    .map((r) => {
      const flags = { OPCIONAL: r.opcional, OPCIONAL_EST: r.opcional_est, NACIONALIDADE: r.nacionalidade };
      return { r, flags };
    })
    .filter(({ flags }) => documentAppliesTo(flags, record.values))
    .map(({ r, flags }) => {
      const info = documentStatusInfo(r.status);
      return {
        CODTIPODOC: r.codtipodoc,
        CODTIPODOCWI: null,
        DOCUMENTO: r.documento,
        OBSERVACAO: r.observacao,
        OBSERVACAO_STATUS: r.observacao_status,
        OPCIONAL: r.opcional,
        OPCIONAL_EST: r.opcional_est,
        OBRIGATORIO: !isDocumentOptional(flags, record.values),
        ORDEM: r.ordem,
        ATIVO: r.ativo,
        NACIONALIDADE: r.nacionalidade,
        ...info,
        ARQUIVOS: Number(r.arquivos),
        CONFERIDO: r.conferido ?? false,
        BUCKET: (r.bucket ?? 'L').trim(),
        APENAS_IMAGEM: acceptsOnlyImages(r.documento),
        // when the latest current file arrived
        DATENVIO: r.datenvio
          ? (r.datenvio instanceof Date ? r.datenvio : new Date(String(r.datenvio))).toISOString()
          : null,
      };
    });
}
export type CandidateDocumentItem = Awaited<ReturnType<typeof documentsOf>>[number];

export async function listDocuments(db: Db, actor: Actor, tenant: TenantRef, codcandidato: number) {
  const record = await loadCandidateFor(db, actor, tenant, codcandidato);
  return documentsOf(db, tenant, record);
}

/** What ISVALID_ENVIO reads of each active type: its flags, the candidate's status and pages. */
export interface DocumentState {
  opcional: boolean;
  opcional_est: boolean;
  nacionalidade: string | null;
  status: number | null;
  arquivos: number;
}

/** ISVALID_ENVIO: every required document that applies is approved, or has files and is not refused. */
export function requiredDocumentsSent(rows: readonly DocumentState[], values: CandidateValues): boolean {
  return rows.every((r) => {
    const flags = { OPCIONAL: r.opcional, OPCIONAL_EST: r.opcional_est, NACIONALIDADE: r.nacionalidade };
    if (!documentAppliesTo(flags, values) || isDocumentOptional(flags, values)) return true;
    return documentSatisfied(documentStatusInfo(r.status).STATUS, Number(r.arquivos));
  });
}
