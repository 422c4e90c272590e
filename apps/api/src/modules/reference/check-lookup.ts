/**
 * A lookup field's value must be an entry of its list (the registry only checks its shape):
 * marital status, education, race (active only), street type, state, municipality, country.
 */
import { and, eq } from 'drizzle-orm';
import type { FieldDef, LookupKey } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import {
  country,
  educationLevel,
  humanRace,
  maritalStatus,
  municipio,
  publicPlace,
  uf,
} from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';

const asInt = (v: string) => (/^\d{1,4}$/.test(v) ? Number(v) : -1);

const EXISTS = {
  marital_status: (db, v) =>
    db.select({ x: maritalStatus.id }).from(maritalStatus).where(eq(maritalStatus.id, v)).limit(1),
  education_level: (db, v) =>
    db
      .select({ x: educationLevel.id })
      .from(educationLevel)
      .where(eq(educationLevel.id, asInt(v)))
      .limit(1),
  human_race: (db, v) =>
    db
      .select({ x: humanRace.id })
      .from(humanRace)
      .where(and(eq(humanRace.id, asInt(v)), eq(humanRace.ativo, true)))
      .limit(1),
  public_place: (db, v) =>
    db
      .select({ x: publicPlace.id })
      .from(publicPlace)
      .where(eq(publicPlace.id, asInt(v)))
      .limit(1),
  uf: (db, v) => db.select({ x: uf.sigla }).from(uf).where(eq(uf.sigla, v.toUpperCase())).limit(1),
  city: (db, v) => db.select({ x: municipio.codigo }).from(municipio).where(eq(municipio.codigo, v)).limit(1),
  country: (db, v) =>
    db.select({ x: country.codigo }).from(country).where(eq(country.codigo, v.toUpperCase())).limit(1),
  birthplace: async (db, v) =>
    /^\d{7}$/.test(v)
      ? db.select({ x: municipio.codigo }).from(municipio).where(eq(municipio.codigo, v)).limit(1)
      : db.select({ x: country.codigo }).from(country).where(eq(country.codigo, v.toUpperCase())).limit(1),
} satisfies Record<LookupKey, (db: Db, v: string) => Promise<unknown[]>>;

/** Throws 400 '<label>: Opção inválida.' when a lookup value is not in its list. */
export async function assertLookupValue(db: Db, field: FieldDef, value: unknown): Promise<void> {
  if (field.type !== 'lookup' || !field.lookup || value === null || value === undefined || value === '')
    return;
  const found = await EXISTS[field.lookup](db, String(value).trim());
  if (found.length === 0) throw badRequest(`${field.label}: Opção inválida.`, { field: field.name });
}
