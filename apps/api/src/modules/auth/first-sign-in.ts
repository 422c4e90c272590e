/** docs/design.md §3: a candidate's status moves 1 → 2 when they sign in for the first time. */
import { and, eq } from 'drizzle-orm';
import { STATUS } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate } from '../../db/schema.ts';
import { writeAudit } from '../audit.ts';
import type { Account } from './accounts.ts';

export async function markFirstSignIn(db: Db, account: Account): Promise<void> {
  if (account.kind !== 'candidate' || account.row.codstatus !== STATUS.CADASTRADO) return;
  const row = account.row;
  const moved = await db
    .update(candidate)
    .set({ codstatus: STATUS.PRIMEIRO_ACESSO, datultinteracao: new Date() })
    .where(and(eq(candidate.codcandidato, row.codcandidato), eq(candidate.codstatus, STATUS.CADASTRADO)))
    .returning({ id: candidate.codcandidato });
  if (moved.length === 0) return;
  await writeAudit(db, {
    actor: `c:${row.codcandidato}`,
    codadm: row.codadm,
    codcli: row.codcli,
    entity: 'candidate',
    entityId: row.codcandidato,
    action: 'status',
    field: 'CODSTATUS',
    oldValue: STATUS.CADASTRADO,
    newValue: STATUS.PRIMEIRO_ACESSO,
  });
  row.codstatus = STATUS.PRIMEIRO_ACESSO;
}
