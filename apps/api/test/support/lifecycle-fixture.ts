/** Shared setup of the lifecycle, personal-edit and print tests (issue 6). */
import { sql } from 'drizzle-orm';
import { CANDIDATE_FIELDS, type LogonAnswer, type PermissionFlag, type TenantRef } from '@admissao/domain';
import { flagSqlColumn } from '../../src/db/staff-flags.ts';
import { rowsOf } from '../../src/lib/rows.ts';
import { getClientSettings } from '../../src/modules/settings/client-settings.ts';
import { sampleValue } from '../../src/testing/sample-values.ts';
import type { TestApp } from '../../src/testing/test-app.ts';

export const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
export const C042: TenantRef = { CODADM: 9, CODCLI: '042' };
export const ALL_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;

export const setFlag = (t: TestApp, usuario: string, flag: PermissionFlag, on: boolean) =>
  t.db.execute(
    sql`update staff_user set ${sql.identifier(flagSqlColumn(flag))} = ${on} where usuario = ${usuario}`,
  );

export const setStatus = (t: TestApp, id: number, s: number) =>
  t.db.execute(sql`update candidate set codstatus = ${s} where codcandidato = ${id}`);

export const candidateRow = async (t: TestApp, id: number) =>
  rowsOf<{
    codstatus: number;
    obsstatus: string | null;
    datfinalizacao: unknown;
    trocar_senha: boolean;
    session_version: number;
    email: string;
  }>(
    await t.db.execute(
      sql`select codstatus, obsstatus, datfinalizacao, trocar_senha, session_version, email
        from candidate where codcandidato = ${id}`,
    ),
  )[0]!;

export interface LogRow {
  codlog: number;
  codstatus: number;
  codusuario: number | null;
  usuario: string | null;
  observacoes: string | null;
  tipo: string;
}
export const logRows = async (t: TestApp, id: number) =>
  rowsOf<LogRow>(
    await t.db.execute(
      sql`select codlog::int as codlog, codstatus, codusuario, usuario, observacoes, tipo
        from candidate_log where codcandidato = ${id} order by codlog`,
    ),
  );

export const idOf = async (t: TestApp, email: string) =>
  rowsOf<{ id: number }>(
    await t.db.execute(sql`select codcandidato as id from candidate where lower(email) = ${email}`),
  )[0]!.id;

/**
 * Fills every visible required field of a candidate (as the candidate, through PATCH /candidate, so the
 * registry's rules decide), confirms no dependents and answers the candidate-filled custom fields: the
 * section check then finds nothing missing. Leaves the status at 3.
 */
export async function fillComplete(t: TestApp, cand: LogonAnswer, tenant: TenantRef = C041) {
  const id = cand.candidate!.CODCANDIDATO;
  await setStatus(t, id, 3);
  const settings = await getClientSettings(t.db, tenant);
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/${id}`,
    headers: t.headers(cand.token),
  });
  const record = read.json<Record<string, unknown>>();
  for (let pass = 0; pass < 3; pass++)
    for (const f of CANDIDATE_FIELDS) {
      if (!f.editableBy.includes('candidate')) continue;
      if (!f.visible({ settings, values: record }) || !f.required({ settings, values: record })) continue;
      if (record[f.name] !== null && record[f.name] !== undefined) continue;
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/candidate',
        headers: t.headers(cand.token),
        payload: { CODCANDIDATO: id, FIELD: f.name, VALUE: sampleValue(f, settings) },
      });
      if (res.statusCode === 200) record[f.name] = res.json().VALUE;
    }
  await t.db.execute(sql`update candidate set confirm_sem_dependentes = true where codcandidato = ${id}`);
  await t.db.execute(sql`insert into custom_field_data (codcandidato, codinfo, descricao)
    select ${id}, codinfo, 'M' from custom_field
    where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI} and resp_preenchimento = 'C'
    on conflict do nothing`);
  // ISVALID_ENVIO: every required document approved (the documents tests send real files)
  await t.db.execute(sql`insert into candidate_document (codcandidato, codtipodoc, status, conferido)
    select ${id}, codtipodoc, 3, true from document_type
    where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI} and ativo and not opcional
    on conflict (codcandidato, codtipodoc) do update set status = 3, conferido = true`);
  return id;
}

/** Marks a document of the candidate refused (candidate_document status 2) with an observation. */
export async function refuseDocument(t: TestApp, id: number, documento: string, observacao: string) {
  await t.db.execute(sql`
    insert into candidate_document (codcandidato, codtipodoc, status, conferido, observacao_status)
    select ${id}, codtipodoc, 2, true, ${observacao} from document_type dt
    join candidate c on c.codadm = dt.codadm and c.codcli = dt.codcli and c.codcandidato = ${id}
    where dt.documento = ${documento}
    on conflict (codcandidato, codtipodoc) do update set status = 2, observacao_status = excluded.observacao_status`);
}

/**
 * Every document of the candidate looked at (CONFERIDO), its status untouched: what the checking
 * screen leaves behind, so Finalizar's "all checked" rule lets the lifecycle tests through.
 */
export const checkEveryDocument = (t: TestApp, id: number) =>
  t.db.execute(sql`
    insert into candidate_document (codcandidato, codtipodoc, status, conferido)
    select ${id}, dt.codtipodoc, 0, true from document_type dt
    join candidate c on c.codadm = dt.codadm and c.codcli = dt.codcli and c.codcandidato = ${id}
    where dt.ativo
    on conflict (codcandidato, codtipodoc) do update set conferido = true`);

/** POST /candidate/reset by `admin` in 041: the raw answer (a new temporary password in SENHA). */
export const resetCandidatePassword = (t: TestApp, admin: LogonAnswer, id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/reset',
    headers: t.headers(admin.token, C041),
    payload: { CODCANDIDATO: id, CODUSUARIO: admin.user.CODUSUARIO },
  });
