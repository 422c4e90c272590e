/**
 * Reads of the kit (decision 072): staff read a candidate's kits and documents (the route writes
 * the access log); the candidate reads only its current kit. A document's PDF is the sealed one
 * once sealed, else the one the signers read.
 */
import { KIT_MESSAGES, KIT_TURN, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import type { CandidateActor, StaffActor } from '../auth/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { StorageNotFound, type Storages } from '../storage/index.ts';
import { currentKit, kitsOf, kitStaffView, kitView, type KitDocumentRow } from './kit-rows.ts';

/** ADMIN, or a MANAGER with ASSINATURA (decision 023: flags do not limit an ADMIN). */
export function assertMaySign(actor: StaffActor) {
  if (actor.role !== 'ADMIN' && !actor.permissions.ASSINATURA)
    throw forbidden('Você não tem permissão para assinar documentos do kit admissional.');
}

async function assertCandidate(ctx: AppContext, tenant: TenantRef, codcandidato: number) {
  const record = await loadRecord(ctx.db, tenant, codcandidato);
  if (!record) throw notFound(KIT_MESSAGES.notFound);
  return record;
}

export async function staffKits(ctx: AppContext, actor: StaffActor, tenant: TenantRef, codcandidato: number) {
  await assertCandidate(ctx, tenant, codcandidato);
  assertMaySign(actor);
  const [first, ...rest] = await kitsOf(ctx.db, tenant, codcandidato);
  return { ATUAL: first ? kitStaffView(first) : null, ANTERIORES: rest.map(kitStaffView) };
}

async function pdfOf(storages: Storages, doc: KitDocumentRow) {
  try {
    return doc.signedKey
      ? await storages.of(doc.signedBucket ?? doc.originalBucket).get(doc.signedKey)
      : await storages.of(doc.originalBucket).get(doc.originalKey);
  } catch (err) {
    // a file gone from the storage is a 404 like the documents' (a storage away stays a 503)
    if (err instanceof StorageNotFound) throw notFound(KIT_MESSAGES.fileMissing);
    throw err;
  }
}

export async function staffKitPdf(
  ctx: AppContext,
  storages: Storages,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
  docId: number,
) {
  await assertCandidate(ctx, tenant, codcandidato);
  assertMaySign(actor);
  const doc = (await kitsOf(ctx.db, tenant, codcandidato))
    .flatMap((k) => k.documents)
    .find((d) => d.id === docId);
  if (!doc) throw notFound(KIT_MESSAGES.documentNotFound);
  return { bytes: await pdfOf(storages, doc), nome: doc.nome };
}

export async function myKit(ctx: AppContext, actor: CandidateActor) {
  const current = await currentKit(ctx.db, actor.tenant, actor.codcandidato);
  if (!current) return { KIT: null, ETAPA: null, RESPONSAVEL: null };
  const turn = KIT_TURN[current.kit.status];
  return {
    KIT: kitView(current),
    ETAPA: turn === 'CANDIDATO' || turn === 'RESPONSAVEL' ? turn : null,
    RESPONSAVEL: current.signers.find((s) => s.papel === 'RESPONSAVEL')?.nome ?? null,
  };
}

export async function myKitPdf(ctx: AppContext, storages: Storages, actor: CandidateActor, docId: number) {
  const current = await currentKit(ctx.db, actor.tenant, actor.codcandidato);
  const doc = current?.documents.find((d) => d.id === docId);
  if (!doc) throw notFound(KIT_MESSAGES.documentNotFound);
  return { bytes: await pdfOf(storages, doc), nome: doc.nome };
}
