/**
 * GET /candidate/{id}/esocial/s2200/check: the pre-check of one candidate — the status first (only
 * a Finalizado candidate has an S-2200), then every value the event needs that is missing.
 */
import { checkS2200, statusAllows, type S2200Check, type S2200Issue, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { requireEventKind } from './event-kind.ts';
import { ESOCIAL_MESSAGES, loadS2200, type LoadedS2200 } from './load-s2200-input.ts';

export const STATUS_ISSUE: S2200Issue = {
  campo: 'CODSTATUS',
  rotulo: 'Situação',
  mensagem: ESOCIAL_MESSAGES.notFinalized,
};

/** The pending items of a loaded candidate (the status, then the event's own). */
export function pendingOf({ record, input }: LoadedS2200): S2200Issue[] {
  return [...(statusAllows(record.CODSTATUS, 'esocial') ? [] : [STATUS_ISSUE]), ...checkS2200(input)];
}

export async function checkS2200Of(db: Db, tenant: TenantRef, codcandidato: number): Promise<S2200Check> {
  // an intern's admission is the S-2300: 409 pointing to it, before any pending item
  const pending = pendingOf(requireEventKind(await loadS2200(db, tenant, codcandidato), 'S-2200'));
  return { CODCANDIDATO: codcandidato, PRONTO: pending.length === 0, PENDENCIAS: pending };
}
