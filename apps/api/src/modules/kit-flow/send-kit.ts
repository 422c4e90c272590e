/**
 * POST /candidate/:id/kit (decision 072): staff send the kit of a finalized candidate. The
 * documents are rendered and stored before the transaction (a failed one leaves files the orphan
 * scan removes); the kit, its documents and signers, the replaced version, the log, the audit and
 * the candidate's mail are one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  checkLifecycleAction,
  isMinorOn,
  kitInProgress,
  KIT_LOG_NOTES,
  KIT_MESSAGES,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { authorizedPerson, kitDocument, kitSigner, signatureKit } from '../../db/schema.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import { clientName, type StaffActor } from '../auth/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { renderKitForCandidate } from '../kit-templates/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { brandOf } from '../notifications/index.ts';
import { sha256Hex } from '../signature/index.ts';
import { newKey, type Storages } from '../storage/index.ts';
import { currentKit, kitStaffView } from './kit-rows.ts';
import { recordKitStep } from './record-kit-step.ts';

const inProgress = () => new HttpError(409, KIT_MESSAGES.inProgress);
const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/\D/g, '') : '');

/** The legal guardian of a minor: an authorized person marked RESPONSAVEL_LEGAL, with an e-mail. */
async function guardianOf(ctx: AppContext, codcandidato: number) {
  const rows = await ctx.db
    .select()
    .from(authorizedPerson)
    .where(and(eq(authorizedPerson.codcandidato, codcandidato), eq(authorizedPerson.responsavel_legal, true)))
    .orderBy(authorizedPerson.idpessoa);
  return rows.find((r) => r.email) ?? null;
}

/** a stored value as text ('' when absent or not text) */
const textOf = (x: unknown): string => (typeof x === 'string' ? x : '');

export async function sendKit(
  ctx: AppContext,
  storages: Storages,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
) {
  const record = await loadRecord(ctx.db, tenant, codcandidato);
  if (!record) throw notFound(KIT_MESSAGES.notFound);
  const check = checkLifecycleAction('sign', actor, record.CODSTATUS);
  if (!check.ok) throw forbidden(check.message, check.reason === 'status' ? 'STATUS_NOT_ALLOWED' : undefined);
  const previous = await currentKit(ctx.db, tenant, codcandidato);
  if (previous && kitInProgress(previous.kit.status)) throw inProgress();

  const v = record.values as Record<string, unknown>;
  const email = textOf(v.EMAIL);
  if (!email) throw badRequest(KIT_MESSAGES.noCandidateEmail);
  const guardian = isMinorOn(textOf(v.DATNASC)) ? await guardianOf(ctx, codcandidato) : undefined;
  if (guardian === null) throw badRequest(KIT_MESSAGES.guardianMissing, { field: 'RESPONSAVEL_LEGAL' });

  const rendered = await renderKitForCandidate(ctx, tenant, codcandidato);
  if (rendered.length === 0) throw badRequest(KIT_MESSAGES.noTemplates);

  const [next] = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('signature_kit', 'id'))::int as id`),
  );
  const kitId = Number(next!.id);
  const stored: ((typeof rendered)[number] & { key: string; sha: string })[] = [];
  for (const doc of rendered) {
    const key = newKey('kit', [tenant.CODADM, tenant.CODCLI, codcandidato, kitId], 'pdf');
    await storages.current.put(key, doc.pdf, 'application/pdf');
    stored.push({ ...doc, key, sha: sha256Hex(doc.pdf) });
  }
  const versao = (previous?.kit.versao ?? 0) + 1;
  const company = (await clientName(ctx.db, tenant.CODADM, tenant.CODCLI)) ?? tenant.CODCLI;
  const staffName = actor.userData.NOMEUSUARIO;

  try {
    await ctx.db.transaction(async (tx) => {
      // one send at a time per candidate: the second waits here and then finds the first's kit
      await tx.execute(sql`select 1 from candidate where codcandidato = ${codcandidato} for update`);
      const now = await currentKit(tx, tenant, codcandidato);
      if (now && (now.kit.id !== previous?.kit.id || kitInProgress(now.kit.status))) throw inProgress();
      await tx.insert(signatureKit).values({
        id: kitId,
        codadm: tenant.CODADM,
        codcli: tenant.CODCLI,
        codcandidato,
        versao,
        status: 'AGUARDANDO_CANDIDATO',
        sentBy: staffName,
      });
      if (previous)
        await tx
          .update(signatureKit)
          .set({ status: 'SUBSTITUIDO', replacedBy: kitId })
          .where(eq(signatureKit.id, previous.kit.id));
      await tx.insert(kitDocument).values(
        stored.map((d) => ({
          kitId,
          templateId: d.templateId,
          nome: d.nome,
          ordem: d.ordem,
          originalKey: d.key,
          originalBucket: storages.current.bucket,
          originalSha256: d.sha,
          pages: d.pages,
        })),
      );
      await tx.insert(kitSigner).values([
        {
          kitId,
          papel: 'CANDIDATO' as const,
          ordem: 1,
          nome: String(v.NOME ?? ''),
          cpf: digits(v.CPF) || null,
          email,
        },
        ...(guardian
          ? [
              {
                kitId,
                papel: 'RESPONSAVEL' as const,
                ordem: 2,
                nome: guardian.nome,
                cpf: guardian.tipodoc === 'CPF' ? digits(guardian.documento) || null : null,
                email: guardian.email,
                idpessoa: guardian.idpessoa,
              },
            ]
          : []),
        { kitId, papel: 'EMPRESA' as const, ordem: 3, nome: company },
      ]);
      const by = { subject: actor.subject, name: staffName, codusuario: actor.codusuario };
      if (previous)
        await writeCandidateLog(tx, {
          codcandidato,
          codstatus: record.CODSTATUS,
          codusuario: actor.codusuario,
          usuario: staffName,
          observacoes: KIT_LOG_NOTES.replaced(previous.kit.versao),
        });
      await recordKitStep(tx, {
        tenant,
        codcandidato,
        codstatus: record.CODSTATUS,
        by,
        note: KIT_LOG_NOTES.sent(versao, stored.length),
        audit: {
          entity: 'signature_kit',
          entityId: kitId,
          action: 'kit_sent',
          newValue: { versao, documentos: stored.length, substitui: previous?.kit.id ?? null },
        },
      });
      const appUrl = ctx.config.appUrl.replace(/\/$/, '');
      await enqueueMail(
        tx,
        email,
        composeMail('kitSent', {
          brand: brandOf(appUrl, tenant, company),
          name: String(v.NOME ?? ''),
          link: `${appUrl}/dados`,
        }),
      );
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw inProgress();
    throw err;
  }
  const kit = await currentKit(ctx.db, tenant, codcandidato);
  return { KIT: kitStaffView(kit!), message: KIT_MESSAGES.sent };
}
