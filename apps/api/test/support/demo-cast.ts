/**
 * The demo data's people, signed in once per test file: who the tenant, role and flag tests speak as.
 * `admin` is ADMIN of 041 and 042, `gestor` MANAGER of 041, `gestor2` MANAGER of 042 only; `cand` and
 * `cand042` are the demo candidates of 041 and 042 (`id`, `id042`).
 * Declare what a file uses in one line — `let { admin, cand, id } = {} as DemoCast;` — and fill it in
 * `beforeAll` with `({ admin, cand, id } = await signInDemoCast(t));`.
 */
import { sql } from 'drizzle-orm';
import type { LogonAnswer, PermissionFlag } from '@admissao/domain';
import type { TestApp } from '../../src/testing/test-app.ts';
import { FLAG_COLUMNS } from './lifecycle-fixture.ts';

export interface DemoCast {
  admin: LogonAnswer;
  gestor: LogonAnswer;
  gestor2: LogonAnswer;
  cand: LogonAnswer;
  cand042: LogonAnswer;
  id: number;
  id042: number;
}

export async function signInDemoCast(t: TestApp): Promise<DemoCast> {
  const [admin, gestor, gestor2, cand, cand042] = await Promise.all([
    t.login('admin'),
    t.login('gestor'),
    t.login('gestor2'),
    t.login('candidato@demo.com.br'),
    t.login('candidata@outra.com.br'),
  ]);
  return {
    admin,
    gestor,
    gestor2,
    cand,
    cand042,
    id: cand.candidate!.CODCANDIDATO,
    id042: cand042.candidate!.CODCANDIDATO,
  };
}

/** A MANAGER of 041 like 'gestor' (same password) but without `flag`, signed in. */
export async function managerWithout(
  t: TestApp,
  usuario: string,
  flag: PermissionFlag,
): Promise<LogonAnswer> {
  await t.db
    .execute(sql`insert into staff_user (codadm, usuario, permissao, senha_hash, nomeusuario, ${sql.identifier(FLAG_COLUMNS[flag])})
    select codadm, ${usuario}, 'MANAGER', senha_hash, 'Gestora sem permissão', false from staff_user where usuario = 'gestor'`);
  await t.db.execute(sql`insert into membership (codusuario, codadm, codcli)
    select codusuario, 9, '041' from staff_user where usuario = ${usuario}`);
  return t.login(usuario);
}
