/**
 * Signing in for API tests: the one helper (issue 32). The demo data's people by name — `admin` is
 * ADMIN of 041 and 042, `gestor` MANAGER of 041, `gestor2` MANAGER of 042 only; `cand` and `cand042`
 * are the demo candidates of 041 and 042 (`id`, `id042`) — or anyone else by login (a staff user
 * name or a candidate's e-mail) with `signInAs`.
 * Declare what a file uses in one line — `let { admin, cand, id } = {} as DemoCast;` — and fill it in
 * `beforeAll` with `({ admin, cand, id } = await signInDemoCast(t, 'admin', 'cand'));`: only the
 * people named are signed in (each sign-in verifies an Argon2 hash); none named signs in everyone.
 */
import { sql } from 'drizzle-orm';
import type { LogonAnswer, LogonAnswerWithRefresh, PermissionFlag } from '@admissao/domain';
import type { TestApp } from '../../src/testing/test-app.ts';
import { flagSqlColumn } from '../../src/db/staff-flags.ts';

/** the demo people and the login each signs in with (the demo password) */
export const DEMO_LOGINS = {
  admin: 'admin',
  gestor: 'gestor',
  gestor2: 'gestor2',
  cand: 'candidato@demo.com.br',
  cand042: 'candidata@outra.com.br',
} as const;
export type DemoPerson = keyof typeof DEMO_LOGINS;

export interface DemoCast {
  admin: LogonAnswerWithRefresh;
  gestor: LogonAnswerWithRefresh;
  gestor2: LogonAnswerWithRefresh;
  cand: LogonAnswerWithRefresh;
  cand042: LogonAnswerWithRefresh;
  id: number;
  id042: number;
}

/** the candidate id that comes with a demo candidate */
type IdOf<K> = K extends 'cand' ? 'id' : K extends 'cand042' ? 'id042' : never;

/** One person signed in: a demo person by name, or any login (with `senha`, default the demo's). */
export function signInAs(
  t: TestApp,
  who: DemoPerson | (string & {}),
  senha?: string,
): Promise<LogonAnswerWithRefresh> {
  return t.login(Object.hasOwn(DEMO_LOGINS, who) ? DEMO_LOGINS[who as DemoPerson] : who, senha);
}

/** The demo people named (everyone when none is), signed in at once, with the candidates' ids. */
export async function signInDemoCast<K extends DemoPerson = DemoPerson>(
  t: TestApp,
  ...names: K[]
): Promise<Pick<DemoCast, K | IdOf<K>>> {
  const who = (names.length > 0 ? names : Object.keys(DEMO_LOGINS)) as DemoPerson[];
  const answers = await Promise.all(who.map((name) => signInAs(t, name)));
  const cast: Partial<DemoCast> = {};
  who.forEach((name, i) => (cast[name] = answers[i]!));
  if (cast.cand) cast.id = cast.cand.candidate!.CODCANDIDATO;
  if (cast.cand042) cast.id042 = cast.cand042.candidate!.CODCANDIDATO;
  return cast as Pick<DemoCast, K | IdOf<K>>;
}

/** A MANAGER of 041 like 'gestor' (same password) but without `flag`, signed in. */
export async function managerWithout(
  t: TestApp,
  usuario: string,
  flag: PermissionFlag,
): Promise<LogonAnswer> {
  await t.db
    .execute(sql`insert into staff_user (codadm, usuario, permissao, senha_hash, nomeusuario, ${sql.identifier(flagSqlColumn(flag))})
    select codadm, ${usuario}, 'MANAGER', senha_hash, 'Gestora sem permissão', false from staff_user where usuario = 'gestor'`);
  await t.db.execute(sql`insert into membership (codusuario, codadm, codcli)
    select codusuario, 9, '041' from staff_user where usuario = ${usuario}`);
  return signInAs(t, usuario);
}
