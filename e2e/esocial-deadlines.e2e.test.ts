/**
 * The eSocial deadline guard in a real browser (issue 34 §4, decision 082): a candidate of 041
 * starting tomorrow makes the Painel's 'eSocial — prazos' widget appear (the S-2200 due today); its
 * link opens the list, 'Enviar registro preliminar (S-2190)' signs the S-2190 with the employer's
 * test A1 and sends it to the government stand-in; the polling job runs and the list, read again,
 * shows the receipt and the S-2200 due by the 15th of the next month. axe finds nothing serious on
 * either page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { addDaysTo, fifteenthOfNextMonth, formatDateBR, isoDateInBrazil } from '@admissao/domain';
import { esocialConfigOf } from '../apps/api/src/config.ts';
import { saveClientCertificate } from '../apps/api/src/modules/certificates/index.ts';
import { startEsocialStandin, type EsocialStandin } from '../apps/api/src/testing/esocial-standin/index.ts';
import { makeTestPki, type TestPki } from '../apps/api/src/testing/test-pki.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInToClient, toast } from './support/app.ts';
import { seriousViolations } from './support/documents.ts';
import { startLifecycleServer, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let pki: TestPki;
let standin: EsocialStandin;
let id: number;
const tomorrow = addDaysTo(isoDateInBrazil(), 1);

beforeAll(async () => {
  pki = await makeTestPki();
  [server, browser, standin] = await Promise.all([
    startLifecycleServer(),
    launchBrowser(),
    startEsocialStandin({
      caPem: pki.caPem,
      serverKey: pki.server.keyPem,
      serverCert: pki.server.certPem,
      processingDelayMs: 200,
    }),
  ]);
  const { t } = server;
  t.config.esocial = esocialConfigOf(2, {
    enviarUrl: standin.enviarUrl,
    consultarUrl: standin.consultarUrl,
    caFile: pki.caFile,
  });
  id = (await t.login('candidato@demo.com.br')).candidate!.CODCANDIDATO;
  // in the middle of the process (not finalized): the S-2200 cannot be ready, the S-2190 can
  await t.db.execute(sql`update candidate set codstatus = 5, cpf = '52998224725', datnasc = '1990-03-15',
    tipocargo = 'OUTROS', cargo = 'Analista', datinicio = ${tomorrow}::date, codcateg = '101',
    undsalfixo = '5', tpcontr = '1', natatividade = '1', matricula = 'P-0001', cbocargo = '212405',
    vrsalfx = 5500.50 where codcandidato = ${id}`);
  await t.db.execute(sql`insert into client_settings (codadm, codcli, settings)
    values (9, '041', '{"CNPJ_EMPREGADOR": "11222333000181"}'::jsonb)
    on conflict (codadm, codcli) do update set settings = client_settings.settings || excluded.settings`);
  await saveClientCertificate(
    t,
    { CODADM: 9, CODCLI: '041' },
    'admin',
    pki.employer.p12,
    pki.employer.password,
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await standin?.stop();
  pki?.remove();
});

describe('eSocial — prazos', () => {
  it('from the Painel widget to the list, the S-2190 sent, its receipt shown', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto('/admin/painel');
    const widget = page.getByTestId('painel-esocial-prazos');
    await widget.getByText('Vencem hoje:').waitFor();
    expect(await seriousViolations(page, '[data-testid="painel-esocial-prazos"]')).toEqual([]);
    await widget.getByRole('link', { name: 'Ver a lista eSocial — prazos' }).click();

    await page.getByRole('heading', { name: 'eSocial — prazos' }).waitFor();
    const row = page.getByTestId(`prazo-${id}`);
    await row.getByText('vence hoje').waitFor();
    await row.getByText(`S-2200 até ${formatDateBR(isoDateInBrazil())}`).waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await row.getByRole('button', { name: /Enviar registro preliminar \(S-2190\)/ }).click();
    await toast(page, 'Evento assinado e enviado ao eSocial').waitFor();
    await row.getByText(/S-2190: Enviado, aguardando processamento/).waitFor();

    await new Promise((r) => setTimeout(r, 300));
    await server.t.db.execute(
      sql`update esocial_batch set next_poll_at = now() where next_poll_at is not null`,
    );
    await server.t.app.jobs.runNow('esocial-poll');
    await page.reload();
    await row.getByText(/S-2190: Recebido pelo eSocial — recibo 1\.2\.\d{19}/).waitFor();
    await row.getByText(`S-2200 até ${formatDateBR(fifteenthOfNextMonth(tomorrow))}`).waitFor();
    await row.getByText('Enviar o S-2200', { exact: true }).waitFor();
    await expect(row.getByRole('button', { name: /Enviar registro preliminar/ }).count()).resolves.toBe(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await context.close();
  }, 120_000);
});
