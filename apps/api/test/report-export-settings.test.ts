/**
 * The Excel export and the client's settings (decision 027, 2026-12-04): a registry field the
 * client turned off is not a column, on the candidates' sheet and on the people sheets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
let t: TestApp;
let admin: LogonAnswer;
let ids041: number[];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signInDemoCast(t, 'admin'));
  await t.db.execute(sql`update candidate set datcadastro = '2026-03-10T12:00:00-03:00' where codadm = 9`);
  ids041 = rowsOf<{ codcandidato: number }>(
    await t.db.execute(
      sql`select codcandidato from candidate where codadm = 9 and codcli = '041' order by 1`,
    ),
  ).map((r) => r.codcandidato);
  await t.db.execute(
    sql`update candidate set recrutador = 'Rita Recrutadora' where codcandidato = ${ids041[2]!}`,
  );
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.headers(admin.token, C041), payload });
const workbookOf = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
};

describe('Excel export and the client settings', () => {
  it("leaves out the fields the client's settings turn off, as the form and the staff view do", async () => {
    const headersOf = async (wb: ExcelJS.Workbook, name: string) =>
      (wb.getWorksheet(name)!.getRow(1).values as string[]).slice(1);
    const exportAll = async () =>
      workbookOf(
        (
          await post('/candidate/report/export', {
            DATINICIAL: '20260101',
            DATFINAL: '20260630',
            DADOSPESSOAIS: true,
          })
        ).rawPayload,
      );
    const before = await exportAll();
    expect(await headersOf(before, 'Candidatos')).toEqual(
      expect.arrayContaining(['Gestor', 'Peso (kg)', 'Altura (cm)', 'Raça/cor']),
    );
    // the demo 041 collects neither the job post nor the dependents' life insurance
    expect(await headersOf(before, 'Candidatos')).not.toContain('Vaga');
    expect(await headersOf(before, 'Dependentes')).not.toContain('Beneficiário do seguro de vida?');
    const stored = sql`(select settings from client_settings where codadm = 9 and codcli = '041')`;
    await t.db.execute(sql`update client_settings set settings = ${stored}::jsonb
      || '{"INFO_GESTOR": false, "PESO_ALTURA": false, "DEP_SEGURO_VIDA": true}'::jsonb
      where codadm = 9 and codcli = '041'`);
    try {
      const after = await exportAll();
      const headers = await headersOf(after, 'Candidatos');
      for (const off of ['Gestor', 'Peso (kg)', 'Altura (cm)']) expect(headers).not.toContain(off);
      expect(headers).toEqual(expect.arrayContaining(['Recrutador', 'Raça/cor', 'Nome social']));
      expect(await headersOf(after, 'Dependentes')).toContain('Beneficiário do seguro de vida?');
      // every row has a cell per header, no more: the columns and the cells left out together
      const sheet = after.getWorksheet('Candidatos')!;
      for (let i = 2; i <= sheet.rowCount; i++)
        expect(sheet.getRow(i).cellCount).toBeLessThanOrEqual(headers.length);
      const row = [...Array(sheet.rowCount).keys()]
        .map((i) => sheet.getRow(i + 1))
        .find((r) => r.getCell(1).value === ids041[2])!;
      expect(row.getCell(headers.indexOf('Recrutador') + 1).value).toBe('Rita Recrutadora');
    } finally {
      await t.db.execute(sql`update client_settings set settings = settings
        || '{"INFO_GESTOR": true, "PESO_ALTURA": true}'::jsonb - 'DEP_SEGURO_VIDA'
        where codadm = 9 and codcli = '041'`);
    }
  });
});
