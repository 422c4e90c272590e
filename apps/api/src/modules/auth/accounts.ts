/** Looking up the account behind a login, a subject or a session: staff first, then candidates. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidate, client, membership, staffUser } from '../../db/schema.ts';

export type StaffRow = typeof staffUser.$inferSelect;
export type CandidateRow = typeof candidate.$inferSelect;

export type Account = { kind: 'staff'; row: StaffRow } | { kind: 'candidate'; row: CandidateRow };

/**
 * The one rule of who may hold a session (decisions 009 and 010), read by every way in — password
 * sign-in, first access, reset, partner redirect, refresh — and by `createSession` itself: a staff
 * user active and not removed; a candidate whose anonymisation has not begun (decision 039: from the
 * mark on, the record is being erased, and whatever the candidate wrote would land on it).
 */
export function mayHoldSession(account: Account): boolean {
  if (account.kind === 'staff') return account.row.ativo && account.row.excluidoEm === null;
  return account.row.anonimizacaoIniciadaEm === null && account.row.anonimizadoEm === null;
}

/**
 * A login as typed or as a partner names it, or null when it holds a control character (C0 or
 * DEL): no account's login does, and PostgreSQL refuses NUL in text — such a login names nobody
 * (401 like any unknown one), it never reaches the database.
 */
export const loginOf = (raw: string): string | null =>
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f]/.test(raw) ? null : raw.trim();

export async function findStaffByLogin(db: Db, raw: string): Promise<StaffRow | undefined> {
  const login = loginOf(raw);
  if (login === null) return undefined;
  const [row] = await db
    .select()
    .from(staffUser)
    .where(sql`lower(${staffUser.usuario}) = lower(${login})`)
    .limit(1);
  return row;
}

export async function findCandidateByLogin(db: Db, raw: string): Promise<CandidateRow | undefined> {
  const login = loginOf(raw);
  if (login === null) return undefined;
  const [row] = await db
    .select()
    .from(candidate)
    .where(sql`lower(${candidate.email}) = lower(${login})`)
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

export { permissionColumns, permissionsOf } from '../../db/staff-flags.ts';

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
