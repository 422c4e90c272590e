/** POST /auth/logon. */
import { eq } from 'drizzle-orm';
import { MSG, STATUS, type Logon, type LogonAnswer } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { candidate } from '../../db/schema.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit.ts';
import { findAccountByLogin } from './accounts.ts';
import { createSession } from './create-session.ts';
import { verifyPassword } from './passwords.ts';
import { authLimits, clearAttempts, consumeAttempt, loginIpKey } from './rate-limit.ts';

export async function signIn(ctx: AppContext, input: Logon, ip: string): Promise<LogonAnswer> {
  await consumeAttempt(ctx.db, authLimits('logon', ip, input.USUARIO));
  const account = await findAccountByLogin(ctx.db, input.USUARIO);
  const hash = account?.row.senhaHash;
  const active = account?.kind === 'staff' ? account.row.ativo : true;
  const ok = await verifyPassword(hash, input.SENHA);
  if (!account || !ok || !active) throw unauthorized(MSG.invalidCredentials);
  await clearAttempts(ctx.db, loginIpKey('logon', ip, input.USUARIO));
  if (account.kind === 'candidate') {
    // DESIGN.md §3: status 2 when the candidate signs in for the first time
    const now = new Date();
    if (account.row.codstatus === STATUS.CADASTRADO) {
      await ctx.db
        .update(candidate)
        .set({ codstatus: STATUS.PRIMEIRO_ACESSO, datultinteracao: now })
        .where(eq(candidate.codcandidato, account.row.codcandidato));
      await writeAudit(ctx.db, {
        actor: `c:${account.row.codcandidato}`,
        codadm: account.row.codadm,
        codcli: account.row.codcli,
        entity: 'candidate',
        entityId: account.row.codcandidato,
        action: 'status',
        field: 'CODSTATUS',
        oldValue: account.row.codstatus,
        newValue: STATUS.PRIMEIRO_ACESSO,
      });
      account.row.codstatus = STATUS.PRIMEIRO_ACESSO;
    }
  }
  return createSession(ctx, account);
}
