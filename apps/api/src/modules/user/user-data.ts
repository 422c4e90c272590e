/** POST /user and PATCH /user: the staff user's own data (spec 1 §3). */
import { eq, sql } from 'drizzle-orm';
import { MSG, ZUserUpdate, type UserData } from '@admissao/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { staffUser } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { writeAudit } from '../audit/index.ts';

/** The columns of the user-data answer; the per-request account check reads them too. */
export const userDataColumns = {
  CODUSUARIO: staffUser.codusuario,
  NOMEUSUARIO: staffUser.nomeusuario,
  CPF: staffUser.cpf,
  DTNASC: staffUser.dtnasc,
  CEP: staffUser.cep,
  ENDERECO: staffUser.endereco,
  BAIRRO: staffUser.bairro,
  CIDADE: staffUser.cidade,
  UF: staffUser.uf,
  TELEFONE: staffUser.telefone,
  CARGO: staffUser.cargo,
  NOMEDEPTO: staffUser.nomedepto,
  EMAIL: staffUser.email,
  FACEBOOK: staffUser.facebook,
};

const userDataQueries = new WeakMap<object, ReturnType<typeof prepareUserData>>();
const prepareUserData = (db: Db) =>
  db
    .select(userDataColumns)
    .from(staffUser)
    .where(eq(staffUser.codusuario, sql.placeholder('id')))
    .limit(1)
    .prepare('user_data');

/** Prepared once per database: POST /user is read on every screen that shows the user. */
export async function getUserData(db: Db, codusuario: number): Promise<UserData> {
  let query = userDataQueries.get(db);
  if (!query) {
    query = prepareUserData(db);
    userDataQueries.set(db, query);
  }
  const [row] = await query.execute({ id: codusuario });
  if (!row) throw notFound(MSG.userNotFound);
  return row;
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
    cep: input.CEP,
    endereco: input.ENDERECO,
    bairro: input.BAIRRO,
    cidade: input.CIDADE,
    uf: input.UF,
    telefone: input.TELEFONE,
    cargo: input.CARGO,
    nomedepto: input.NOMEDEPTO,
    email: input.EMAIL,
    facebook: input.FACEBOOK,
  };
  // an optional field the body left out is undefined here, and drizzle leaves undefined columns alone
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
