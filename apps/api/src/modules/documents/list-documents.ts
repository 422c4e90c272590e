/** POST /candidate/documents/list and ISVALID_ENVIO: the candidate's documents with their state. */
import { sql } from 'drizzle-orm';
import {
  acceptsOnlyImages,
  documentAppliesTo,
  documentSatisfied,
  documentStatusInfo,
  isDocumentOptional,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
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

async function documentRows(db: Db, tenant: TenantRef, codcandidato: number) {
  return rowsOf<Row>(
    await db.execute(sql`
      select t.codtipodoc, t.documento, t.observacao, t.opcional, t.opcional_est, t.ordem, t.ativo,
        t.nacionalidade, d.status, d.conferido, d.observacao_status,
        coalesce(f.arquivos, 0)::int as arquivos, f.bucket, f.datenvio
      from document_type t
      left join candidate_document d on d.codtipodoc = t.codtipodoc and d.codcandidato = ${codcandidato}
      left join lateral (
        select sum(coalesce(x.pages, 1)) as arquivos, min(x.bucket) as bucket, max(x.created_at) as datenvio
        from document_file x
        where x.codcandidato = ${codcandidato} and x.codtipodoc = t.codtipodoc and x.active
      ) f on true
      where t.codadm = ${tenant.CODADM} and t.codcli = ${tenant.CODCLI} and t.ativo
      order by t.ordem, t.codtipodoc`),
  );
}

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

/** ISVALID_ENVIO: every required document that applies is approved, or has files and is not refused. */
export async function documentsSent(db: Db, tenant: TenantRef, record: CandidateRecord): Promise<boolean> {
  const docs = await documentsOf(db, tenant, record);
  return docs.every((d) => !d.OBRIGATORIO || documentSatisfied(d.STATUS, d.ARQUIVOS));
}
