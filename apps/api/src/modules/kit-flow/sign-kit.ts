/**
 * The candidate's side of the kit (decision 072): a one-time code to the signer's own e-mail (the
 * candidate's, or the legal guardian's, who signs on the candidate's device), the signature of
 * every document with it, or the refusal of one document. Each step is one transaction with its
 * candidate-log entry, its audit row and its mail.
 */
import { eq } from 'drizzle-orm';
import {
  kitStatusAfter,
  KIT_CODE_REQUESTS_PER_HOUR,
  KIT_CODE_TTL_MINUTES,
  KIT_LOG_NOTES,
  KIT_MESSAGES,
  KIT_TURN,
  maskEmail,
  type KitSignerRole,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { kitDocument, kitSigner, signatureKit } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { type CandidateActor, checkCode, consumeAttempt, issueCode } from '../auth/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { candidateFacts, noticeHr } from '../notifications/index.ts';
import { currentKit, kitView, listsEveryDocument, lockKit, type LoadedKit } from './kit-rows.ts';
import { recordKitStep } from './record-kit-step.ts';

/** the candidate's own step (a guardian signs on the candidate's session) */
const candidateStep = (actor: CandidateActor, codstatus: number, name: string | null) => ({
  tenant: actor.tenant,
  codcandidato: actor.codcandidato,
  codstatus,
  by: { subject: actor.subject, name },
});

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

const notYourTurn = () => new HttpError(409, KIT_MESSAGES.notYourTurn);
export const codeSubject = (signerId: number) => `ks:${signerId}`;

/** The candidate's current kit and the signer of `papel`, whose turn it must be. */
async function turnOf(ctx: AppContext, actor: CandidateActor, papel: KitSignerRole) {
  const current = await currentKit(ctx.db, actor.tenant, actor.codcandidato);
  if (!current) throw notFound(KIT_MESSAGES.notFound);
  if (KIT_TURN[current.kit.status] !== papel) throw notYourTurn();
  const signer = current.signers.find((s) => s.papel === papel);
  if (!signer) throw notYourTurn();
  return { current, signer };
}

export async function sendSignCode(ctx: AppContext, actor: CandidateActor, input: { PAPEL: KitSignerRole }) {
  const { current, signer } = await turnOf(ctx, actor, input.PAPEL);
  if (!signer.email) throw badRequest(KIT_MESSAGES.noEmailOfSigner);
  const facts = await candidateFacts(ctx.db, ctx.config.appUrl, actor.tenant, actor.codcandidato);
  if (!facts) throw notFound(KIT_MESSAGES.notFound);
  await consumeAttempt(ctx.db, [
    { key: `kit_code:${codeSubject(signer.id)}`, max: KIT_CODE_REQUESTS_PER_HOUR, windowSeconds: 3600 },
  ]);
  const codstatus = await statusOf(ctx, actor);
  const code = await issueCode(ctx.db, 'kit_signature', codeSubject(signer.id), KIT_CODE_TTL_MINUTES);
  await ctx.db.transaction(async (tx) => {
    await enqueueMail(
      tx,
      signer.email!,
      composeMail('kitSignatureCode', {
        brand: facts.brand,
        name: signer.nome,
        candidate: facts.name,
        code,
        minutes: KIT_CODE_TTL_MINUTES,
      }),
    );
    await recordKitStep(tx, {
      ...candidateStep(actor, codstatus, facts.name),
      note: KIT_LOG_NOTES.codeSent(input.PAPEL),
      audit: {
        entity: 'signature_kit',
        entityId: current.kit.id,
        action: 'kit_code_sent',
        field: input.PAPEL,
      },
    });
  });
  return {
    EMAIL: maskEmail(signer.email),
    EXPIRA: new Date(Date.now() + KIT_CODE_TTL_MINUTES * 60_000).toISOString(),
    message: KIT_MESSAGES.codeSent(maskEmail(signer.email)),
  };
}

async function statusOf(ctx: AppContext, actor: CandidateActor): Promise<number> {
  const record = await loadRecord(ctx.db, actor.tenant, actor.codcandidato);
  if (!record) throw notFound(KIT_MESSAGES.notFound);
  return record.CODSTATUS;
}

export async function signKit(
  ctx: AppContext,
  actor: CandidateActor,
  client: Client,
  input: { PAPEL: KitSignerRole; CODIGO: string; DOCUMENTOS: number[] },
) {
  const { current, signer } = await turnOf(ctx, actor, input.PAPEL);
  if (!listsEveryDocument(current.documents, input.DOCUMENTOS))
    throw badRequest(KIT_MESSAGES.allDocuments, { field: 'DOCUMENTOS' });
  const check = await checkCode(ctx.db, 'kit_signature', codeSubject(signer.id), input.CODIGO, true);
  if (check === 'expired') throw new HttpError(410, KIT_MESSAGES.expiredCode);
  if (check === 'wrong') throw badRequest(KIT_MESSAGES.wrongCode, { field: 'CODIGO' });
  const codstatus = await statusOf(ctx, actor);
  const facts = await candidateFacts(ctx.db, ctx.config.appUrl, actor.tenant, actor.codcandidato);
  const hasGuardian = current.signers.some((s) => s.papel === 'RESPONSAVEL');
  const next = kitStatusAfter(input.PAPEL, hasGuardian);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockKit(tx, current.kit.id);
    if (!locked || KIT_TURN[locked.status] !== input.PAPEL) throw notYourTurn();
    await tx
      .update(kitSigner)
      .set({
        signedAt: new Date(),
        ip: client.ip.slice(0, 45),
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        codeChannel: 'email',
      })
      .where(eq(kitSigner.id, signer.id));
    await tx.update(signatureKit).set({ status: next }).where(eq(signatureKit.id, current.kit.id));
    await recordKitStep(tx, {
      ...candidateStep(actor, codstatus, facts?.name ?? null),
      note: KIT_LOG_NOTES.signed(input.PAPEL),
      audit: {
        entity: 'signature_kit',
        entityId: current.kit.id,
        action: 'kit_signed',
        field: input.PAPEL,
        newValue: next,
      },
    });
    if (next === 'AGUARDANDO_EMPRESA')
      await noticeHr(tx, ctx.config.appUrl, actor.tenant, actor.codcandidato, 'kitCompanyTurn');
  });
  return {
    KIT: kitView((await currentKit(ctx.db, actor.tenant, actor.codcandidato))!),
    message: KIT_MESSAGES.signed,
  };
}

export async function refuseKit(
  ctx: AppContext,
  actor: CandidateActor,
  input: { DOCUMENTO: number; MOTIVO: string },
) {
  const current: LoadedKit | null = await currentKit(ctx.db, actor.tenant, actor.codcandidato);
  const doc = current?.documents.find((d) => d.id === input.DOCUMENTO);
  if (!current || !doc) throw notFound(KIT_MESSAGES.documentNotFound);
  const turn = KIT_TURN[current.kit.status];
  if (turn !== 'CANDIDATO' && turn !== 'RESPONSAVEL') throw notYourTurn();
  const codstatus = await statusOf(ctx, actor);
  const facts = await candidateFacts(ctx.db, ctx.config.appUrl, actor.tenant, actor.codcandidato);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockKit(tx, current.kit.id);
    if (!locked || locked.status !== current.kit.status) throw notYourTurn();
    await tx
      .update(signatureKit)
      .set({ status: 'RECUSADO', refusedReason: input.MOTIVO })
      .where(eq(signatureKit.id, current.kit.id));
    await tx.update(kitDocument).set({ refusedReason: input.MOTIVO }).where(eq(kitDocument.id, doc.id));
    await recordKitStep(tx, {
      ...candidateStep(actor, codstatus, facts?.name ?? null),
      note: KIT_LOG_NOTES.refused(doc.nome),
      audit: {
        entity: 'kit_document',
        entityId: doc.id,
        action: 'kit_refused',
        field: turn,
        newValue: input.MOTIVO,
      },
    });
    await noticeHr(tx, ctx.config.appUrl, actor.tenant, actor.codcandidato, 'kitRefused');
  });
  return {
    KIT: kitView((await currentKit(ctx.db, actor.tenant, actor.codcandidato))!),
    message: KIT_MESSAGES.refused,
  };
}
