/** docs/design.md §3: a candidate's status moves 1 → 2 when they sign in for the first time. */
import { STATUS } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { applyTransition } from '../candidate-status/index.ts';
import type { Account } from '../auth/index.ts';

export async function markFirstSignIn(ctx: AppContext, account: Account): Promise<void> {
  if (account.kind !== 'candidate' || account.row.codstatus !== STATUS.CADASTRADO) return;
  const row = account.row;
  // the event writes no log entry (only the audit row, as before decision 067); a sign-in that
  // raced with another (two tabs) finds the status moved already and leaves it
  const moved = await applyTransition(ctx.db, {
    event: 'firstSignIn',
    actor: { kind: 'candidate', subject: `c:${row.codcandidato}`, name: row.nome ?? '' },
    tenant: { CODADM: row.codadm, CODCLI: row.codcli },
    codcandidato: row.codcandidato,
    from: STATUS.CADASTRADO,
    to: STATUS.PRIMEIRO_ACESSO,
    auditAction: 'status',
    appUrl: ctx.config.appUrl,
    onRace: 'skip',
  });
  if (moved) row.codstatus = STATUS.PRIMEIRO_ACESSO;
}
