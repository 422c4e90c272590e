/**
 * Configurações › Documentos para assinatura (issue 33 §1), in the browser: the admin sees the demo
 * kit, edits a template, an unknown merge field is refused next to the text with the valid fields
 * listed, the field picker inserts {{CPF}}, the template saves, and its PDF preview shows the
 * candidate fields as '[FIELD]'. At 1366 px with no serious axe violation, and at 360 px without sideways scrolling.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { encodeTenantHeader, type KitTemplate } from '@admissao/domain';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { pageToken, signInToClient, toast } from './support/app.ts';
import { adminOf041, editor } from './support/configuration.ts';
import { apiCall, seriousViolations } from './support/documents.ts';

const LGPD = 'Termo de ciência do tratamento de dados pessoais (LGPD)';
const BAD = ' {{CAMPO_INEXISTENTE}}';
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Documentos para assinatura', () => {
  it('lists the demo kit, refuses an unknown field with the list, saves and previews', async () => {
    const page = await adminOf041(browser, server.url);
    await page.goto('/admin/configuracoes');
    await page.getByRole('tab', { name: 'Documentos para assinatura' }).click();
    await page
      .getByRole('cell', { name: 'Contrato de trabalho por prazo de experiência', exact: true })
      .waitFor();
    await page.getByRole('cell', { name: 'Ficha de registro', exact: true }).first().waitFor();
    await page.getByRole('cell', { name: 'Termo de compromisso de estágio', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Editar ${LGPD}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar documento para assinatura' });
    const text = editor(page, 'Texto do documento');
    await text.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(BAD);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog
      .getByText('Campo desconhecido: {{CAMPO_INEXISTENTE}}. Use apenas os campos da lista.')
      .waitFor();
    await expect(dialog.locator('[data-valid-fields]').textContent()).resolves.toContain('{{NOME}}');
    expect(await seriousViolations(page)).toEqual([]);

    await text.click();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < BAD.length; i++) await page.keyboard.press('Backspace');
    await dialog.getByLabel('Campo do cadastro').fill('CPF');
    await page.getByRole('option', { name: 'CPF ({{CPF}})' }).click();
    await dialog.getByRole('button', { name: 'Inserir campo' }).click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Documento para assinatura salvo com sucesso!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Pré-visualizar PDF de ${LGPD}` }).click();
    const frame = page.locator('iframe[data-pdf-preview]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    // the saved text and the same preview read through the API (the frame's blob is out of the test's reach)
    const saved = (await apiCall<KitTemplate[]>(page, 'GET', '/configuration/kit-templates')).find(
      (x) => x.NOME === LGPD,
    )!;
    expect(saved.CORPO).toMatch(/\{\{CPF\}\}<\/p>$/);
    expect(saved.CORPO).not.toContain('CAMPO_INEXISTENTE');
    const res = await page.request.get(`/api/configuration/kit-templates/${saved.ID}/preview`, {
      headers: {
        authorization: `Bearer ${await pageToken(page)}`,
        'x-cliente': encodeTenantHeader({ CODADM: 9, CODCLI: '041' }),
      },
    });
    expect(res.status()).toBe(200);
    const bytes = await res.body();
    const pdf = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();
    expect(pdf).toContain('[NOME]');
    expect(pdf).toMatch(/\d{4}\.\s*\[CPF\]/);
    expect(pdf).not.toContain('{{');
    await page.context().close();
  }, 120_000);

  it('fits 360 px: the table scrolls inside itself', async () => {
    const { page } = await newPage(browser, server.url, { viewport: { width: 360, height: 780 } });
    await signInToClient(page, 'admin', '041');
    await page.goto('/admin/configuracoes');
    await page.getByRole('tab', { name: 'Documentos para assinatura' }).click();
    await page.getByRole('cell', { name: 'Ficha de registro', exact: true }).first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  }, 60_000);
});
