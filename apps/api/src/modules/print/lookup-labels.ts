/**
 * Labels of the coded values a printed record shows (lookups, unit, bank), read in one statement: a
 * UNION ALL with one branch per list that has values to resolve.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FieldDef, LookupKey, TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

type Kind = LookupKey | 'unit' | 'bank';
const ints = (ids: string[]) => ids.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
const codes = (ids: string[], pattern: RegExp) =>
  ids.filter((v) => pattern.test(v)).map((v) => v.toUpperCase());
const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const cities = (ids: string[]) => {
  const c = codes(ids, /^\d{7}$/);
  return c.length
    ? sql`select codigo::text, nome || ' - ' || uf from municipio where codigo in (${list(c)})`
    : null;
};
const countries = (ids: string[]) => {
  const c = codes(ids, /^[A-Za-z]{2}$/);
  return c.length ? sql`select codigo::text, nome from country where codigo in (${list(c)})` : null;
};
const byInt = (table: string, id: string, label: SQL) => (ids: string[]) => {
  const n = ints(ids);
  return n.length
    ? sql`select ${sql.identifier(id)}::text, ${label} from ${sql.identifier(table)} where ${sql.identifier(id)} in (${list(n)})`
    : null;
};

/** One SELECT (id text, label text) per list, or null when none of its ids can exist. */
const BRANCHES = {
  marital_status: (ids) => {
    const c = codes(ids, /^[A-Za-z]{3}$/);
    return c.length ? sql`select id::text, estadocivil from marital_status where id in (${list(c)})` : null;
  },
  education_level: byInt('education_level', 'id', sql`grauinstrucao`),
  human_race: byInt('human_race', 'id', sql`raca`),
  public_place: byInt('public_place', 'id', sql`descricao`),
  uf: (ids) => {
    const c = codes(ids, /^[A-Za-z]{2}$/);
    return c.length
      ? sql`select sigla::text, sigla || ' - ' || nome from uf where sigla in (${list(c)})`
      : null;
  },
  city: cities,
  country: countries,
  birthplace: (ids) => {
    const parts = [cities(ids), countries(ids)].filter((x): x is SQL => x !== null);
    return parts.length ? sql.join(parts, sql` union all `) : null;
  },
  unit: byInt('unit', 'codunidade', sql`unidade`),
  bank: byInt('bank', 'codbanco', sql`codbacen || ' - ' || nome`),
} satisfies Record<Kind, (ids: string[]) => SQL | null>;

const kindOf = (f: FieldDef): Kind | null =>
  f.type === 'lookup' ? (f.lookup ?? null) : f.type === 'unit' || f.type === 'bank' ? f.type : null;

/** The whole lists, for an export that reads thousands of codes (one statement, a few thousand rows). */
const WHOLE = {
  marital_status: sql`select id::text, estadocivil from marital_status`,
  education_level: sql`select id::text, grauinstrucao from education_level`,
  human_race: sql`select id::text, raca from human_race`,
  public_place: sql`select id::text, descricao from public_place`,
  uf: sql`select sigla::text, sigla || ' - ' || nome from uf`,
  city: sql`select codigo::text, nome || ' - ' || uf from municipio`,
  country: sql`select codigo::text, nome from country`,
  birthplace: sql`select codigo::text, nome || ' - ' || uf from municipio
    union all select codigo::text, nome from country`,
  bank: sql`select codbanco::text, codbacen || ' - ' || nome from bank`,
} satisfies Record<Exclude<Kind, 'unit'>, SQL>;

const labelFunction = (labels: Map<string, string>) => (f: FieldDef, v: unknown) => {
  const kind = kindOf(f);
  return kind ? (labels.get(`${kind}:${String(v).trim().toUpperCase()}`) ?? null) : null;
};

/**
 * Every label the fields' lists hold, read once (the Excel export): the client's units and the
 * whole reference lists its fields name; answers a label function like resolveLabels.
 */
export async function loadLabels(
  db: Db,
  tenant: TenantRef,
  fields: readonly FieldDef[],
): Promise<(f: FieldDef, v: unknown) => string | null> {
  const kinds = new Set(fields.map(kindOf).filter((k): k is Kind => k !== null));
  const branches = [...kinds].map((kind) =>
    kind === 'unit'
      ? sql`select 'unit'::text as kind, codunidade::text as id, unidade as label from unit
          where codadm = ${tenant.CODADM} and codcli = ${tenant.CODCLI}`
      : sql`select ${kind}::text as kind, x.* from (${WHOLE[kind]}) as x(id, label)`,
  );
  const labels = new Map<string, string>();
  if (branches.length) {
    const rows = rowsOf<{ kind: string; id: string; label: string }>(
      await db.execute(sql.join(branches, sql` union all `)),
    );
    for (const r of rows) labels.set(`${r.kind}:${String(r.id).trim().toUpperCase()}`, r.label);
  }
  return labelFunction(labels);
}

/** Resolves every coded value of these (field, value) pairs; answers a label function. */
export async function resolveLabels(
  db: Db,
  pairs: { field: FieldDef; value: unknown }[],
): Promise<(f: FieldDef, v: unknown) => string | null> {
  const wanted = new Map<Kind, Set<string>>();
  for (const { field, value } of pairs) {
    const kind = kindOf(field);
    if (!kind || value === null || value === undefined || value === '') continue;
    const set = wanted.get(kind) ?? new Set<string>();
    set.add(String(value).trim());
    wanted.set(kind, set);
  }
  const branches: SQL[] = [];
  for (const [kind, ids] of wanted) {
    const branch = BRANCHES[kind]([...ids]);
    if (branch) branches.push(sql`select ${kind}::text as kind, x.* from (${branch}) as x(id, label)`);
  }
  const labels = new Map<string, string>();
  if (branches.length) {
    const rows = rowsOf<{ kind: string; id: string; label: string }>(
      await db.execute(sql.join(branches, sql` union all `)),
    );
    for (const r of rows) labels.set(`${r.kind}:${r.id.trim().toUpperCase()}`, r.label);
  }
  return labelFunction(labels);
}
