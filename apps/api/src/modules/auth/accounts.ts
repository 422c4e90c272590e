/** Looking up the account behind a login, a subject or a session: staff first, then candidates. */
import { and, eq, sql } from 'drizzle-orm';
import { PERMISSION_FLAGS, type PermissionSet } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate, client, membership, staffUser } from '../../db/schema.ts';

export type StaffRow = typeof staffUser.$inferSelect;
export type CandidateRow = typeof candidate.$inferSelect;

export type Account = { kind: 'staff'; row: StaffRow } | { kind: 'candidate'; row: CandidateRow };

export async function findStaffByLogin(db: Db, login: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUser)
    .where(sql`lower(${staffUser.usuario}) = lower(${login.trim()})`)
    .limit(1);
  return row;
}

export async function findCandidateByLogin(db: Db, login: string): Promise<CandidateRow | undefined> {
  const [row] = await db
    .select()
    .from(candidate)
    .where(sql`lower(${candidate.email}) = lower(${login.trim()})`)
    .limit(1);
  return row;
}

export async function findAccountByLogin(db: Db, login: string): Promise<Account | undefined> {
  const staff = await findStaffByLogin(db, login);
  if (staff) return { kind: 'staff', row: staff };
  const cand = await findCandidateByLogin(db, login);
  return cand ? { kind: 'candidate', row: cand } : undefined;
}

export async function findAccountBySubject(db: Db, subject: string): Promise<Account | undefined> {
  const id = Number(subject.slice(2));
  if (subject.startsWith('u:')) {
    const [row] = await db.select().from(staffUser).where(eq(staffUser.codusuario, id)).limit(1);
    return row ? { kind: 'staff', row } : undefined;
  }
  const [row] = await db.select().from(candidate).where(eq(candidate.codcandidato, id)).limit(1);
  return row ? { kind: 'candidate', row } : undefined;
}

/** The permission-flag columns, for queries that read only what authorisation needs. */
export const permissionColumns = {
  reabrirProcesso: staffUser.reabrirProcesso,
  finalizar: staffUser.finalizar,
  reenviarPend: staffUser.reenviarPend,
  resetSenha: staffUser.resetSenha,
  imprimir: staffUser.imprimir,
  cancelar: staffUser.cancelar,
  log: staffUser.log,
  relatorio: staffUser.relatorio,
  linkImagens: staffUser.linkImagens,
  esocial: staffUser.esocial,
};
type FlagRow = { [K in keyof typeof permissionColumns]: boolean };

export const permissionsOf = (u: FlagRow): PermissionSet => {
  const map = {
    REABRIR_PROCESSO: u.reabrirProcesso,
    FINALIZAR: u.finalizar,
    REENVIAR_PEND: u.reenviarPend,
    RESET_SENHA: u.resetSenha,
    IMPRIMIR: u.imprimir,
    CANCELAR: u.cancelar,
    LOG: u.log,
    RELATORIO: u.relatorio,
    LINK_IMAGENS: u.linkImagens,
    ESOCIAL: u.esocial,
  } satisfies PermissionSet;
  return Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, map[f]])) as PermissionSet;
};

export async function clientsOfStaff(db: Db, codusuario: number) {
  return db
    .select({ CODADM: client.codadm, CODCLI: client.codcli, NOMECLI: client.nomecli })
    .from(membership)
    .innerJoin(client, and(eq(client.codadm, membership.codadm), eq(client.codcli, membership.codcli)))
    .where(eq(membership.codusuario, codusuario))
    .orderBy(client.codadm, client.codcli);
}

export async function clientName(db: Db, codadm: number, codcli: string): Promise<string | null> {
  const [row] = await db
    .select({ nome: client.nomecli })
    .from(client)
    .where(and(eq(client.codadm, codadm), eq(client.codcli, codcli)))
    .limit(1);
  return row?.nome ?? null;
}
