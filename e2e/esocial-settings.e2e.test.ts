/**
 * Configurações › eSocial (issue 34 §1, decision 079), in the browser: the switch of who transmits
 * (saved and read back), the transmitter's e-CNPJ (made by makeTestPki) uploaded with its password
 * and CNPJ and its facts shown; and the Painel's warning of the certificates that expire within 30
 * days (the test PKI's are valid 20), with its link to Configurações. Axe finds nothing serious.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { formatDateBR } from '@admissao/domain';
import { saveClientCertificate } from '../apps/api/src/modules/certificates/index.ts';
import { makeTestPki, type TestPki } from '../apps/api/src/testing/test-pki.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInToClient } from './support/app.ts';
import { seriousViolations } from './support/documents.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let pki: TestPki;
let p12Path: string;

beforeAll(async () => {
  [server, browser, pki] = await Promise.all([startLifecycleServer(), launchBrowser(), makeTestPki()]);
  // the office's e-CNPJ: the test PKI's other company
  p12Path = join(pki.dir, 'escritorio.pfx');
  writeFileSync(p12Path, pki.wrongEmployer.p12);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  pki?.remove();
});

async function openTab(page: Page) {
  await signInToClient(page, 'admin', '041');
  await page.goto('/admin/configuracoes');
  await page.getByRole('tab', { name: 'eSocial' }).click();
  await page.getByText('Quem transmite os eventos deste cliente').waitFor();
}

describe('Configurações › eSocial', () => {
  it('switches who transmits and takes the transmitter certificate', async () => {
    const { page } = await newPage(browser, server.url, { viewport: { width: 1366, height: 800 } });
    await openTab(page);
    await expect(page.getByRole('radio', { name: 'O próprio empregador' }).isChecked()).resolves.toBe(true);
    await page.getByText('Nenhum certificado do transmissor foi enviado.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'A folha transmite' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configuração do eSocial salva com sucesso!').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'eSocial' }).click();
    await page.getByRole('radio', { name: 'A folha transmite' }).waitFor();
    await expect(page.getByRole('radio', { name: 'A folha transmite' }).isChecked()).resolves.toBe(true);

    await page.locator('input[type="file"]').setInputFiles(p12Path);
    await page.getByLabel('Senha do certificado do transmissor').fill(pki.wrongEmployer.password);
    await page.getByLabel('CNPJ do transmissor').fill('11.444.777/0001-61');
    await page.getByRole('button', { name: 'Enviar certificado do transmissor' }).click();
    await page.getByText('Certificado do transmissor enviado com sucesso!').waitFor();
    await page.getByText('11.444.777/0001-61').waitFor();
    await page.getByText(formatDateBR(pki.wrongEmployer.notAfter), { exact: true }).waitFor();
    await page.getByText(/O certificado do transmissor vence em (19|20) dias/).waitFor();
    expect(await page.content()).not.toContain(pki.wrongEmployer.password);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("the Painel warns of the client's and the transmitter's certificates, linking to Configurações", async () => {
    await saveClientCertificate(
      server.t,
      { CODADM: 9, CODCLI: '041' },
      'admin',
      pki.employer.p12,
      pki.employer.password,
    );
    const { page } = await newPage(browser, server.url, { viewport: { width: 1366, height: 800 } });
    await signInToClient(page, 'admin', '041');
    await page.goto('/admin/painel');
    const widget = page.getByTestId('painel-certificados');
    await widget.waitFor();
    await widget.getByText('Transmissor (escritório)').waitFor();
    await widget.getByText('Cliente 041 - Cliente Demonstração').waitFor();
    await expect(widget.getByText(formatDateBR(pki.employer.notAfter)).count()).resolves.toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await widget.getByRole('link', { name: 'Configurações' }).click();
    await page.waitForURL('**/admin/configuracoes');
    await page.context().close();
  }, 90_000);

  it('the Painel shows no warning when no certificate expires soon', async () => {
    // the same certificates, now 60 days from their end (the API test uploads real 60-day ones)
    await server.t.db.execute(sql`update client_certificate set not_after = now() + interval '60 days'`);
    await server.t.db.execute(sql`update transmitter_certificate set not_after = now() + interval '60 days'`);
    const { page } = await newPage(browser, server.url, { viewport: { width: 1366, height: 800 } });
    await signInToClient(page, 'admin', '041');
    await page.goto('/admin/painel');
    await page.getByTestId('painel-kits').waitFor();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('painel-certificados').count()).resolves.toBe(0);
    await page.context().close();
  }, 90_000);
});
