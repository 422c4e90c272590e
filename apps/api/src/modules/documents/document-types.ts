/** POST /candidate/data/document/type: the client's document types (configuration comes later). */
import { and, asc, eq } from 'drizzle-orm';
import { MSG, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { documentType } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-errors.ts';

export async function listDocumentTypes(
  db: Db,
  tenant: TenantRef,
  asked: { CODADM?: number; CODCLI?: string },
) {
  if (
    (asked.CODADM !== undefined && asked.CODADM !== tenant.CODADM) ||
    (asked.CODCLI !== undefined && asked.CODCLI !== tenant.CODCLI)
  )
    throw forbidden(MSG.clientNotAuthorized);
  const rows = await db
    .select()
    .from(documentType)
    .where(and(eq(documentType.codadm, tenant.CODADM), eq(documentType.codcli, tenant.CODCLI)))
    .orderBy(asc(documentType.ordem), asc(documentType.codtipodoc));
  return rows.map((t) => ({
    CODTIPODOC: t.codtipodoc,
    CODTIPODOCWI: null,
    DOCUMENTO: t.documento,
    OBSERVACAO: t.observacao,
    OPCIONAL: t.opcional,
    OPCIONAL_EST: t.opcionalEst,
    ORDEM: t.ordem,
    ATIVO: t.ativo,
    NACIONALIDADE: t.nacionalidade,
    CAMPOS_VALIDACAO: t.camposValidacao,
  }));
}
