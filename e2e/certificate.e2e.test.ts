/**
 * Configurações › Certificado digital (decision 068), in the browser: the installation's certificate
 * shown as not ICP-Brasil; an ICP-Brasil A1 made by the test uploaded with its password, its facts
 * shown (CNPJ, dd/mm/yyyy, the warning under 30 days); removed with a confirmation. At 1366 and
 * 360 px, with no serious axe violation.
 */
import { writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDateBR } from '@admissao/domain';
import { startTestServer, type TestServer } from '../apps/api/src/testing/start-test-server.ts';
import { makePkcs12 } from '../apps/api/src/modules/certificates/make-certificate.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInToClient } from './support/app.ts';
import { seriousViolations } from './support/documents.ts';

const PASSWORD = 'Senha-do-A1-e2e';
const NOT_AFTER = new Date(Date.now() + 20 * 86_400_000);
let server: TestServer;
let browser: Browser;
let p12Path: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  p12Path = join(mkdtempSync(join(tmpdir(), 'admissao-e2e-p12-')), 'empresa.pfx');
  writeFileSync(
    p12Path,
    makePkcs12({
      subject: [
        { name: 'countryName', value: 'BR' },
        { name: 'organizationName', value: 'ICP-Brasil' },
        { name: 'commonName', value: 'CLIENTE DEMONSTRACAO LTDA:11222333000181' },
      ],
      issuer: [
        { name: 'countryName', value: 'BR' },
        { name: 'organizationName', value: 'ICP-Brasil' },
        { name: 'commonName', value: 'AC Teste' },
      ],
      cnpj: '11222333000181',
      policies: ['2.16.76.1.2.1.51'],
      notAfter: NOT_AFTER,
      password: PASSWORD,
    }),
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openTab(width: number): Promise<Page> {
  const { page } = await newPage(browser, server.url, { viewport: { width, height: 800 } });
  await signInToClient(page, 'admin', '041');
  await page.goto('/admin/configuracoes');
  await page.getByRole('tab', { name: 'Certificado digital' }).click();
  return page;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Certificado digital', () => {
  it('shows the installation certificate, takes the client A1 and shows its facts (1366 px)', async () => {
    const page = await openTab(1366);
    await page.getByRole('heading', { name: 'Certificado da instalação — não ICP-Brasil' }).waitFor();
    await page.getByText('Não ICP-Brasil', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('input[type="file"]').setInputFiles(p12Path);
    await page.getByLabel('Senha do certificado').fill(PASSWORD);
    await page.getByRole('button', { name: 'Enviar certificado' }).click();
    await page.getByRole('heading', { name: 'Certificado do cliente' }).waitFor();
    await page.getByText('ICP-Brasil', { exact: true }).waitFor();
    await page.getByText('11.222.333/0001-81').waitFor();
    await page.getByText(formatDateBR(NOT_AFTER.toISOString()), { exact: true }).waitFor();
    await expect(page.getByText(/O certificado vence em (19|20) dias/).count()).resolves.toBe(1);
    expect(await page.content()).not.toContain(PASSWORD);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('fits 360 px and removes the certificate after a confirmation', async () => {
    const page = await openTab(360);
    await page.getByRole('heading', { name: 'Certificado do cliente' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Remover certificado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover o certificado' });
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('heading', { name: 'Certificado da instalação — não ICP-Brasil' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 90_000);
});
