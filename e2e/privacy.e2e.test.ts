/**
 * LGPD in a real browser (issue 16, decision 036): staff see a sensitive field masked, reveal it
 * with 'Mostrar', and the access log screen shows that reveal; the art. 37 record is a tab of the
 * configuration; a candidate downloads their data from 'Privacidade'.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn } from './support/app.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let id: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLifecycleServer(), launchBrowser()]);
  const cand = await server.t.login('candidato@demo.com.br');
  id = cand.candidate!.CODCANDIDATO;
  await server.t.db.execute(sql`update candidate set idraca = 1 where codcandidato = ${id}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('sensitive data in the staff view', () => {
  it('is masked until Mostrar, and the access log shows the reveal', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, 'admin');
    await page.waitForURL('**/clients');
    await page.getByRole('button', { name: /Código 041/ }).click();
    await page.waitForURL('**/admin/lista');
    await page.goto(`/admin/dados/${id}`);
    await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();
    const race = page.locator('[data-field="IDRACA"] dd');
    await race.getByText('••••••').waitFor();
    await race.getByRole('button', { name: 'Mostrar Raça/cor' }).click();
    await race.getByText('••••••').waitFor({ state: 'detached' });

    await page.goto(`/admin/acessos?candidato=${id}`);
    const row = page.locator('tr[data-acao="CAMPO_SENSIVEL"]').first();
    await row.getByText('Dado sensível exibido').waitFor();
    await row.getByText('IDRACA').waitFor();
    await page.locator('tr[data-acao="LEITURA_FICHA"]').first().waitFor();
    await context.close();
  });

  it('lists what the client collects and why in the configuration', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signIn(page, 'admin');
    await page.waitForURL('**/clients');
    await page.getByRole('button', { name: /Código 041/ }).click();
    await page.waitForURL('**/admin/lista');
    await page.goto('/admin/configuracoes');
    await page.getByRole('tab', { name: 'Tratamento de dados (LGPD)' }).click();
    const cpf = page.locator('tr[data-field="CPF"]').first();
    await cpf.getByText('Cumprimento de obrigação legal', { exact: false }).waitFor();
    await page.locator('tr[data-field="IDRACA"]').getByText('Sensível').waitFor();
    await context.close();
  });
});

describe('Baixar meus dados', () => {
  it('gives the candidate a ZIP of their data from the Privacidade page', async () => {
    const { page, context } = await newPage(browser, server.url);
    // the help popup of /dados (5 s) is closed whenever it shows
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Precisa de ajuda?' }), async (popup) => {
      await popup.getByRole('button', { name: 'Fechar ajuda' }).click();
    });
    await signIn(page, 'candidato@demo.com.br');
    await page.waitForURL('**/dados');
    await page.getByRole('heading', { name: /^Dados: / }).waitFor();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Privacidade' })
      .click();
    await page.getByRole('heading', { name: 'Privacidade' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`meus-dados-${String(id).padStart(4, '0')}.zip`);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['LEIA-ME.txt', 'dados.json']));
    const dados = JSON.parse(strFromU8(files['dados.json']!)) as { titular: { CODCANDIDATO: number } };
    expect(dados.titular.CODCANDIDATO).toBe(id);
    await context.close();
  });
});
