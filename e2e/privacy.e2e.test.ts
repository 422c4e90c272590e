/**
 * LGPD in a real browser (issue 16, decision 036): staff see a sensitive field masked, reveal it
 * with 'Mostrar', and the access log screen shows that reveal; the art. 37 record is a tab of the
 * configuration.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
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
