/**
 * Columns of the candidate export: the fixed ones, then the registry fields of each chosen area
 * (one definition per field: labels and options come from CANDIDATE_FIELDS), then custom fields.
 * Each column is a SQL expression over candidate c / unit u / status s, already formatted as text
 * the way a Brazilian reader expects it (dd/mm/yyyy, decimal comma, Sim/Não, option labels).
 */
import { sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_FIELDS, REPORT_AREAS, type FieldDef, type ReportArea } from '@admissao/domain';

export interface ExportColumn {
  header: string;
  expr: SQL;
  width?: number;
}

const col = (name: string) => sql.raw(`c."${name.replace(/"/g, '')}"`);
const brDate = (e: SQL) => sql`to_char(${e}, 'DD/MM/YYYY')`;

function expressionOf(f: FieldDef): SQL {
  const c = col(f.column);
  switch (f.type) {
    case 'date':
      return brDate(c);
    case 'boolean':
      return sql`case when ${c} is null then null when ${c} then 'Sim' else 'Não' end`;
    case 'decimal':
      return sql`replace(${c}::text, '.', ',')`;
    case 'choice': {
      const options = f.options ?? [];
      if (!options.length) return sql`${c}::text`;
      const whens = options.map((o) => sql`when ${o.value} then ${o.label}`);
      return sql`case ${c}::text ${sql.join(whens, sql` `)} else ${c}::text end`;
    }
    case 'integer':
    case 'unit':
    case 'bank':
      return c;
    default:
      return sql`${c}::text`;
  }
}

export const FIXED_COLUMNS: ExportColumn[] = [
  { header: 'Código', expr: sql`c.codcandidato`, width: 10 },
  { header: 'Nome', expr: sql`c.nome`, width: 32 },
  { header: 'E-mail', expr: sql`c.email`, width: 30 },
  { header: 'Unidade', expr: sql`u.unidade`, width: 22 },
  { header: 'Cargo', expr: sql`c.cargo`, width: 20 },
  { header: 'Data de início', expr: brDate(sql`c.datinicio`), width: 14 },
  // Brasília days, as every date the staff sees
  { header: 'Data de cadastro', expr: brDate(sql`c.datcadastro - interval '3 hours'`), width: 14 },
  { header: 'Status', expr: sql`s.desstatus`, width: 20 },
];

export function areaColumns(areas: ReportArea[]): ExportColumn[] {
  const sections = new Set<string>(
    areas.flatMap((a) => {
      const s = REPORT_AREAS[a].sections;
      return s === 'custom' ? [] : [...s];
    }),
  );
  return CANDIDATE_FIELDS.filter((f) => sections.has(f.section)).map((f) => ({
    header: f.label,
    expr: expressionOf(f),
  }));
}
