/**
 * POST /candidate/{id}/esocial/s2200/send and …/s2300/send (decisions 077, 083): a finalized
 * candidate's admission event — the S-2200 of an employee, the S-2300 of an intern, as the domain's
 * admissionEventKindOf says (the other route answers 409 ESOCIAL_WRONG_EVENT) — with an empty
 * pre-check, signed with the client's sending identity and sent in a batch of its own.
 */
import type { AdmissionEventKind, EsocialEvent, TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import {
  ESOCIAL_MESSAGES,
  eventOf,
  loadIntern,
  loadS2200,
  pendingOf,
  pendingS2300Of,
  requireEventKind,
  s2300EventOf,
} from '../esocial/index.ts';
import { sendCandidateEvent, type EventToSend } from './send-event.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** each admission event: the candidate loaded and checked (409 with the list), and its builder */
const PREPARE = {
  'S-2200': async (ctx: Ctx, tenant: TenantRef, id: number): Promise<EventToSend> => {
    const loaded = requireEventKind(await loadS2200(ctx.db, tenant, id), 'S-2200');
    const pending = pendingOf(loaded);
    if (pending.length)
      throw new HttpError(409, ESOCIAL_MESSAGES.pending, { PRONTO: false, PENDENCIAS: pending });
    const { input } = loaded;
    return {
      kind: 'S-2200',
      codstatus: loaded.record.CODSTATUS,
      build: (tpAmb, at, sequence) =>
        eventOf(
          { ...loaded, input: { ...input, settings: { ...input.settings, ESOCIAL_TPAMB: tpAmb } } },
          ctx.config.version,
          at,
          sequence,
        ),
    };
  },
  'S-2300': async (ctx: Ctx, tenant: TenantRef, id: number): Promise<EventToSend> => {
    const loaded = await loadIntern(ctx.db, tenant, id);
    const pending = pendingS2300Of(loaded);
    if (pending.length)
      throw new HttpError(409, ESOCIAL_MESSAGES.pendingS2300, { PRONTO: false, PENDENCIAS: pending });
    const { input } = loaded;
    return {
      kind: 'S-2300',
      codstatus: loaded.record.CODSTATUS,
      build: (tpAmb, at, sequence) =>
        s2300EventOf(
          { ...loaded, input: { ...input, settings: { ...input.settings, ESOCIAL_TPAMB: tpAmb } } },
          ctx.config.version,
          at,
          sequence,
        ),
    };
  },
} satisfies Record<AdmissionEventKind, (ctx: Ctx, tenant: TenantRef, id: number) => Promise<EventToSend>>;

export async function sendAdmissionEvent(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
  kind: AdmissionEventKind,
): Promise<EsocialEvent & { message: string }> {
  const event = await PREPARE[kind](ctx, tenant, codcandidato);
  return sendCandidateEvent(ctx, actor, tenant, codcandidato, event);
}

/** the S-2200's route, by its name of decision 077 */
export const sendS2200 = (ctx: AppContext, actor: StaffActor, tenant: TenantRef, id: number) =>
  sendAdmissionEvent(ctx, actor, tenant, id, 'S-2200');
