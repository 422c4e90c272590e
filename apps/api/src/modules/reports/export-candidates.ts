/**
 * POST /candidate/report/export: the client's candidates registered in the range, as .xlsx,
 * streamed. Rows come in keyset pages of 1000 over (datcadastro, codcandidato) — the tenant index
 * candidate_tenant_cadastro_idx — so neither the database nor this process holds more than a page.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  formatDateBR,
  REPORT_AREA_LIST,
  reportAreaHasCustomFields,
  reportFileName,
  type ReportExport,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../auth/index.ts';
import { logAccess } from '../access-log/index.ts';
import { isMaskedFor } from '../candidate-record/index.ts';
import { customField, customFieldData } from '../../db/schema.ts';
import { queryArrays } from '../../lib/query-arrays.ts';
import { createXlsxStream, type CellValue } from './excel-stream.ts';
import { loadLabels } from '../print/index.ts';
import { getClientSettings } from '../settings/index.ts';
import {
  areaColumns,
  collectedColumns,
  cellWriters,
  DOCUMENT_COUNTS,
  FIXED_COLUMNS,
  type ExportRow,
} from './export-columns.ts';
import { peopleFields, PEOPLE_SHEETS, writePeopleSheet } from './export-people.ts';
import { reportRange, type ReportRange } from './report-range.ts';

export const EXPORT_PAGE = 1000;
/** each row starts with its keyset: datcadastro (as text), codcandidato */
const KEYSET_VALUES = 2;
interface Page {
  rows: ExportRow[];
  values: Map<string, string> | null;
}

/** Checks the request and logs the export (decision 036: one row, for all its candidates). */
export async function exportPlan(db: Db, actor: StaffActor, tenant: TenantRef, body: ReportExport) {
  const range = reportRange(body.DATINICIAL, body.DATFINAL);
  const areas = REPORT_AREA_LIST.map((a) => a.key).filter((a) => body[a] === true);
  await logAccess(db, actor, tenant, {
    action: 'EXPORTACAO_EXCEL',
    codcandidato: null,
    detail: `${formatDateBR(range.from)} a ${formatDateBR(range.to)}; ${areas.join(', ') || 'cadastro'}`,
  });
  return { tenant, range, areas, reader: actor, fileName: reportFileName('relatorio-candidatos') };
}
export type ExportPlan = Awaited<ReturnType<typeof exportPlan>>;

async function customFieldsOf(db: Db, tenant: TenantRef) {
  return db
    .select({ id: customField.codinfo, label: customField.descricao })
    .from(customField)
    .where(and(eq(customField.codadm, tenant.CODADM), eq(customField.codcli, tenant.CODCLI)))
    .orderBy(asc(customField.numcampo), asc(customField.codinfo));
}

function pageQuery(
  db: Db,
  tenant: TenantRef,
  range: ReportRange,
  exprs: ReturnType<typeof areaColumns>,
  after: [string, number] | null,
) {
  const list = sql.join(
    exprs.map((e) => e.expr),
    sql`, `,
  );
  const keyset = after
    ? sql`and (c.datcadastro, c.codcandidato) > (${after[0]}::timestamptz, ${after[1]})`
    : sql``;
  return queryArrays(
    db,
    sql`
    select c.datcadastro::text, c.codcandidato, ${list}
    from candidate c
    join status s on s.codstatus = c.codstatus
    ${DOCUMENT_COUNTS}
    where c.codadm = ${tenant.CODADM} and c.codcli = ${tenant.CODCLI}
      and c.datcadastro >= ${range.start.toISOString()}::timestamptz
      and c.datcadastro < ${range.end.toISOString()}::timestamptz
      ${keyset}
    order by c.datcadastro, c.codcandidato
    limit ${EXPORT_PAGE}`,
  );
}

/** Starts writing; answers the stream at once (the caller sends it) and fills it page by page. */
export function streamCandidateExport(db: Db, plan: ExportPlan, onError: (err: unknown) => void) {
  const { stream, workbook } = createXlsxStream();
  const run = async () => {
    const settings = await getClientSettings(db, plan.tenant);
    const columns = collectedColumns([...FIXED_COLUMNS, ...areaColumns(plan.areas)], settings);
    // the candidate's sensitive fields are masked to staff here as in the view (issue 31 §2)
    const writers = cellWriters(columns, settings, KEYSET_VALUES, (f) => isMaskedFor(plan.reader, f.name));
    // every name a code of these columns and of the people sheets may need, read once: the lists are small
    const label = await loadLabels(db, plan.tenant, [
      ...columns.flatMap((c) => c.field ?? []),
      ...peopleFields(),
    ]);
    const custom = plan.areas.some(reportAreaHasCustomFields) ? await customFieldsOf(db, plan.tenant) : [];
    const sheet = workbook.addSheet('Candidatos', [
      ...columns.map((c) => ({ header: c.header, width: c.width })),
      ...custom.map((f) => ({ header: f.label, width: 20 })),
    ]);
    // the next page is fetched while this one is written (one page ahead, never more)
    const fetchPage = async (after: [string, number] | null): Promise<Page> => {
      const rows = await pageQuery(db, plan.tenant, plan.range, columns, after);
      const values =
        custom.length && rows.length
          ? await customValues(
              db,
              rows.map((r) => r[1] as number),
            )
          : null;
      return { rows, values };
    };
    let next: Promise<Page> | null = fetchPage(null);
    while (next) {
      const page: Page = await next;
      const { rows, values } = page;
      const last: ExportRow | undefined = rows[rows.length - 1];
      next = last && rows.length === EXPORT_PAGE ? fetchPage([last[0] as string, last[1] as number]) : null;
      for (const r of rows) {
        const line: CellValue[] = writers.map((write) => write(r, label));
        if (values) for (const f of custom) line.push(values.get(`${r[1] as number}:${f.id}`) ?? null);
        sheet.add(line);
      }
      if (!(await sheet.caughtUp())) {
        await next?.catch(() => undefined);
        return;
      }
    }
    await sheet.commit();
    // the dependents and authorized persons of the same candidates, one sheet each, after it
    for (const people of PEOPLE_SHEETS)
      if (!(await writePeopleSheet(db, workbook, people, plan, settings, label))) return;
    await workbook.commit();
  };
  run().catch((err) => {
    onError(err);
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return stream;
}

async function customValues(db: Db, ids: number[]) {
  const rows = await db
    .select({ c: customFieldData.codcandidato, f: customFieldData.codinfo, v: customFieldData.descricao })
    .from(customFieldData)
    .where(inArray(customFieldData.codcandidato, ids));
  return new Map(rows.map((r) => [`${r.c}:${r.f}`, r.v]));
}
