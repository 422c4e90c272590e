/**
 * The intern's S-2300 (issue 34 §5, decision 078): GET /candidate/{id}/esocial/s2300/check (the
 * status first, then what the event needs) and GET …/s2300.xml (the unsigned event, 409 with the list
 * otherwise), mirroring the S-2200's. A candidate who is not an intern is a 409 pointing to the S-2200.
 * The record is loaded as the S-2200's is: its values hold the internship's fields too.
 */
import {
  buildS2300,
  checkS2300,
  statusAllows,
  type S2200Check,
  type S2200Issue,
  type S2300Input,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { requireEventKind } from './event-kind.ts';
import { fileNameOf, recordExport, sequenceOf, verProcOf } from './export-s2200.ts';
import { ESOCIAL_MESSAGES, loadS2200, type LoadedS2200 } from './load-s2200-input.ts';

const STATUS_ISSUE: S2200Issue = {
  campo: 'CODSTATUS',
  rotulo: 'Situação',
  mensagem: ESOCIAL_MESSAGES.notFinalizedS2300,
};

/** The intern and their S-2300 input: the S-2200's, with the whole record (the internship's fields). */
export async function loadIntern(db: Db, tenant: TenantRef, codcandidato: number) {
  const loaded = requireEventKind(await loadS2200(db, tenant, codcandidato), 'S-2300');
  const input: S2300Input = { ...loaded.input, record: loaded.record.values };
  return { ...loaded, input };
}

export function pendingS2300Of({
  record,
  input,
}: Pick<LoadedS2200, 'record'> & { input: S2300Input }): S2200Issue[] {
  return [...(statusAllows(record.CODSTATUS, 'esocial') ? [] : [STATUS_ISSUE]), ...checkS2300(input)];
}

export async function checkS2300Of(db: Db, tenant: TenantRef, codcandidato: number): Promise<S2200Check> {
  const pending = pendingS2300Of(await loadIntern(db, tenant, codcandidato));
  return { CODCANDIDATO: codcandidato, PRONTO: pending.length === 0, PENDENCIAS: pending };
}

export async function exportS2300(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  codcandidato: number,
) {
  const loaded = await loadIntern(ctx.db, tenant, codcandidato);
  const pending = pendingS2300Of(loaded);
  if (pending.length)
    throw new HttpError(409, ESOCIAL_MESSAGES.pendingS2300, {
      CODCANDIDATO: codcandidato,
      PRONTO: false,
      PENDENCIAS: pending,
    });
  const { id, xml } = s2300EventOf(loaded, ctx.config.version, new Date());
  await recordExport(ctx, actor, tenant, loaded, id, 'S-2300');
  return { xml, fileName: fileNameOf(loaded.input.record.CPF, id, 'S-2300') };
}

/** The unsigned S-2300 of a loaded intern (the export and the sending build the same). */
export function s2300EventOf(loaded: LoadedIntern, version: string, at: Date, sequence?: number) {
  return buildS2300(loaded.input, {
    at,
    sequence: sequence ?? sequenceOf(loaded.record.CODCANDIDATO),
    verProc: verProcOf(version),
  });
}

export type LoadedIntern = Awaited<ReturnType<typeof loadIntern>>;
