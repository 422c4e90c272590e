/**
 * POST /candidate/:id/kit/countersign (decision 072): a staff signer of the client (ADMIN, or
 * MANAGER with ASSINATURA) signs every document for the company. They are signed in, so no code
 * is sent: the code channel is 'sessao'. The contract with the sealing job is this one transaction:
 * the kit becomes SELANDO and every document of it is due (seal_next_at = now()); the route then asks
 * the job to run. Nothing is sealed here.
 */
import { eq, sql } from 'drizzle-orm';
import { KIT_LOG_NOTES, KIT_MESSAGES, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { kitDocument, kitSigner, signatureKit } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { currentKit, kitView, listsEveryDocument, lockKit } from './kit-rows.ts';
import { assertMaySign } from './read-kit.ts';
import type { Client } from './sign-kit.ts';
import { recordKitStep } from './record-kit-step.ts';

const notWaiting = () => new HttpError(409, KIT_MESSAGES.notWaitingCompany);

export async function countersignKit(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
  client: Client,
  input: { DOCUMENTOS: number[] },
) {
  const record = await loadRecord(ctx.db, tenant, codcandidato);
  if (!record) throw notFound(KIT_MESSAGES.notFound);
  assertMaySign(actor);
  const current = await currentKit(ctx.db, tenant, codcandidato);
  if (!current) throw notFound(KIT_MESSAGES.notFound);
  if (current.kit.status !== 'AGUARDANDO_EMPRESA') throw notWaiting();
  if (!listsEveryDocument(current.documents, input.DOCUMENTOS))
    throw badRequest(KIT_MESSAGES.allDocuments, { field: 'DOCUMENTOS' });
  const company = current.signers.find((s) => s.papel === 'EMPRESA');
  if (!company) throw notWaiting();
  const staffName = actor.userData.NOMEUSUARIO;
  await ctx.db.transaction(async (tx) => {
    const locked = await lockKit(tx, current.kit.id);
    if (locked?.status !== 'AGUARDANDO_EMPRESA') throw notWaiting();
    await tx
      .update(kitSigner)
      .set({
        nome: staffName.slice(0, 150),
        cpf: actor.userData.CPF?.replace(/\D/g, '') || null,
        codusuario: actor.codusuario,
        signedAt: new Date(),
        ip: client.ip.slice(0, 45),
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        codeChannel: 'sessao',
      })
      .where(eq(kitSigner.id, company.id));
    await tx.update(signatureKit).set({ status: 'SELANDO' }).where(eq(signatureKit.id, current.kit.id));
    await tx
      .update(kitDocument)
      .set({ sealNextAt: sql`now()` })
      .where(eq(kitDocument.kitId, current.kit.id));
    await recordKitStep(tx, {
      tenant,
      codcandidato,
      codstatus: record.CODSTATUS,
      by: { subject: actor.subject, name: staffName, codusuario: actor.codusuario },
      note: KIT_LOG_NOTES.signed('EMPRESA'),
      audit: {
        entity: 'signature_kit',
        entityId: current.kit.id,
        action: 'kit_signed',
        field: 'EMPRESA',
        newValue: 'SELANDO',
      },
    });
  });
  return {
    KIT: kitView((await currentKit(ctx.db, tenant, codcandidato))!),
    message: KIT_MESSAGES.countersigned,
  };
}
