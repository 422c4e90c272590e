/**
 * Staff users of the caller's admin account (beyond the spec; decision 008). An ADMIN grants only
 * clients they belong to; memberships in other clients of the edited user are kept untouched.
 * Disabling ends the user's sessions at once: the session version changes (access tokens fail on
 * the next call, plugins/auth.ts) and every refresh token is revoked.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CONFIG_MSG,
  MSG,
  PERMISSION_FLAGS,
  type PermissionSet,
  type StaffUserCreate,
  type StaffUserOut,
  type StaffUserUpdate,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { candidate, client, membership, staffUser } from '../../db/schema.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../../plugins/auth.ts';
import { writeAudit } from '../audit.ts';
import { permissionColumns, permissionsOf } from '../auth/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllForSubject } from '../auth/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { staffPasswordMail, temporaryPassword } from './staff-user-mail.ts';

const FLAG_COLUMN = {
  REABRIR_PROCESSO: 'reabrirProcesso',
  FINALIZAR: 'finalizar',
  REENVIAR_PEND: 'reenviarPend',
  RESET_SENHA: 'resetSenha',
  IMPRIMIR: 'imprimir',
  CANCELAR: 'cancelar',
  LOG: 'log',
  RELATORIO: 'relatorio',
  LINK_IMAGENS: 'linkImagens',
} as const satisfies Record<keyof PermissionSet, keyof typeof permissionColumns>;

const flagValues = (p: Partial<PermissionSet>) =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [FLAG_COLUMN[f], p[f] ?? false])) as {
    [K in (typeof FLAG_COLUMN)[keyof typeof FLAG_COLUMN]]: boolean;
  };

export async function listStaffUsers(db: Db, codadm: number, only?: number): Promise<StaffUserOut[]> {
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
    .where(and(eq(staffUser.codadm, codadm), only ? eq(staffUser.codusuario, only) : undefined))
    .orderBy(asc(staffUser.nomeusuario), asc(staffUser.codusuario));
  if (!users.length) return [];
  const clients = await db
    .select({ u: membership.codusuario, CODCLI: client.codcli, NOMECLI: client.nomecli })
    .from(membership)
    .innerJoin(client, and(eq(client.codadm, membership.codadm), eq(client.codcli, membership.codcli)))
    .where(
      and(
        eq(membership.codadm, codadm),
        inArray(
          membership.codusuario,
          users.map((u) => u.CODUSUARIO),
        ),
      ),
    )
    .orderBy(asc(client.codcli));
  return users.map(({ flags, ...u }) => ({
    ...u,
    CLIENTES: clients.filter((c) => c.u === u.CODUSUARIO).map(({ CODCLI, NOMECLI }) => ({ CODCLI, NOMECLI })),
    PERMISSOES: permissionsOf(flags),
  }));
}

export async function getStaffUser(db: Db, codadm: number, id: number) {
  const [user] = await listStaffUsers(db, codadm, id);
  if (!user) throw notFound(CONFIG_MSG.userNotFound);
  return user;
}

/** The clients the caller may grant: their own, with names. */
export async function grantableClients(db: Db, actor: StaffActor) {
  const mine = actor.clients.filter((c) => c.CODADM === actor.codadm).map((c) => c.CODCLI);
  if (!mine.length) return [];
  return db
    .select({ CODCLI: client.codcli, NOMECLI: client.nomecli })
    .from(client)
    .where(and(eq(client.codadm, actor.codadm), inArray(client.codcli, mine)))
    .orderBy(asc(client.codcli));
}

function checkGrant(actor: StaffActor, clientes: string[]) {
  const mine = new Set(actor.clients.filter((c) => c.CODADM === actor.codadm).map((c) => c.CODCLI));
  if (clientes.some((c) => !mine.has(c))) throw forbidden(MSG.clientNotAuthorized);
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
  checkGrant(actor, input.CLIENTES);
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
      staffPasswordMail(input.NOMEUSUARIO, input.USUARIO, password, ctx.config.appUrl, true),
    );
    return row!.id;
  });
  await audit(ctx.db, actor, id, 'create', { ...input, PERMISSOES: input.PERMISSOES });
  return { ...(await getStaffUser(ctx.db, actor.codadm, id)), message: CONFIG_MSG.userCreated };
}

export async function updateStaffUser(
  ctx: AppContext,
  actor: StaffActor,
  id: number,
  input: StaffUserUpdate,
) {
  const before = await getStaffUser(ctx.db, actor.codadm, id);
  checkGrant(actor, input.CLIENTES);
  if (id === actor.codusuario && !input.ATIVO) throw badRequest(CONFIG_MSG.userCannotDisableSelf);
  if (id === actor.codusuario && input.PERMISSAO !== 'ADMIN')
    throw badRequest(CONFIG_MSG.userCannotDemoteSelf);
  const disabling = before.ATIVO && !input.ATIVO;
  await ctx.db.transaction(async (tx) => {
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
      .where(and(eq(staffUser.codusuario, id), eq(staffUser.codadm, actor.codadm)));
    // only the caller's clients are replaced; the user's other memberships stay as they are
    const mine = actor.clients.filter((c) => c.CODADM === actor.codadm).map((c) => c.CODCLI);
    await tx
      .delete(membership)
      .where(
        and(
          eq(membership.codusuario, id),
          eq(membership.codadm, actor.codadm),
          inArray(membership.codcli, mine),
        ),
      );
    await tx
      .insert(membership)
      .values(
        [...new Set(input.CLIENTES)].map((codcli) => ({ codusuario: id, codadm: actor.codadm, codcli })),
      )
      .onConflictDoNothing();
    if (disabling) await revokeAllForSubject(tx, `u:${id}`);
  });
  await audit(ctx.db, actor, id, disabling ? 'disable' : 'update', input);
  return { ...(await getStaffUser(ctx.db, actor.codadm, id)), message: CONFIG_MSG.userUpdated };
}

/** A new temporary password by e-mail; the user's sessions end. */
export async function resetStaffPassword(ctx: AppContext, actor: StaffActor, id: number) {
  const user = await getStaffUser(ctx.db, actor.codadm, id);
  if (!user.EMAIL) throw badRequest(MSG.invalidEmail);
  const password = temporaryPassword();
  const senhaHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staffUser)
      .set({ senhaHash, trocarSenha: true, sessionVersion: sql`${staffUser.sessionVersion} + 1` })
      .where(and(eq(staffUser.codusuario, id), eq(staffUser.codadm, actor.codadm)));
    await revokeAllForSubject(tx, `u:${id}`);
    await enqueueMail(
      tx,
      user.EMAIL!,
      staffPasswordMail(user.NOMEUSUARIO, user.USUARIO, password, ctx.config.appUrl, false),
    );
  });
  await audit(ctx.db, actor, id, 'password_reset');
  return { message: CONFIG_MSG.userPasswordSent };
}

const audit = (db: Db, actor: StaffActor, id: number, action: string, newValue?: unknown) =>
  writeAudit(db, {
    actor: actor.subject,
    codadm: actor.codadm,
    codcli: (actor.tenant as TenantRef | null)?.CODCLI ?? null,
    entity: 'staff_user',
    entityId: id,
    action,
    newValue,
  });
