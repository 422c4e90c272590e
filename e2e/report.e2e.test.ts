/**
 * /admin/relatorio in a real browser against the real API: reversed dates refused with the
 * spec's message, the on-screen start report, and the Excel export downloaded and opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { toast } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { adminOf041, menu } from './support/configuration.ts';

let server: TestServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await adminOf041(browser, server.url);
  await menu(admin, 'Relatório');
  await admin.waitForURL('**/admin/relatorio');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const period = () => admin.getByRole('region', { name: 'Período do relatório' });

async function typeDate(label: string, value: string) {
  const input = period().getByRole('textbox', { name: label });
  await input.fill(value);
  await input.press('Tab');
}

describe('reports', () => {
  it('refuses a final date before the initial one', async () => {
    await typeDate('Data inicial', '10/01/2026');
    await typeDate('Data final', '01/01/2026');
    await admin.getByRole('button', { name: 'Gerar Excel' }).click();
    await toast(admin, 'A data final é anterior a data inicial!').waitFor();
    await expect(toast(admin, 'Datas Inválidas!').count()).resolves.toBe(1);
    await period().getByRole('button', { name: 'Limpar data final' }).click();
    await period().getByRole('button', { name: 'Limpar data inicial' }).click();
  });

  it('opens the start report on screen', async () => {
    const [report] = await Promise.all([
      admin.context().waitForEvent('page'),
      admin.getByRole('button', { name: 'Relatório inicial' }).click(),
    ]);
    await report.getByRole('heading', { name: 'Relatório inicial' }).waitFor();
    await report.getByText(/^Total de candidatos: \d+$/).waitFor();
    await report.getByText('Candidatos cadastrados de 01/01/1900 a 01/01/2100').waitFor();
    await report.close();
  });

  it('opens the detailed report on screen, one line per candidate of the client', async () => {
    const [report] = await Promise.all([
      admin.context().waitForEvent('page'),
      admin.getByRole('button', { name: 'Relatório detalhado' }).click(),
    ]);
    await report.getByRole('heading', { name: 'Relatório detalhado' }).waitFor();
    await report.getByRole('row').filter({ hasText: 'CARLOS CANDIDATO DA SILVA' }).waitFor();
    await expect(
      report.getByRole('row').filter({ hasText: 'CAROLINA CANDIDATA SOUZA' }).count(),
    ).resolves.toBe(0);
    await report.close();
  });

  it('exports the candidates with the chosen areas as an .xlsx file that downloads', async () => {
    const excel = admin.getByRole('region', { name: 'Exportar para Excel' });
    await excel.getByRole('checkbox', { name: 'Dados Pessoais' }).check();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      excel.getByRole('button', { name: 'Gerar Excel' }).click(),
    ]);
    await toast(admin, 'Relatório Gerado com Sucesso!').waitFor();
    expect(download.suggestedFilename()).toMatch(/^relatorio-candidatos-\d{14}\.xlsx$/);
    const path = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Candidatos');
    expect(sheet).toBeDefined();
    const header = (sheet!.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(header).toEqual(expect.arrayContaining(['Código', 'Nome', 'E-mail', 'Status']));
    // the personal-data area adds its columns
    expect(header).toContain('Data de nascimento');
    const names: string[] = [];
    sheet!.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(header.indexOf('Nome') + 1).value));
    });
    expect(names).toContain('CARLOS CANDIDATO DA SILVA');
    // another client's candidate never appears
    expect(names).not.toContain('CAROLINA CANDIDATA SOUZA');
  });

  it('generates the image links of one document type as a spreadsheet (LINK_IMAGENS)', async () => {
    const links = admin.getByRole('region', { name: 'Links de imagens' });
    await links.getByRole('button', { name: 'Gerar links' }).click();
    await toast(admin, 'Selecione o documento.').waitFor();
    await links.getByLabel('Documento').click();
    await admin.getByRole('option').first().click();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      links.getByRole('button', { name: 'Gerar links' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^links-imagens-\d{14}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const header = (book.getWorksheet('Links')!.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(header).toEqual(expect.arrayContaining(['Código', 'Nome', 'Documento', 'Link', 'Expira em']));
    // the sheet is listed, active, and can be revoked as a whole
    const made = links.getByRole('region', { name: 'Links gerados' });
    const row = made.getByRole('row').filter({ hasText: 'Ativo' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: /^Revogar link/ }).click();
    await admin
      .getByRole('dialog', { name: 'Revogar link' })
      .getByRole('button', { name: 'Revogar' })
      .click();
    await toast(admin, 'Link revogado.').waitFor();
    await made.getByText('Revogado').first().waitFor();
  });
});
