/**
 * GET /candidate/{id}/esocial/s2200.xml: the unsigned S-2200 of a Finalizado candidate whose
 * pre-check is empty (409 with the list otherwise). Every export is written to the candidate log,
 * the audit and the access log (decision 036: 'Exportação eSocial') — never the CPF or the name.
 */
import { buildS2200, type AdmissionEventKind, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';
import { logAccess } from '../access-log/index.ts';
import { pendingOf } from './check-s2200-of.ts';
import { requireEventKind } from './event-kind.ts';
import { ESOCIAL_MESSAGES, loadS2200, type LoadedS2200 } from './load-s2200-input.ts';

/** verProc: the product and its version (at most 20 characters). */
export const verProcOf = (version: string) => `Admissao-${version}`.slice(0, 20);

/** Distinguishes the events of one second: the candidate's code (1–99999). */
export const sequenceOf = (codcandidato: number) => (codcandidato % 99_999) + 1;

export const fileNameOf = (cpf: unknown, id: string, kind: AdmissionEventKind = 'S-2200') =>
  `${kind}_${String(cpf)}_${id}.xml`;

/**
 * The event of a loaded candidate ready for it. `sequence`: the Id's last part — the sending gives
 * a unique one (decision 077); a download for the payroll system numbers it by the candidate.
 */
export function eventOf(loaded: LoadedS2200, version: string, at: Date, sequence?: number) {
  return buildS2200(loaded.input, {
    at,
    sequence: sequence ?? sequenceOf(loaded.record.CODCANDIDATO),
    verProc: verProcOf(version),
  });
}

const AUDIT_ACTION = {
  'S-2200': 'esocial_s2200',
  'S-2300': 'esocial_s2300',
} as const satisfies Record<AdmissionEventKind, string>;

/** The three records of one export, in one transaction (the event's kind names it in each). */
export async function recordExport(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  loaded: LoadedS2200,
  eventIdOf: string,
  kind: AdmissionEventKind = 'S-2200',
) {
  await ctx.db.transaction(async (tx) => {
    await writeCandidateLog(tx, {
      codcandidato: loaded.record.CODCANDIDATO,
      codstatus: loaded.record.CODSTATUS,
      codusuario: actor.codusuario,
      usuario: actor.userData.NOMEUSUARIO,
      observacoes: `Evento ${kind} do eSocial exportado (${eventIdOf}).`,
    });
    await writeAudit(tx, {
      actor: actor.subject,
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      entity: 'candidate',
      entityId: loaded.record.CODCANDIDATO,
      action: AUDIT_ACTION[kind],
      newValue: { id: eventIdOf },
    });
    await logAccess(tx, actor, tenant, {
      action: 'EXPORTACAO_ESOCIAL',
      codcandidato: loaded.record.CODCANDIDATO,
      detail: `${kind} ${eventIdOf}`,
    });
  });
}

export async function exportS2200(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
) {
  const loaded = requireEventKind(await loadS2200(ctx.db, tenant, codcandidato), 'S-2200');
  const pending = pendingOf(loaded);
  if (pending.length)
    throw new HttpError(409, ESOCIAL_MESSAGES.pending, {
      CODCANDIDATO: codcandidato,
      PRONTO: false,
      PENDENCIAS: pending,
    });
  const { id, xml } = eventOf(loaded, ctx.config.version, new Date());
  await recordExport(ctx, actor, tenant, loaded, id);
  return { xml, fileName: fileNameOf(loaded.input.record.CPF, id) };
}
