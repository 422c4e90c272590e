/**
 * POST /candidate/{id}/esocial/s3000/send (issue 34 §6, decision 083): a cancelled candidate whose
 * S-2190, S-2200 or S-2300 eSocial received (it has its nrRecibo) gets the S-3000 that excludes it,
 * signed and sent as every event (send-event.ts). The newest received event not yet excluded is the
 * one: after an S-2190 and its S-2200, the S-2200 goes first and the S-2190 after (the service
 * keeps the preliminary record while the admission that followed it stands). Refused (409, pt-BR):
 * not cancelled; nothing received; an S-3000 with the service; everything already excluded; an
 * event received in another environment than the configured one; 'a folha transmite'.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  buildS3000,
  ESOCIAL_EXCLUSION_MSG,
  isExcludable,
  S3000Refusal,
  STATUS,
  type EsocialEvent,
  type ExcludableEvent,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { esocialEvent } from '../../db/schema.ts';
import type { StaffActor } from '../auth/index.ts';
import { loadS2200, verProcOf } from '../esocial/index.ts';
import { esocialConfig } from './send-batch.ts';
import { conflict, sendCandidateEvent } from './send-event.ts';

type Row = Pick<
  typeof esocialEvent.$inferSelect,
  'id' | 'kind' | 'status' | 'nrRecibo' | 'ambiente' | 'excludedEventId'
>;

/** What the candidate's events leave to exclude, newest first. */
export type ExclusionState =
  | { kind: 'none' }
  | { kind: 'inFlight' }
  | { kind: 'excluded' }
  | { kind: 'due'; target: Row & { kind: ExcludableEvent; nrRecibo: string } };

export function exclusionStateOf(rows: readonly Row[]): ExclusionState {
  const exclusions = rows.filter((r) => r.kind === 'S-3000');
  if (exclusions.some((r) => r.status === 'ENVIADO' || r.status === 'EM_PROCESSAMENTO'))
    return { kind: 'inFlight' };
  const excluded = new Set(exclusions.filter((r) => r.status === 'RECEBIDO').map((r) => r.excludedEventId));
  const received = rows.filter(
    (r): r is Row & { kind: ExcludableEvent; nrRecibo: string } =>
      isExcludable(r.kind) && r.status === 'RECEBIDO' && r.nrRecibo !== null,
  );
  if (!received.length) return { kind: 'none' };
  // an S-3000 signed but never received (a cut, the service away) is sent again for its own event
  const resend = exclusions.find((r) => r.status === 'ASSINADO' || r.status === 'ERRO_ENVIO');
  const target =
    received.find((r) => r.id === resend?.excludedEventId) ?? received.find((r) => !excluded.has(r.id));
  return target ? { kind: 'due', target } : { kind: 'excluded' };
}

async function rowsOf(db: Db, tenant: TenantRef, codcandidato: number): Promise<Row[]> {
  return db
    .select({
      id: esocialEvent.id,
      kind: esocialEvent.kind,
      status: esocialEvent.status,
      nrRecibo: esocialEvent.nrRecibo,
      ambiente: esocialEvent.ambiente,
      excludedEventId: esocialEvent.excludedEventId,
    })
    .from(esocialEvent)
    .where(
      and(
        eq(esocialEvent.codcandidato, codcandidato),
        eq(esocialEvent.codadm, tenant.CODADM),
        eq(esocialEvent.codcli, sql`${tenant.CODCLI}`),
      ),
    )
    .orderBy(desc(esocialEvent.id));
}

/** The kind of a received event a cancellation leaves in eSocial (the cancel action's notice), or null. */
export async function eventToExcludeOf(db: Db, tenant: TenantRef, codcandidato: number) {
  const state = exclusionStateOf(await rowsOf(db, tenant, codcandidato));
  return state.kind === 'due' ? state.target.kind : null;
}

const REFUSAL = {
  none: ESOCIAL_EXCLUSION_MSG.nothingReceived,
  inFlight: ESOCIAL_EXCLUSION_MSG.inFlight,
  excluded: ESOCIAL_EXCLUSION_MSG.alreadyExcluded,
} as const satisfies Record<Exclude<ExclusionState['kind'], 'due'>, string>;

export async function sendS3000(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
): Promise<EsocialEvent & { message: string }> {
  // 404 for another client's candidate, before anything is said of its events
  const { record, input } = await loadS2200(ctx.db, tenant, codcandidato);
  if (record.CODSTATUS !== STATUS.CANCELADO) throw conflict(ESOCIAL_EXCLUSION_MSG.notCancelled);
  const state = exclusionStateOf(await rowsOf(ctx.db, tenant, codcandidato));
  if (state.kind !== 'due') throw conflict(REFUSAL[state.kind]);
  const { target } = state;
  // the exclusion goes to the service that received the event (tpAmb is the configuration's)
  if (target.ambiente !== esocialConfig(ctx).ambiente) throw conflict(ESOCIAL_EXCLUSION_MSG.otherAmbiente);
  return sendCandidateEvent(ctx, actor, tenant, codcandidato, {
    kind: 'S-3000',
    codstatus: record.CODSTATUS,
    excludes: target.id,
    sentMessage: ESOCIAL_EXCLUSION_MSG.sent,
    build: (tpAmb, at, sequence) => {
      try {
        return buildS3000(
          {
            empregador: input.settings.CNPJ_EMPREGADOR,
            tpAmb,
            tpEvento: target.kind,
            nrRecEvt: target.nrRecibo,
            cpfTrab: String(record.values.CPF ?? '').replace(/\D/g, ''),
          },
          { at, sequence, verProc: verProcOf(ctx.config.version) },
        );
      } catch (err) {
        if (err instanceof S3000Refusal) throw conflict(err.message);
        throw err;
      }
    },
  });
}
