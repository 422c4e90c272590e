/**
 * POST /candidate/data/change (docs/api-lifecycle.md) serves two callers: staff move a candidate to
 * 5, 11, 12 or 14 with a note; the candidate replies to a status observation (11/12 → 10). Staff
 * never reply for the candidate (10), and a candidate names only their own record.
 */
import { LIFECYCLE_MESSAGES, MSG, STATUS, type StatusChange } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { type Actor, assertSelf, requireTenant } from '../auth/index.ts';
import { replyToObservation } from '../candidate-record/index.ts';
import { changeStatusByStaff } from './change-status.ts';

export function changeOrReplyStatus(ctx: AppContext, actor: Actor, body: StatusChange) {
  if (actor.kind === 'candidate') {
    if (!body.OBSSTATUS) throw badRequest('Escreva a sua resposta.', { field: 'OBSSTATUS' });
    if (body.CODCANDIDATO !== undefined && body.CODCANDIDATO !== actor.codcandidato)
      throw notFound('Candidato não encontrado.');
    return replyToObservation(ctx, actor, actor.tenant, body);
  }
  assertSelf(actor.codusuario, body.CODUSUARIO);
  if (body.CODSTATUS === STATUS.RESPONDIDO) throw forbidden(MSG.forbidden);
  if (!body.OBSSTATUS) throw badRequest(LIFECYCLE_MESSAGES.noteRequired, { field: 'OBSSTATUS' });
  if (body.CODCANDIDATO === undefined) throw badRequest(MSG.invalidInput, { field: 'CODCANDIDATO' });
  return changeStatusByStaff(ctx, actor, requireTenant(actor), {
    CODCANDIDATO: body.CODCANDIDATO,
    CODSTATUS: body.CODSTATUS,
    OBSSTATUS: body.OBSSTATUS,
  });
}
