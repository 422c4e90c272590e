/**
 * POST /candidate/check/email (spec 3 §4). A login is an e-mail, so the check spans every
 * client — but a candidate of another client (or a staff login) is never revealed: the
 * caller only learns that the e-mail cannot be used.
 */
import { sql } from 'drizzle-orm';
import type { CheckEmailAnswer, TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate, staffUser } from '../../db/schema.ts';

export const EMAIL_UNAVAILABLE = 'Este e-mail não pode ser utilizado. Informe outro e-mail.';

export type EmailUse =
  | { kind: 'free' }
  | { kind: 'elsewhere' }
  | { kind: 'here'; CODCANDIDATO: number; CODSTATUS: number; NOME: string; DATFINALIZACAO: Date | null };

export async function findEmailUse(db: Db, tenant: TenantRef, email: string): Promise<EmailUse> {
  const [cand] = await db
    .select({
      codadm: candidate.codadm,
      codcli: candidate.codcli,
      CODCANDIDATO: candidate.codcandidato,
      CODSTATUS: candidate.codstatus,
      NOME: candidate.nome,
      DATFINALIZACAO: candidate.datfinalizacao,
    })
    .from(candidate)
    .where(sql`lower(${candidate.email}) = lower(${email})`)
    .limit(1);
  if (cand) {
    const { codadm, codcli, ...rest } = cand;
    return codadm === tenant.CODADM && codcli === tenant.CODCLI
      ? { kind: 'here', ...rest }
      : { kind: 'elsewhere' };
  }
  const [staff] = await db
    .select({ id: staffUser.codusuario })
    .from(staffUser)
    .where(sql`lower(${staffUser.usuario}) = lower(${email})`)
    .limit(1);
  return staff ? { kind: 'elsewhere' } : { kind: 'free' };
}

export async function checkEmail(db: Db, tenant: TenantRef, email: string): Promise<CheckEmailAnswer> {
  const use = await findEmailUse(db, tenant, email);
  if (use.kind === 'free') return {};
  if (use.kind === 'elsewhere') return { INDISPONIVEL: true, message: EMAIL_UNAVAILABLE };
  return {
    CODSTATUS: use.CODSTATUS,
    CODCANDIDATO: use.CODCANDIDATO,
    NOME: use.NOME,
    DATFINALIZACAO: use.DATFINALIZACAO?.toISOString() ?? null,
  };
}
