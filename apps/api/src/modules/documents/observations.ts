/** POST /candidate/documents/observations: what reviewers wrote on one document, newest first. */
import { and, desc, eq } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { documentObservation, staffUser } from '../../db/schema.ts';
import type { Actor } from '../auth/index.ts';
import { loadDocumentContext } from './document-access.ts';

export async function listObservations(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  codtipodoc: number,
) {
  await loadDocumentContext(db, actor, tenant, codcandidato, codtipodoc);
  const rows = await db
    .select({
      CODOBSERVACAO: documentObservation.codobservacao,
      CODTIPODOC: documentObservation.codtipodoc,
      ACAO: documentObservation.acao,
      OBSERVACAO: documentObservation.observacao,
      CODUSUARIO: documentObservation.codusuario,
      USUARIO: staffUser.nomeusuario,
      datlog: documentObservation.datlog,
    })
    .from(documentObservation)
    .leftJoin(staffUser, eq(staffUser.codusuario, documentObservation.codusuario))
    .where(
      and(eq(documentObservation.codcandidato, codcandidato), eq(documentObservation.codtipodoc, codtipodoc)),
    )
    .orderBy(desc(documentObservation.datlog), desc(documentObservation.codobservacao));
  return rows.map(({ datlog, ...r }) => ({ ...r, DATLOG: datlog.toISOString() }));
}
