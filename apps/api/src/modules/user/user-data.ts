/** POST /user and PATCH /user: the staff user's own data (spec 1 §3). */
import { eq } from 'drizzle-orm';
import { MSG, ZUserUpdate, type UserData } from '@admissao/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { staffUser } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit.ts';

type StaffRow = typeof staffUser.$inferSelect;

const toUserData = (u: StaffRow): UserData => ({
  CODUSUARIO: u.codusuario,
  NOMEUSUARIO: u.nomeusuario,
  CPF: u.cpf,
  DTNASC: u.dtnasc,
  CEP: u.cep,
  ENDERECO: u.endereco,
  BAIRRO: u.bairro,
  CIDADE: u.cidade,
  UF: u.uf,
  TELEFONE: u.telefone,
  CARGO: u.cargo,
  NOMEDEPTO: u.nomedepto,
  EMAIL: u.email,
  FACEBOOK: u.facebook,
});

export async function getUserData(db: Db, codusuario: number): Promise<UserData> {
  const [row] = await db.select().from(staffUser).where(eq(staffUser.codusuario, codusuario)).limit(1);
  if (!row) throw notFound(MSG.userNotFound);
  return toUserData(row);
}

export async function updateUserData(
  db: Db,
  codusuario: number,
  input: z.output<typeof ZUserUpdate>,
): Promise<{ message: string }> {
  const before = await getUserData(db, codusuario);
  const next = {
    nomeusuario: input.NOMEUSUARIO,
    cpf: input.CPF,
    dtnasc: input.DTNASC,
    cep: input.CEP ?? null,
    endereco: input.ENDERECO,
    bairro: input.BAIRRO,
    cidade: input.CIDADE,
    uf: input.UF ?? null,
    telefone: input.TELEFONE ?? null,
    cargo: input.CARGO,
    nomedepto: input.NOMEDEPTO,
    email: input.EMAIL ?? null,
    facebook: input.FACEBOOK,
  };
  await db.update(staffUser).set(next).where(eq(staffUser.codusuario, codusuario));
  const after = await getUserData(db, codusuario);
  const changed = (Object.keys(after) as (keyof UserData)[]).filter((k) => after[k] !== before[k]);
  await writeAudit(
    db,
    changed.map((field) => ({
      actor: `u:${codusuario}`,
      entity: 'staff_user',
      entityId: codusuario,
      action: 'update',
      field,
      oldValue: before[field],
      newValue: after[field],
    })),
  );
  return { message: MSG.userUpdated };
}
