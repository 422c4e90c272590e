/**
 * What keeps a candidate from being finalized (spec 3 §4, docs/design.md §3): refused documents
 * (candidate_document status 2 of an active type of the client), required documents not sent
 * and sections the section check finds invalid. Finalize and Reenviar Pendente list them in the pending e-mail.
 */
import { sql } from 'drizzle-orm';
import {
  DOC_STATUS,
  documentSatisfied,
  tabLabel,
  TABS,
  VALIDITY_FLAGS,
  type PendingItem,
  type TenantRef,
  type ValidityFlag,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { sectionsOf } from '../candidate-record/index.ts';
import { documentsOf } from '../documents/index.ts';
import type { CandidateRecord } from '../candidate-row/index.ts';

/** The tab each flag belongs to, as the staff view names it (the sections table). */
const flagTitle = (flag: ValidityFlag) => {
  const tab = TABS.find((t) => t.flag === flag);
  return tab ? tabLabel(tab, 'staff') : flag;
};

export async function refusedDocuments(db: Db, tenant: TenantRef, codcandidato: number) {
  return rowsOf<{ documento: string; observacao: string | null }>(
    await db.execute(sql`
      select dt.documento, cd.observacao_status as observacao
      from candidate_document cd
      join document_type dt on dt.codtipodoc = cd.codtipodoc
      where cd.codcandidato = ${codcandidato} and cd.status = 2 and dt.ativo
        and dt.codadm = ${tenant.CODADM} and dt.codcli = ${tenant.CODCLI}
      order by dt.ordem, dt.documento`),
  );
}

export async function listPendingItems(
  db: Db,
  tenant: TenantRef,
  record: CandidateRecord,
): Promise<PendingItem[]> {
  const docs = await refusedDocuments(db, tenant, record.CODCANDIDATO);
  const items: PendingItem[] = docs.map((d) => ({
    TIPO: 'DOCUMENTO',
    TITULO: d.documento,
    DETALHE: d.observacao ? `Documento recusado: ${d.observacao}` : 'Documento recusado.',
  }));
  // a required document not sent yet is named one by one; the Documentos Enviados section adds
  // nothing to that list (nor to the refused documents above)
  for (const d of await documentsOf(db, tenant, record))
    if (d.OBRIGATORIO && d.STATUS !== DOC_STATUS.RECUSADO && !documentSatisfied(d.STATUS, d.ARQUIVOS))
      items.push({ TIPO: 'DOCUMENTO', TITULO: d.DOCUMENTO, DETALHE: 'Documento não enviado.' });
  const sections = await sectionsOf(db, tenant, record);
  for (const flag of VALIDITY_FLAGS) {
    if (flag === 'ISVALID_FINALIZACAO' || flag === 'ISVALID_ENVIO' || sections[flag]) continue;
    const names = [...new Set(sections.fieldsEmpty.filter((f) => f.flag === flag).map((f) => f.name))];
    items.push({
      TIPO: 'SECAO',
      TITULO: flagTitle(flag),
      DETALHE: names.length ? `Verifique: ${names.join(', ')}.` : 'Seção incompleta.',
    });
  }
  return items;
}
