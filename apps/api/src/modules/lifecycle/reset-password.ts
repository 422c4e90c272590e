/**
 * POST /candidate/reset (spec 3 §4: status below 7, 10 or 13): a new random password meeting the
 * password rules, returned once; the candidate must change it at the next sign-in (trocar_senha) and
 * every session of theirs ends (session_version bumped, refresh tokens revoked). Status unchanged.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  checkPassword,
  LIFECYCLE_LOG_NOTES,
  LIFECYCLE_MESSAGES,
  PASSWORD_SPECIAL_CHARS,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { rowsOf } from '../../lib/rows.ts';
import { hashPassword, revokeAllForSubject, type StaffActor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import { writeCandidateLog } from '../candidate-log/index.ts';
import { loadForAction } from './load-for-action.ts';
import { statusAnswer } from '../candidate-status/index.ts';

// no look-alike characters (0/O, 1/l/I): the password is read from a screen and typed
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS + PASSWORD_SPECIAL_CHARS;
export const GENERATED_PASSWORD_LENGTH = 12;

const pick = (set: string) => set[randomInt(set.length)]!;

/** A random password that passes checkPassword (one of each class, no ascending run). */
export function generatePassword(): string {
  for (;;) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SPECIAL_CHARS)];
    while (chars.length < GENERATED_PASSWORD_LENGTH) chars.push(pick(ALL));
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (checkPassword({ password }).length === 0) return password;
  }
}

export async function resetCandidatePassword(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  id: number,
) {
  const record = await loadForAction(ctx.db, actor, tenant, id, 'reset');
  const password = generatePassword();
  const hash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const res = await tx.execute(sql`
      update candidate set senha_hash = ${hash}, trocar_senha = true, session_version = session_version + 1
      where codcandidato = ${id} and codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}
        and codstatus = ${record.CODSTATUS}
      returning codcandidato`);
    if (rowsOf(res).length === 0) throw new HttpError(409, LIFECYCLE_MESSAGES.raced);
    await revokeAllForSubject(tx, `c:${id}`);
    await writeCandidateLog(tx, {
      codcandidato: id,
      codstatus: record.CODSTATUS,
      codusuario: actor.codusuario,
      usuario: actor.userData.NOMEUSUARIO,
      observacoes: LIFECYCLE_LOG_NOTES.passwordReset,
    });
    await writeAudit(tx, {
      actor: actor.subject,
      codadm: tenant.CODADM,
      codcli: tenant.CODCLI,
      entity: 'candidate',
      entityId: id,
      action: 'password_reset',
    });
  });
  return { ...statusAnswer(id, record.CODSTATUS, LIFECYCLE_MESSAGES.passwordReset), SENHA: password };
}
