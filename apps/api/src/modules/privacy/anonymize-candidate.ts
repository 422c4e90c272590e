/**
 * POST /candidate/{id}/anonymize (decision 039): an ADMIN anonymises a candidate now, without
 * waiting for the retention period. Cancelled candidates only, or finalized ones when the client's
 * RETENCAO_FINALIZADOS_DIAS is on (the client chose to erase employees' records). Asking again
 * answers the same date and changes nothing. A signed admission kit within its keeping period
 * (decision 073), or an eSocial event received within its keeping period or still awaited
 * (decision 084), refuses it with the date it may go.
 */
import { sql } from 'drizzle-orm';
import {
  ESOCIAL_EVENT_AWAITED_MESSAGE,
  esocialEventKeptMessage,
  formatDateBR,
  MSG,
  mayAnonymise,
  signedKitKeptMessage,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { StaffActor } from '../auth/index.ts';
import { getClientSettings } from '../settings/index.ts';
import type { Storages } from '../storage/index.ts';
import { anonymizeCandidates, markAnonymisationStart } from './anonymize.ts';
import { esocialHoldOf, type EsocialHold, type EsocialHoldKind } from './kept-esocial.ts';
import { keptKitUntil } from './kept-kits.ts';

export const ANONYMIZE_MESSAGES = {
  notFound: 'Candidato não encontrado.',
  notAllowed:
    'Somente candidatos cancelados podem ser anonimizados (ou finalizados, quando a retenção de finalizados está ativa nas configurações).',
  done: 'Dados pessoais do candidato anonimizados.',
} as const;

export async function anonymizeCandidate(
  ctx: AppContext,
  storages: Storages,
  actor: StaffActor,
  tenant: TenantRef,
  id: number,
) {
  if (actor.role !== 'ADMIN') throw forbidden(MSG.forbidden);
  const read = async () =>
    rowsOf<{
      codstatus: number;
      anonimizado_em: Date | string | null;
      anonimizacao_iniciada_em: Date | string | null;
    }>(
      await ctx.db.execute(sql`select codstatus, anonimizado_em, anonimizacao_iniciada_em from candidate
        where codcandidato = ${id} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}`),
    )[0];
  const row = await read();
  if (!row) throw notFound(ANONYMIZE_MESSAGES.notFound);
  if (!row.anonimizado_em) {
    const settings = await getClientSettings(ctx.db, tenant);
    if (!mayAnonymise(row.codstatus, settings))
      throw new HttpError(409, ANONYMIZE_MESSAGES.notAllowed, { code: 'STATUS_NOT_ALLOWED' });
    const now = new Date();
    // a run already begun is finished whatever (its files may be gone); else a kept record refuses
    if (!row.anonimizacao_iniciada_em) await refuseWhileKept(ctx, id, now);
    // marked first: should the process die midway, the retention job finishes the work
    const marked = await markAnonymisationStart(ctx.db, [id], now);
    // not marked: a kit was signed or an event sent since the check above
    if (marked.length === 0) await refuseWhileKept(ctx, id, now);
    await anonymizeCandidates(ctx.db, storages, marked, actor.subject);
  }
  const after = await read();
  return {
    CODCANDIDATO: id,
    ANONIMIZADO_EM: new Date(after!.anonimizado_em!).toISOString(),
    message: ANONYMIZE_MESSAGES.done,
  };
}

/** the pt-BR refusal of each way an eSocial event holds the candidate (decision 084) */
const ESOCIAL_HOLD_MESSAGE = {
  awaited: () => ESOCIAL_EVENT_AWAITED_MESSAGE,
  kept: (h) => esocialEventKeptMessage(formatDateBR(h.until)),
} satisfies { [K in EsocialHoldKind]: (hold: Extract<EsocialHold, { kind: K }>) => string };

async function refuseWhileKept(ctx: AppContext, id: number, now: Date): Promise<void> {
  const until = await keptKitUntil(ctx.db, id, now);
  if (until) throw new HttpError(409, signedKitKeptMessage(formatDateBR(until)), { code: 'CONFLICT' });
  const hold = await esocialHoldOf(ctx.db, id, now);
  if (!hold) return;
  const message = (ESOCIAL_HOLD_MESSAGE[hold.kind] as (h: EsocialHold) => string)(hold);
  throw new HttpError(409, message, { code: 'CONFLICT' });
}
