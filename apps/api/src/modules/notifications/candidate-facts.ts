/**
 * What a notice needs to know about a candidate, in one read: the name and login e-mail, the
 * client's name and notice policy, and the HR recipients (decision 048) — the responsible e-mail
 * of the candidate's unit, and the Gestor and Recrutador when each names exactly one active staff
 * user of the candidate's client (by name or login, case-insensitive) who has an e-mail.
 */
import { sql } from 'drizzle-orm';
import { logoKey, type HrNoticePolicy, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { MailBrand } from '../mail/index.ts';
import { settingsFromJson } from '../settings/index.ts';

export interface CandidateFacts {
  tenant: TenantRef;
  codcandidato: number;
  name: string;
  email: string | null;
  brand: MailBrand;
  policy: HrNoticePolicy;
  /** lower-cased, without repeats */
  hrRecipients: string[];
}

interface FactsRow {
  nome: string | null;
  email: string | null;
  nomecli: string;
  settings: unknown;
  unit_email: string | null;
  staff_emails: string[] | null;
}

// a staff name matches when exactly one active member of the client bears it
const STAFF_OF_NAME = (name: unknown) => sql`(
  select min(lower(su.email)) from staff_user su
  join membership m on m.codusuario = su.codusuario and m.codadm = c.codadm and m.codcli = c.codcli
  where su.ativo and su.excluido_em is null and su.email is not null
    and (lower(su.nomeusuario) = lower(trim(${name})) or lower(su.usuario) = lower(trim(${name})))
  having count(*) = 1)`;

/** The public address of the client's logo (the default logo when it has none). */
export const brandOf = (appUrl: string, tenant: TenantRef, name: string): MailBrand => ({
  name,
  logoUrl: `${appUrl.replace(/\/$/, '')}/api/image/logo/${logoKey(tenant)}`,
});

export async function candidateFacts(
  db: Db,
  appUrl: string,
  tenant: TenantRef,
  codcandidato: number,
): Promise<CandidateFacts | null> {
  const [row] = rowsOf<FactsRow>(
    await db.execute(sql`
      select c.nome, c.email, cl.nomecli, s.settings, u.emailresponsavel as unit_email,
        array[${STAFF_OF_NAME(sql`c.gestor`)}, ${STAFF_OF_NAME(sql`c.recrutador`)}] as staff_emails
      from candidate c
      join client cl on cl.codadm = c.codadm and cl.codcli = c.codcli
      left join client_settings s on s.codadm = c.codadm and s.codcli = c.codcli
      left join unit u on u.codunidade = c.codunidade and u.codadm = c.codadm and u.codcli = c.codcli
      where c.codcandidato = ${codcandidato} and c.codadm = ${tenant.CODADM} and c.codcli = ${tenant.CODCLI}`),
  );
  if (!row) return null;
  const recipients = [row.unit_email, ...(row.staff_emails ?? [])]
    .map((e) => e?.trim().toLowerCase())
    .filter((e): e is string => Boolean(e));
  return {
    tenant,
    codcandidato,
    name: row.nome ?? '',
    email: row.email,
    brand: brandOf(appUrl, tenant, row.nomecli),
    policy: settingsFromJson(row.settings).AVISOS_RH,
    hrRecipients: [...new Set(recipients)],
  };
}

/** Where a candidate's mail leads: the sign-in, then their own page. */
export const candidateLink = (appUrl: string) => `${appUrl.replace(/\/$/, '')}/login`;
/** Where an HR mail about a candidate leads: the redirect page picks the client and opens the record. */
export const staffCandidateLink = (appUrl: string, codcandidato: number) =>
  `${appUrl.replace(/\/$/, '')}/admin/candidato?id=${codcandidato}`;
