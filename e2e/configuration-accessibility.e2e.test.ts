/** axe-core finds no serious or critical violation on the screens of issue 7. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { seriousViolations } from './support/documents.ts';
import { launchBrowser } from './support/browser.ts';
import { adminOf041, candidateOf041 } from './support/configuration.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('accessibility of configuration, FAQ, benefits, reports and users', () => {
  it('staff screens', async () => {
    const page = await adminOf041(browser, server.url);
    const check = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    };
    await check('/admin/configuracoes', () => page.getByRole('switch').first().waitFor());
    await page.getByRole('tab', { name: 'Documentos', exact: true }).click();
    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Campos adicionais' }).click();
    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Termos de uso' }).click();
    await page
      .getByRole('region', { name: 'Termos de uso' })
      .getByRole('button', { name: 'Editar' })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Documentos para assinatura' }).click();
    await page
      .getByRole('button', { name: /^Pré-visualizar PDF de / })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Configurações gerais' }).click();
    await check('/admin/duvidas/cadastro', () => page.getByRole('button', { name: 'Negrito' }).waitFor());
    await check('/admin/duvidas/lista', () => page.getByRole('link', { name: 'Nova dúvida' }).waitFor());
    await check('/admin/beneficios', () => page.getByRole('button', { name: 'Editar' }).waitFor());
    await check('/admin/relatorio', () => page.getByRole('button', { name: 'Gerar Excel' }).waitFor());
    await check('/admin/usuarios', () => page.getByRole('cell', { name: 'gestor', exact: true }).waitFor());
    await page.context().close();
    // eight screens, each opened and scanned by axe: half a minute idle, near a minute on a busy machine
  }, 150_000);

  it('candidate FAQ', async () => {
    const page = await candidateOf041(browser, server.url);
    await page.goto('/duvidas');
    await page.getByRole('heading', { name: 'Dúvidas frequentes' }).waitFor();
    await page.getByRole('link', { name: 'Voltar' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
