/**
 * The documents tab of /admin/configuracoes in a real browser against the real API: edit a
 * document type (observation and OCR terms), reorder with Salvar ordem, import from the admin's
 * other client, add a type; the chosen tab is remembered after a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  await menu(admin, 'Configurações');
  await admin.waitForURL('**/admin/configuracoes');
  await admin.getByRole('tab', { name: 'Documentos', exact: true }).click();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Document names in table order. */
const names = async () => {
  const rows = admin.getByRole('tabpanel').locator('tbody tr');
  await rows.first().waitFor();
  return rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''));
};

describe('documents configuration', () => {
  it('edits a type, reorders, imports and adds; the tab is remembered', async () => {
    const before = await names();
    expect(before.length).toBeGreaterThan(2);
    const [first, second] = before as [string, string];

    // edit: observation and one OCR term
    await admin.getByRole('button', { name: `Editar ${first}`, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Editar documento' });
    await dialog.getByLabel(/^Observação/).fill('Frente e verso, legível.');
    const terms = await dialog.getByLabel(/^Campo \d+$/).count();
    await dialog.getByRole('button', { name: 'Adicionar campo' }).click();
    await dialog.getByLabel(`Campo ${terms + 1}`, { exact: true }).fill('NOME DA MAE');
    await dialog.getByLabel(`Tipo do campo ${terms + 1}`).fill('TEXTO');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(admin, 'Documento atualizado com sucesso!').waitFor();
    await admin.getByRole('cell', { name: 'Frente e verso, legível.' }).waitFor();

    // the second goes up; the order is saved and survives a reload (the tab too)
    await admin.getByRole('button', { name: `Subir ${second}`, exact: true }).click();
    await expect(names()).resolves.toEqual([second, first, ...before.slice(2)]);
    await admin.getByRole('button', { name: 'Salvar ordem' }).click();
    await toast(admin, 'Ordem dos documentos atualizada com sucesso!').waitFor();
    await admin.reload();
    await expect(
      admin.getByRole('tab', { name: 'Documentos', exact: true }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await expect(names()).resolves.toEqual([second, first, ...before.slice(2)]);

    // add one at the end
    await admin.getByRole('button', { name: 'Adicionar documento' }).click();
    const add = admin.getByRole('dialog', { name: 'Adicionar documento' });
    await add.getByRole('button', { name: 'Salvar' }).click();
    await add.getByText('Informe o nome do documento.').waitFor();
    await add.getByLabel(/^Documento/).fill('CERTIFICADO DE CURSO');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await toast(admin, 'Documento incluído com sucesso!').waitFor();
    await expect(names()).resolves.toContain('CERTIFICADO DE CURSO');

    // import from the other client of the same admin
    await admin.getByRole('button', { name: 'Importar de outro cliente' }).click();
    const imp = admin.getByRole('dialog', { name: 'Importar documentos' });
    await imp
      .getByRole('textbox', { name: 'Cliente de origem' })
      .or(imp.getByRole('combobox', { name: 'Cliente de origem' }))
      .click();
    await admin.getByRole('option', { name: /^042 - / }).click();
    await imp.getByRole('button', { name: 'Importar' }).click();
    await toast(admin, 'Documentos importados com sucesso!').waitFor();
  });
});
