/**
 * Labels of the coded values a printed record shows (lookups, unit, bank): one query per list that
 * has values to resolve, so a whole record costs a handful of small queries.
 */
import { inArray } from 'drizzle-orm';
import type { FieldDef, LookupKey } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import {
  bank,
  country,
  educationLevel,
  humanRace,
  maritalStatus,
  municipio,
  publicPlace,
  uf,
  unit,
} from '../../db/schema.ts';

type Pairs = { id: string; label: string }[];
type Kind = LookupKey | 'unit' | 'bank';
const ints = (ids: string[]) => ids.filter((v) => /^\d{1,9}$/.test(v)).map(Number);

const cities = async (db: Db, ids: string[]): Promise<Pairs> =>
  ids.length === 0
    ? []
    : (await db.select().from(municipio).where(inArray(municipio.codigo, ids))).map((r) => ({
        id: r.codigo,
        label: `${r.nome} - ${r.uf}`,
      }));
const countries = async (db: Db, ids: string[]): Promise<Pairs> =>
  ids.length === 0
    ? []
    : (
        await db
          .select()
          .from(country)
          .where(
            inArray(
              country.codigo,
              ids.map((i) => i.toUpperCase()),
            ),
          )
      ).map((r) => ({ id: r.codigo, label: r.nome }));

const LOADERS = {
  marital_status: async (db, ids) =>
    (await db.select().from(maritalStatus).where(inArray(maritalStatus.id, ids))).map((r) => ({
      id: r.id,
      label: r.estadocivil,
    })),
  education_level: async (db, ids) =>
    (
      await db
        .select()
        .from(educationLevel)
        .where(inArray(educationLevel.id, ints(ids)))
    ).map((r) => ({
      id: String(r.id),
      label: r.grauinstrucao,
    })),
  human_race: async (db, ids) =>
    (
      await db
        .select()
        .from(humanRace)
        .where(inArray(humanRace.id, ints(ids)))
    ).map((r) => ({
      id: String(r.id),
      label: r.raca,
    })),
  public_place: async (db, ids) =>
    (
      await db
        .select()
        .from(publicPlace)
        .where(inArray(publicPlace.id, ints(ids)))
    ).map((r) => ({
      id: String(r.id),
      label: r.descricao,
    })),
  uf: async (db, ids) =>
    (await db.select().from(uf).where(inArray(uf.sigla, ids))).map((r) => ({
      id: r.sigla,
      label: `${r.sigla} - ${r.nome}`,
    })),
  city: (db, ids) => cities(db, ids),
  country: (db, ids) => countries(db, ids),
  birthplace: async (db, ids): Promise<Pairs> => [
    ...(await cities(
      db,
      ids.filter((v) => /^\d{7}$/.test(v)),
    )),
    ...(await countries(
      db,
      ids.filter((v) => /^[A-Z]{2}$/i.test(v)),
    )),
  ],
  unit: async (db, ids) =>
    (
      await db
        .select()
        .from(unit)
        .where(inArray(unit.codunidade, ints(ids)))
    ).map((r) => ({
      id: String(r.codunidade),
      label: r.unidade,
    })),
  bank: async (db, ids) =>
    (
      await db
        .select()
        .from(bank)
        .where(inArray(bank.codbanco, ints(ids)))
    ).map((r) => ({
      id: String(r.codbanco),
      label: `${r.codbacen} - ${r.nome}`,
    })),
} satisfies Record<Kind, (db: Db, ids: string[]) => Promise<Pairs>>;

const kindOf = (f: FieldDef): Kind | null =>
  f.type === 'lookup' ? (f.lookup ?? null) : f.type === 'unit' || f.type === 'bank' ? f.type : null;

/** Resolves every coded value of these (field, value) pairs; key `${kind}:${value}`. */
export async function resolveLabels(
  db: Db,
  pairs: { field: FieldDef; value: unknown }[],
): Promise<(f: FieldDef, v: unknown) => string | null> {
  const wanted = new Map<Kind, Set<string>>();
  for (const { field, value } of pairs) {
    const kind = kindOf(field);
    if (!kind || value === null || value === undefined || value === '') continue;
    const set = wanted.get(kind) ?? new Set<string>();
    set.add(String(value));
    wanted.set(kind, set);
  }
  const labels = new Map<string, string>();
  for (const [kind, ids] of wanted) {
    const list = [...ids];
    for (const p of list.length ? await LOADERS[kind](db, list) : [])
      labels.set(`${kind}:${p.id.toUpperCase()}`, p.label);
  }
  return (f, v) => {
    const kind = kindOf(f);
    return kind ? (labels.get(`${kind}:${String(v).toUpperCase()}`) ?? null) : null;
  };
}
