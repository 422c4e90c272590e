/**
 * /admin/configuracoes in a real browser against the real API: a save rule refused with its
 * message, settings saved that the candidate page then follows (a tab and a field hidden), and a
 * custom field the admin creates that the candidate fills.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { toast } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { adminOf041, candidateOf041, menu } from './support/configuration.ts';

let server: TestServer;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  admin = await adminOf041(browser, server.url);
  await menu(admin, 'Configurações');
  await admin.waitForURL('**/admin/configuracoes');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** a 1×1 PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const settingsForm = () => admin.getByRole('form', { name: 'Configurações gerais' });

describe('configuration', () => {
  it('refuses a save rule, then saves settings that hide a tab and a field on the candidate page', async () => {
    await admin.getByRole('tab', { name: 'Configurações gerais' }).click();
    const form = settingsForm();
    await form.getByRole('button', { name: 'Editar' }).click();
    // medical assistance on without types: refused with the spec's message, nothing saved
    await form.getByRole('textbox', { name: 'Tipos de assistência médica' }).fill('');
    await form.getByRole('button', { name: 'Gravar' }).click();
    await toast(admin, 'Erro ao salvar').waitFor();
    await form.getByText('Insira no mínimo um tipo de assistência médica.').waitFor();
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(
      form.getByRole('textbox', { name: 'Tipos de assistência médica' }).inputValue(),
    ).resolves.toBe('ENFERMARIA;APARTAMENTO;');

    // bank data and weight/height off, a location typed without the final ';'
    await form.getByRole('button', { name: 'Editar' }).click();
    await form.getByRole('switch', { name: 'Dados bancários' }).uncheck();
    await form.getByRole('switch', { name: 'Peso e altura' }).uncheck();
    await form
      .getByRole('textbox', { name: 'Locais do transporte fretado' })
      .fill('TERMINAL BARRA FUNDA; LAPA');
    await form.getByRole('button', { name: 'Gravar' }).click();
    await toast(admin, 'Configurações atualizadas com sucesso!').waitFor();
    await form.getByRole('button', { name: 'Editar' }).waitFor();
    await expect(
      form.getByRole('textbox', { name: 'Locais do transporte fretado' }).inputValue(),
    ).resolves.toBe('TERMINAL BARRA FUNDA;LAPA;');

    const candidate = await candidateOf041(browser, server.url);
    await candidate.getByRole('tab', { name: /Transporte$/ }).waitFor();
    await expect(candidate.getByRole('tab', { name: /Dados Bancários$/ }).count()).resolves.toBe(0);
    await candidate.getByRole('tab', { name: /Dados Pessoais$/ }).click();
    const panel = candidate.getByRole('tabpanel');
    await panel
      .getByText(/^Tipo sanguíneo/)
      .first()
      .waitFor();
    await expect(panel.getByText('Peso (kg)').count()).resolves.toBe(0);
    await candidate.context().close();
  });

  it('creates a custom field that the candidate then fills', async () => {
    await admin.getByRole('tab', { name: 'Campos adicionais' }).click();
    await admin.getByRole('button', { name: 'Adicionar campo' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Adicionar campo adicional' });
    await dialog.getByLabel(/^Descrição/).fill('Tamanho da camiseta');
    await dialog
      .getByRole('textbox', { name: /^Tipo/ })
      .or(dialog.getByRole('combobox', { name: /^Tipo/ }))
      .click();
    await admin.getByRole('option', { name: 'Rádio (uma opção)' }).click();
    // a radio takes 2 to 5 options
    await dialog.getByLabel(/^Opções/).fill('PP;P;M;G;GG;XG;');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('O tipo rádio aceita de 2 a 5 itens.').waitFor();
    await dialog.getByLabel(/^Opções/).fill('P; M; G');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('As opções devem terminar com ponto e vírgula (;).').waitFor();
    await dialog.getByLabel(/^Opções/).fill('P;M;G;');
    await dialog.getByRole('checkbox', { name: 'Obrigatório' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(admin, 'Campo incluído com sucesso!').waitFor();
    await admin.getByRole('cell', { name: 'Tamanho da camiseta', exact: true }).waitFor();

    const candidate = await candidateOf041(browser, server.url);
    await candidate.getByRole('tab', { name: /Inf\. adicional$/ }).click();
    const group = candidate.getByRole('tabpanel').getByRole('radiogroup', { name: /Tamanho da camiseta/ });
    const saved = candidate.waitForResponse(
      (r) => r.url().includes('/api/candidate/customFieldsData') && r.request().method() === 'PUT',
    );
    await group.getByRole('radio', { name: 'M', exact: true }).click();
    expect((await saved).ok()).toBe(true);
    // the value is stored: it is there after a reload
    await candidate.reload();
    await candidate.getByRole('tab', { name: /Inf\. adicional$/ }).click();
    await expect(
      candidate
        .getByRole('tabpanel')
        .getByRole('radiogroup', { name: /Tamanho da camiseta/ })
        .getByRole('radio', { name: 'M', exact: true })
        .isChecked(),
    ).resolves.toBe(true);
    await candidate.context().close();
  });

  it('sets the preferred bank through the bank search and changes the client logo', async () => {
    await admin.getByRole('tab', { name: 'Configurações gerais' }).click();
    const form = settingsForm();
    await form.getByRole('button', { name: 'Editar' }).click();
    await form.getByText('Banco preferencial', { exact: true }).click();
    const bank = form
      .getByRole('textbox', { name: 'Banco selecionado' })
      .or(form.getByRole('combobox', { name: 'Banco selecionado' }));
    await bank.click();
    await bank.pressSequentially('341');
    await admin.getByRole('option', { name: /^341 - / }).click();
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith('/api/candidate/bank') && r.request().method() === 'PATCH',
    );
    await form.getByRole('button', { name: 'Gravar' }).click();
    const answer = await saved;
    expect(answer.ok()).toBe(true);
    await expect(answer.json()).resolves.toMatchObject({ BANCO_PREFERENCIA: 'P', BANCO_SELECIONADO: 341 });
    await toast(admin, 'Configurações atualizadas com sucesso!').waitFor();

    const [chooser] = await Promise.all([
      admin.waitForEvent('filechooser'),
      admin.getByRole('button', { name: 'Enviar logotipo' }).click(),
    ]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await toast(admin, 'Logo atualizado com sucesso!').waitFor();
    await admin.locator('img[src*="/api/image/logo/09_041?v="]').waitFor();
    await admin.getByRole('button', { name: 'Remover logotipo' }).click();
    await toast(admin, 'Logo removido.').waitFor();
  });
});
