/**
 * GET /candidate/privacy/export (decision 037): the candidate's own data, or — for an ADMIN, with
 * CODCANDIDATO — a candidate of the client (the art. 19 answer). Every check, the rate limit and
 * the log happen before the first byte.
 */
import { DATA_EXPORT_PER_HOUR, MSG, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden } from '../../lib/http-errors.ts';
import { workKey } from '../../lib/work-limiter.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, consumeAttempt } from '../auth/index.ts';
import type { Storages } from '../storage/index.ts';
import { collectData } from './collect-data.ts';
import { streamDataZip } from './export-zip.ts';
import { logAccess } from '../access-log/index.ts';

export const EXPORT_MESSAGES = {
  candidateRequired: 'Informe o código do candidato (CODCANDIDATO).',
} as const;

export async function prepareDataExport(ctx: AppContext, actor: Actor, tenant: TenantRef, asked?: number) {
  let codcandidato: number;
  if (actor.kind === 'candidate') codcandidato = actor.codcandidato;
  else {
    if (actor.role !== 'ADMIN') throw forbidden(MSG.forbidden);
    if (!asked) throw badRequest(EXPORT_MESSAGES.candidateRequired, { field: 'CODCANDIDATO' });
    codcandidato = asked;
  }
  const data = await collectData(ctx, actor, tenant, codcandidato);
  await consumeAttempt(ctx.db, [
    {
      key: `privacy-export:${tenant.CODADM}:${tenant.CODCLI}:${codcandidato}`,
      max: DATA_EXPORT_PER_HOUR,
      windowSeconds: 3600,
    },
  ]);
  await logAccess(ctx.db, actor, tenant, { action: 'EXPORTACAO_DADOS', codcandidato });
  if (actor.kind === 'candidate')
    await writeAudit(ctx.db, {
      actor: actor.subject,
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      entity: 'candidate',
      entityId: codcandidato,
      action: 'privacy_export',
    });
  return { data, fileName: `meus-dados-${String(codcandidato).padStart(4, '0')}.zip` };
}

/**
 * The ZIP under the heavy-work limit (lib/work-limiter.ts): the slot is taken before anything else,
 * so a 429 neither spends an export of the hour nor logs an access, and it is held until the
 * archive's stream closes (sent, failed, or the client gone).
 */
export async function dataExportInSlot(
  ctx: AppContext,
  storages: Storages,
  actor: Actor,
  tenant: TenantRef,
  asked: number | undefined,
  onError: (err: unknown) => void,
) {
  const key =
    actor.kind === 'candidate' ? workKey.candidate(actor.codcandidato) : workKey.staff(actor.codusuario);
  const release = await ctx.heavyWork.acquire(key);
  try {
    const { data, fileName } = await prepareDataExport(ctx, actor, tenant, asked);
    return { stream: streamDataZip(storages, data, onError).once('close', release), fileName };
  } catch (err) {
    release();
    throw err;
  }
}
