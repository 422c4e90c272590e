/**
 * The e-mail rule of spec 3 §4, once, for every call that gives a candidate a login: registration
 * (POST /candidate) and staff editing the registration data (PATCH /candidate/personal). An e-mail is
 * free, already this candidate's, used by an unfinished candidate of the client (refused, naming it),
 * used by a finished or cancelled one (reused only when confirmed: the old record keeps its history
 * under an inactive address), or used elsewhere — another client's candidate or a staff login —
 * which is refused without saying where.
 */
import { and, eq, sql } from 'drizzle-orm';
import { candidatePhase, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { EMAIL_UNAVAILABLE, findEmailUse } from './check-email.ts';

export const EMAIL_RULE_MESSAGES = {
  inUseUnfinished: (cod: number) =>
    `Este e-mail já está em uso pelo candidato ${String(cod).padStart(4, '0')}, com processo não finalizado. Finalize ou cancele esse processo antes de cadastrar novamente.`,
  reusable: 'Este e-mail pertence a um processo finalizado ou cancelado. Confirme para reutilizá-lo.',
} as const;

/**
 * Whether `email` may become the login of candidate `self` (null for a new one): answers the
 * candidate whose address is to be retired (a confirmed reuse), or null; otherwise a 409.
 */
export async function claimEmail(
  db: Db,
  tenant: TenantRef,
  email: string,
  opts: { self: number | null; reuse: boolean },
): Promise<number | null> {
  const use = await findEmailUse(db, tenant, email);
  if (use.kind === 'free' || (use.kind === 'here' && use.CODCANDIDATO === opts.self)) return null;
  if (use.kind === 'elsewhere') throw new HttpError(409, EMAIL_UNAVAILABLE, { field: 'EMAIL' });
  const finished = candidatePhase(use.CODSTATUS) === 'ended';
  if (!finished)
    throw new HttpError(409, EMAIL_RULE_MESSAGES.inUseUnfinished(use.CODCANDIDATO), {
      field: 'EMAIL',
      CODCANDIDATO: use.CODCANDIDATO,
    });
  if (!opts.reuse)
    throw new HttpError(409, EMAIL_RULE_MESSAGES.reusable, {
      code: 'EMAIL_REUSABLE',
      field: 'EMAIL',
      CODCANDIDATO: use.CODCANDIDATO,
      REUTILIZAVEL: true,
    });
  return use.CODCANDIDATO;
}

/** The finished candidate keeps its history under 'INATIVO_{code}_{e-mail}' (inside the caller's transaction). */
export async function retireEmail(tx: Db, tenant: TenantRef, codcandidato: number, actor: string) {
  const [old] = await tx
    .update(candidate)
    .set({ email: sql`'INATIVO_' || ${candidate.codcandidato} || '_' || ${candidate.email}` })
    .where(
      and(
        eq(candidate.codcandidato, codcandidato),
        eq(candidate.codadm, tenant.CODADM),
        eq(candidate.codcli, tenant.CODCLI),
      ),
    )
    .returning({ email: candidate.email });
  await writeAudit(tx, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'candidate',
    entityId: codcandidato,
    action: 'email_reused',
    field: 'EMAIL',
    newValue: old?.email,
  });
}
