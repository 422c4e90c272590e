/**
 * Who may touch which candidate's documents: a candidate only their own record, staff only the
 * candidates of the client they act on. Anything else reads as missing (404), never as "exists".
 */
import { and, eq } from 'drizzle-orm';
import {
  DOC_MSG,
  documentAppliesTo,
  isDocumentOptional,
  type CandidateDocFacts,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { documentType } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { type CandidateRecord, loadRecord } from '../candidate-row/index.ts';

export type DocumentTypeRow = typeof documentType.$inferSelect;

/** a candidate reaches only their own record; anyone else's reads as missing */
export function assertOwnCandidate(actor: Actor, codcandidato: number) {
  if (actor.kind === 'candidate' && actor.codcandidato !== codcandidato)
    throw notFound(DOC_MSG.candidateNotFound);
}

export async function loadCandidateFor(db: Db, actor: Actor, tenant: TenantRef, codcandidato: number) {
  assertOwnCandidate(actor, codcandidato);
  const record = await loadRecord(db, tenant, codcandidato);
  if (!record) throw notFound(DOC_MSG.candidateNotFound);
  return record;
}

export async function loadDocumentType(db: Db, tenant: TenantRef, codtipodoc: number) {
  const [row] = await db
    .select()
    .from(documentType)
    .where(
      and(
        eq(documentType.codtipodoc, codtipodoc),
        eq(documentType.codadm, tenant.CODADM),
        eq(documentType.codcli, tenant.CODCLI),
      ),
    )
    .limit(1);
  if (!row) throw notFound(DOC_MSG.documentNotFound);
  return row;
}

/** candidate + document type, both of the caller's reach */
export async function loadDocumentContext(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  codtipodoc: number,
): Promise<{ record: CandidateRecord; type: DocumentTypeRow }> {
  const record = await loadCandidateFor(db, actor, tenant, codcandidato);
  const type = await loadDocumentType(db, tenant, codtipodoc);
  return { record, type };
}

/** an active type that applies to this candidate's nationality (uploads go only there) */
export function assertOpenType(
  type: Pick<DocumentTypeRow, 'ativo' | 'nacionalidade'>,
  candidate: CandidateDocFacts,
) {
  if (!type.ativo || !documentAppliesTo({ NACIONALIDADE: type.nacionalidade }, candidate))
    throw notFound(DOC_MSG.documentNotFound);
}

export const flagsOf = (t: DocumentTypeRow) => ({
  OPCIONAL: t.opcional,
  OPCIONAL_EST: t.opcionalEst,
  NACIONALIDADE: t.nacionalidade,
});

export const isOptionalFor = (t: DocumentTypeRow, record: CandidateRecord) =>
  isDocumentOptional(flagsOf(t), record.values);

export function requireAdmin(actor: Actor) {
  if (actor.kind !== 'staff' || actor.role !== 'ADMIN') throw forbidden('Acesso negado.');
}

/** 'C:<codcandidato>' or 'U:<codusuario>' (document_file.created_by) */
export const authorOf = (actor: Actor) =>
  actor.kind === 'candidate' ? `C:${actor.codcandidato}` : `U:${actor.codusuario}`;
