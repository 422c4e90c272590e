/**
 * The export's Dependentes and Autorizados sheets (issue 14): one line per dependent or authorized
 * person of the candidates of the range, keyed by the candidate's code, every other column a field
 * of the registry (DEPENDENT_FIELDS, AUTHORIZED_PERSON_FIELDS) written by the one formatter. Keyset
 * pages over (datcadastro, codcandidato, row id): the candidates come by the tenant index as in the
 * main sheet, each one's people by their candidate index.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  AUTHORIZED_PERSON_FIELDS,
  DEPENDENT_FIELDS,
  type ClientSettings,
  type FieldDef,
  type ListKind,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { isMaskedFor, type Reader } from '../candidate-record/index.ts';
import { queryArrays } from '../../lib/query-arrays.ts';
import type { CellValue, XlsxWorkbook } from './excel-stream.ts';
import {
  cellWriters,
  collectedColumns,
  type ExportColumn,
  type ExportRow,
  type LabelOf,
} from './export-columns.ts';
import type { ReportRange } from './report-range.ts';

const PAGE = 1000;

interface PeopleSheet {
  name: string;
  /** the list the rows are of: what masking.ts masks in them */
  list: ListKind;
  table: 'dependent' | 'authorized_person';
  /** the row's own id (the keyset's last part) */
  id: 'coddep' | 'idpessoa';
  fields: readonly FieldDef[];
}

export const PEOPLE_SHEETS: readonly PeopleSheet[] = [
  {
    name: 'Dependentes',
    list: DEPENDENT_FIELDS[0].section,
    table: 'dependent',
    id: 'coddep',
    fields: DEPENDENT_FIELDS,
  },
  {
    name: 'Autorizados',
    list: AUTHORIZED_PERSON_FIELDS[0].section,
    table: 'authorized_person',
    id: 'idpessoa',
    fields: AUTHORIZED_PERSON_FIELDS,
  },
];

/** Every field these sheets write (their lookup names are read with the main sheet's). */
export const peopleFields = (): FieldDef[] => PEOPLE_SHEETS.flatMap((s) => [...s.fields]);

const columnsOf = (s: PeopleSheet): ExportColumn[] => [
  { header: 'Código do candidato', expr: sql`c.codcandidato`, width: 12 },
  ...s.fields.map((f) => ({ header: f.label, expr: sql.raw(`p."${f.column}"`), field: f })),
];

/** each row starts with its keyset: datcadastro (as text), codcandidato, the person's id */
const KEYSET_VALUES = 3;

function pageQuery(
  db: Db,
  s: PeopleSheet,
  tenant: TenantRef,
  range: ReportRange,
  columns: ExportColumn[],
  after: [string, number, number] | null,
) {
  const list = sql.join(
    columns.map((c) => c.expr),
    sql`, `,
  );
  // the first condition lets the candidate index start at the last candidate seen
  const keyset: SQL = after
    ? sql`and (c.datcadastro, c.codcandidato) >= (${after[0]}::timestamptz, ${after[1]})
          and (c.datcadastro, c.codcandidato, p.${sql.raw(s.id)}) > (${after[0]}::timestamptz, ${after[1]}, ${after[2]})`
    : sql``;
  return queryArrays(
    db,
    sql`
    select c.datcadastro::text, c.codcandidato, p.${sql.raw(s.id)}, ${list}
    from candidate c
    join ${sql.raw(s.table)} p on p.codcandidato = c.codcandidato
    where c.codadm = ${tenant.CODADM} and c.codcli = ${tenant.CODCLI}
      and c.datcadastro >= ${range.start.toISOString()}::timestamptz
      and c.datcadastro < ${range.end.toISOString()}::timestamptz
      ${keyset}
    order by c.datcadastro, c.codcandidato, p.${sql.raw(s.id)}
    limit ${PAGE}`,
  );
}

/** Writes one sheet of people; false when the reader has gone. */
export async function writePeopleSheet(
  db: Db,
  workbook: XlsxWorkbook,
  s: PeopleSheet,
  plan: { tenant: TenantRef; range: ReportRange; reader: Reader },
  settings: ClientSettings,
  label: LabelOf,
): Promise<boolean> {
  const columns = collectedColumns(columnsOf(s), settings);
  // a dependent's sensitive fields (PCD) are masked here as the candidate's (decision 081)
  const writers = cellWriters(columns, settings, KEYSET_VALUES, (f) =>
    isMaskedFor(plan.reader, f.name, s.list),
  );
  const sheet = workbook.addSheet(
    s.name,
    columns.map((c) => ({ header: c.header, width: c.width })),
  );
  const fetch = (after: [string, number, number] | null) =>
    pageQuery(db, s, plan.tenant, plan.range, columns, after);
  let next: Promise<ExportRow[]> | null = fetch(null);
  while (next) {
    const rows: ExportRow[] = await next;
    const last: ExportRow | undefined = rows[rows.length - 1];
    next =
      last && rows.length === PAGE ? fetch([last[0] as string, last[1] as number, last[2] as number]) : null;
    for (const r of rows) sheet.add(writers.map((write): CellValue => write(r, label)));
    if (!(await sheet.caughtUp())) {
      await next?.catch(() => undefined);
      return false;
    }
  }
  await sheet.commit();
  return true;
}
