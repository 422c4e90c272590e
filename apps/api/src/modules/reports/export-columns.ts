/**
 * Columns of the candidate export: the fixed ones, then the registry fields of each chosen area
 * (labels and areas from the registry), then custom fields. SQL reads raw values; each cell is
 * written by the registry's one formatter (formatFieldValue), so the sheet reads exactly like the
 * staff view and the PDF: dd/mm/yyyy, Sim/Não, option and lookup labels, masked documents.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_FIELDS,
  collectedBy,
  DOC_STATUS,
  fieldByName,
  fieldFormatter,
  fieldSectionsOfReportArea,
  formatFieldValue,
  MASKED_VALUE,
  type ClientSettings,
  type FieldDef,
  type ReportArea,
} from '@admissao/domain';
import { fromDb } from '../candidate-row/index.ts';
import type { CellValue } from './excel-stream.ts';

/** The label of a lookup, unit or bank code (print/lookup-labels.ts). */
export type LabelOf = (f: FieldDef, v: unknown) => string | null;

export interface ExportColumn {
  header: string;
  /** raw value read by the page query */
  expr: SQL;
  width?: number;
  /** the registry field whose formatter writes the cell (absent: the value as read) */
  field?: FieldDef;
}

const col = (name: string) => sql.raw(`c."${name.replace(/"/g, '')}"`);
/**
 * A moment as Brasília reads it, in `format`: the wall-clock time in America/Sao_Paulo, whatever
 * the session's TimeZone (a fixed '- 3 hours' is right only in a UTC session).
 */
const inBrasilia = (column: string, format: string) =>
  sql.raw(`to_char(c.${column} at time zone 'America/Sao_Paulo', '${format}')`);
const registryColumn = (name: string, width?: number): ExportColumn => {
  const field = fieldByName(name);
  if (!field) throw new Error(`campo ${name} ausente do registro`);
  return { header: field.label, expr: col(field.column), width, field };
};

export const FIXED_COLUMNS: ExportColumn[] = [
  { header: 'Código', expr: sql`c.codcandidato`, width: 10 },
  registryColumn('NOME', 32),
  registryColumn('EMAIL', 30),
  registryColumn('CODUNIDADE', 22),
  registryColumn('CARGO', 20),
  registryColumn('DATINICIO', 14),
  // Brasília days, as every date the staff sees
  { header: 'Data de cadastro', expr: inBrasilia('datcadastro', 'DD/MM/YYYY'), width: 14 },
  { header: 'Status', expr: sql`s.desstatus`, width: 20 },
  registryColumn('GESTOR', 20),
  registryColumn('RECRUTADOR', 20),
  { header: 'Última interação', expr: inBrasilia('datultinteracao', 'DD/MM/YYYY HH24:MI'), width: 17 },
  { header: 'Data de finalização', expr: inBrasilia('datfinalizacao', 'DD/MM/YYYY'), width: 14 },
  // counted by the page query's lateral join over the candidate's documents (DOCUMENT_COUNTS)
  { header: 'Documentos enviados', expr: sql`docs.enviados`, width: 12 },
  { header: 'Documentos aprovados', expr: sql`docs.aprovados`, width: 12 },
  registryColumn('OBSERVACOES', 40),
];

/**
 * The candidate's documents of the client's active types: sent at least once (any status but
 * pending: sent, refused, approved, resent) and approved. One index lookup per row (the primary key
 * of candidate_document starts with the candidate).
 */
export const DOCUMENT_COUNTS = sql`left join lateral (
    select count(*) filter (where d.status <> ${DOC_STATUS.PENDENTE})::int as enviados,
      count(*) filter (where d.status = ${DOC_STATUS.APROVADO})::int as aprovados
    from candidate_document d
    join document_type t on t.codtipodoc = d.codtipodoc and t.ativo
    where d.codcandidato = c.codcandidato) docs on true`;

export function areaColumns(areas: ReportArea[]): ExportColumn[] {
  const sections = new Set<string>(areas.flatMap(fieldSectionsOfReportArea));
  return CANDIDATE_FIELDS.filter((f) => sections.has(f.section)).map((f) => ({
    header: f.label,
    expr: col(f.column),
    field: f,
  }));
}

/**
 * The columns this client's settings collect: a registry field the client turned off (Peso e
 * altura, Gestor, the bank tab…) is not a column, as the form, the staff view and the print do not
 * show it — the art. 37 record's own test of what a client asks for (`collectedBy`). Columns that
 * are no field (code, status, counts) always stay.
 */
export function collectedColumns(columns: ExportColumn[], settings: ClientSettings): ExportColumn[] {
  return columns.filter((c) => !c.field || collectedBy(settings, c.field));
}

/** A page's row as the query gives it: its keyset values first, then one value per column. */
export type ExportRow = readonly unknown[];

/**
 * How each column writes its cells, compiled once per export: a registry field by its formatter
 * (a code by the name its list gives), any other column as read. Column i is the row's value at
 * `first + i` (the keyset values come before). A field `masked` to the reader (masking.ts) writes
 * MASKED_VALUE where it has a value: the sheet shows what the staff view shows (decision 036).
 */
export function cellWriters(
  columns: ExportColumn[],
  settings: ClientSettings,
  first: number,
  masked: (f: FieldDef) => boolean = () => false,
) {
  return columns.map((c, i) => {
    const at = first + i;
    const field = c.field;
    if (!field)
      return (row: ExportRow): CellValue => {
        const raw = row[at];
        return raw === null || raw === undefined ? null : typeof raw === 'number' ? raw : String(raw);
      };
    if (masked(field))
      return (row: ExportRow): CellValue =>
        row[at] === null || row[at] === undefined || row[at] === '' ? null : MASKED_VALUE;
    const format = fieldFormatter(field, settings);
    const coded = ['lookup', 'unit', 'bank'].includes(field.type);
    if (field.formatAs) {
      // read as another type by the other values of its row (a person's DOCUMENTO by TIPODOC)
      const names = columns.flatMap((o, j) => (o.field ? [[o.field.name, first + j] as const] : []));
      return (row: ExportRow): CellValue => {
        const values = Object.fromEntries(names.map(([n, k]) => [n, row[k]]));
        return formatFieldValue(field, fromDb(field, row[at]), { settings, values }) || null;
      };
    }
    return (row: ExportRow, label: LabelOf): CellValue => {
      const value = fromDb(field, row[at]);
      return format(value, coded ? label(field, value) : null) || null;
    };
  });
}
