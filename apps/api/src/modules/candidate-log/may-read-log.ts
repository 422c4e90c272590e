/**
 * Who reads a candidate's log (spec 3 §6): an ADMIN, or a MANAGER with LOG. Its own file because
 * the access log (privacy) asks the same: the log's reading pulls the record, the rule does not.
 */
import { MSG } from '@admissao/domain';
import { forbidden } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';

export function assertMayReadLog(actor: StaffActor) {
  if (actor.role !== 'ADMIN' && !actor.permissions.LOG) throw forbidden(MSG.forbidden);
}
