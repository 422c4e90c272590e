/**
 * Staff users (beyond the spec; decisions 026, 009): listed, read and changed only within the
 * caller's reach (staff-scope.ts), granted at most what the caller holds (checkStaffGrant). The
 * edited user's memberships in the caller's clients are replaced; within reach there are no others.
 * Disabling ends the user's sessions at once (session version and every sign-in).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  checkStaffGrant,
  CONFIG_MSG,
  type StaffUserCreate,
  type StaffUserOut,
  type StaffUserUpdate,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { candidate, client, membership, staffUser } from '../../db/schema.ts';
import { flagValues } from '../../db/staff-flags.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import {
  hashPassword,
  permissionColumns,
  permissionsOf,
  revokeAllForSubject,
  type StaffActor,
} from '../auth/index.ts';
import { composeMail, enqueueMail } from '../mail/index.ts';
import { revokeLinksOfIssuerNoLongerEntitled } from '../shared-links/index.ts';
import { auditStaff } from './staff-audit.ts';
import { lockVisibleStaff, ownClients, visibleStaff } from './staff-scope.ts';
import { temporaryPassword } from './staff-user-mail.ts';

export async function listStaffUsers(db: Db, actor: StaffActor, only?: number): Promise<StaffUserOut[]> {
  const users = await db
    .select({
      CODUSUARIO: staffUser.codusuario,
      USUARIO: staffUser.usuario,
      NOMEUSUARIO: staffUser.nomeusuario,
      EMAIL: staffUser.email,
      CPF: staffUser.cpf,
      PERMISSAO: staffUser.permissao,
      ATIVO: staffUser.ativo,
      flags: permissionColumns,
    })
    .from(staffUser)
    .where(and(visibleStaff(actor), only ? eq(staffUser.codusuario, only) : undefined))
    .orderBy(asc(staffUser.nomeusuario), asc(staffUser.codusuario));
  if (!users.length) return [];
  const clients = await db
    .select({ u: membership.codusuario, CODCLI: client.codcli, NOMECLI: client.nomecli })
    .from(membership)
    .innerJoin(client, and(eq(client.codadm, membership.codadm), eq(client.codcli, membership.codcli)))
    .where(
      inArray(
        membership.codusuario,
        users.map((u) => u.CODUSUARIO),
      ),
    )
    .orderBy(asc(client.codcli));
  return users.map(({ flags, ...u }) => ({
    ...u,
    CLIENTES: clients.filter((c) => c.u === u.CODUSUARIO).map(({ CODCLI, NOMECLI }) => ({ CODCLI, NOMECLI })),
    PERMISSOES: permissionsOf(flags),
  }));
}

export async function getStaffUser(db: Db, actor: StaffActor, id: number) {
  const [user] = await listStaffUsers(db, actor, id);
  if (!user) throw notFound(CONFIG_MSG.userNotFound);
  return user;
}

/** The clients the caller may grant: its own, with names. */
export async function grantableClients(db: Db, actor: StaffActor) {
  const mine = ownClients(actor);
  if (!mine.length) return [];
  return db
    .select({ CODCLI: client.codcli, NOMECLI: client.nomecli })
    .from(client)
    .where(and(eq(client.codadm, actor.codadm), inArray(client.codcli, mine)))
    .orderBy(asc(client.codcli));
}

function checkGrant(actor: StaffActor, grant: StaffUserCreate | StaffUserUpdate, before?: StaffUserOut) {
  const granter = { role: actor.role, permissions: actor.permissions, clients: ownClients(actor) };
  const problem = checkStaffGrant(
    granter,
    grant,
    before && { ...before, CLIENTES: before.CLIENTES.map((c) => c.CODCLI) },
  );
  if (problem) throw forbidden(problem);
}

async function loginTaken(db: Db, login: string) {
  const [staff] = await db
    .select({ id: staffUser.codusuario })
    .from(staffUser)
    .where(sql`lower(${staffUser.usuario}) = lower(${login})`)
    .limit(1);
  const [cand] = staff
    ? [staff]
    : await db
        .select({ id: candidate.codcandidato })
        .from(candidate)
        .where(sql`lower(${candidate.email}) = lower(${login})`)
        .limit(1);
  return Boolean(cand);
}

export async function createStaffUser(ctx: AppContext, actor: StaffActor, input: StaffUserCreate) {
  checkGrant(actor, input);
  if (await loginTaken(ctx.db, input.USUARIO)) throw new HttpError(409, CONFIG_MSG.userExists);
  const password = temporaryPassword();
  const senhaHash = await hashPassword(password);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUser)
      .values({
        codadm: actor.codadm,
        usuario: input.USUARIO,
        nomeusuario: input.NOMEUSUARIO,
        email: input.EMAIL,
        cpf: input.CPF,
        permissao: input.PERMISSAO,
        senhaHash,
        trocarSenha: true,
        ...flagValues(input.PERMISSOES),
      })
      .returning({ id: staffUser.codusuario });
    await tx
      .insert(membership)
      .values(
        [...new Set(input.CLIENTES)].map((codcli) => ({ codusuario: row!.id, codadm: actor.codadm, codcli })),
      );
    await enqueueMail(
      tx,
      input.EMAIL,
      composeMail('staffPassword', {
        name: input.NOMEUSUARIO,
        login: input.USUARIO,
        password,
        link: ctx.config.appUrl,
        isNew: true,
      }),
    );
    return row!.id;
  });
  await auditStaff(ctx.db, actor, id, 'create', input);
  return { ...(await getStaffUser(ctx.db, actor, id)), message: CONFIG_MSG.userCreated };
}

export async function updateStaffUser(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  input: StaffUserUpdate,
) {
  const before = await getStaffUser(ctx.db, actor, id);
  checkGrant(actor, input, before);
  if (id === actor.codusuario && !input.ATIVO) throw badRequest(CONFIG_MSG.userCannotDisableSelf);
  if (id === actor.codusuario && input.PERMISSAO !== 'ADMIN')
    throw badRequest(CONFIG_MSG.userCannotDemoteSelf);
  const disabling = before.ATIVO && !input.ATIVO;
  await ctx.db.transaction(async (tx) => {
    await lockVisibleStaff(tx, actor, id);
    await tx
      .update(staffUser)
      .set({
        nomeusuario: input.NOMEUSUARIO,
        email: input.EMAIL,
        cpf: input.CPF,
        permissao: input.PERMISSAO,
        ativo: input.ATIVO,
        ...flagValues(input.PERMISSOES),
        ...(disabling ? { sessionVersion: sql`${staffUser.sessionVersion} + 1` } : {}),
      })
      .where(eq(staffUser.codusuario, id));
    await tx
      .delete(membership)
      .where(
        and(
          eq(membership.codusuario, id),
          eq(membership.codadm, actor.codadm),
          inArray(membership.codcli, ownClients(actor)),
        ),
      );
    await tx
      .insert(membership)
      .values(
        [...new Set(input.CLIENTES)].map((codcli) => ({ codusuario: id, codadm: actor.codadm, codcli })),
      )
      .onConflictDoNothing();
    if (disabling) await revokeAllForSubject(tx, `u:${id}`);
    await revokeLinksOfIssuerNoLongerEntitled(tx, id, actor.codusuario);
  });
  await auditStaff(ctx.db, actor, id, disabling ? 'disable' : 'update', input);
  return { ...(await getStaffUser(ctx.db, actor, id)), message: CONFIG_MSG.userUpdated };
}
