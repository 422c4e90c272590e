/**
 * Sending the S-2200 in a real browser (issue 34 §3, decision 077): staff open a finalized
 * candidate's 'eSocial S-2200' panel with nothing pending, 'Assinar e enviar ao eSocial' signs the
 * event with the employer's test A1 and sends it to the government stand-in over mutual TLS; the
 * polling job runs and the panel, brought up to date, shows the receipt number. axe finds nothing
 * serious in the panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { esocialConfigOf } from '../apps/api/src/config.ts';
import { saveClientCertificate } from '../apps/api/src/modules/certificates/index.ts';
import { startEsocialStandin, type EsocialStandin } from '../apps/api/src/testing/esocial-standin/index.ts';
import { makeTestPki, type TestPki } from '../apps/api/src/testing/test-pki.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signInToClient, toast } from './support/app.ts';
import { seriousViolations } from './support/documents.ts';
import { startLifecycleServer, toolbar, type LifecycleServer } from './support/lifecycle.ts';

let server: LifecycleServer;
let browser: Browser;
let pki: TestPki;
let standin: EsocialStandin;
let id: number;

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
  await t.db.execute(sql`update candidate set codstatus = 8, cpf = '52998224725', sexo = 'M',
    datnasc = '1990-03-15', idgrauinstrucao = '7', idraca = '3', idestcivil = 'SOL', nacionalidade = 'BRA',
    naturalidade = '3550308', endereco = 'Rua das Flores', numero = '10', cep = '01310100',
    codcidade = '3550308', uf = 'SP', pcd = 'N', tipocargo = 'OUTROS', cargo = 'Analista',
    datinicio = '2026-12-01', codcateg = '101', undsalfixo = '5', tpcontr = '1', tpregjor = '2',
    natatividade = '1', matricula = 'A-0001', cbocargo = '212405', vrsalfx = 5500.50,
    cnpjsindcategprof = '11444777000161' where codcandidato = ${id}`);
  await t.db.execute(sql`update unit set cnpj = '11222333000262'
    where codunidade = (select codunidade from candidate where codcandidato = ${id})`);
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

describe('sending the S-2200 from the staff view', () => {
  it('signs and sends, and after the poll the panel shows the receipt', async () => {
    const { page, context } = await newPage(browser, server.url);
    await signInToClient(page, 'admin', '041');
    await page.goto(`/admin/dados/${id}`);
    await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();

    await toolbar(page).getByRole('button', { name: 'eSocial S-2200' }).click();
    const panel = page.getByRole('dialog', { name: 'eSocial S-2200' });
    await panel.getByText('Pronto para exportar').waitFor();
    await panel.getByRole('button', { name: 'Assinar e enviar ao eSocial' }).click();
    await toast(page, 'Evento assinado e enviado ao eSocial').waitFor();
    await panel.getByText('Enviado, aguardando processamento').waitFor();
    const facts = panel.getByRole('table', { name: 'Evento S-2200 enviado' });
    await expect(facts.getByText(/^1\.2\.\d{6}\.\d{19}$/).count()).resolves.toBe(1);

    await new Promise((r) => setTimeout(r, 300));
    await server.t.db.execute(
      sql`update esocial_batch set next_poll_at = now() where next_poll_at is not null`,
    );
    await server.t.app.jobs.runNow('esocial-poll');

    await panel.getByRole('button', { name: 'Atualizar situação' }).click();
    await panel.getByText('Recebido pelo eSocial').waitFor();
    await facts.getByText(/^1\.2\.\d{19}$/).waitFor();
    await expect(panel.getByRole('button', { name: 'Assinar e enviar ao eSocial' }).count()).resolves.toBe(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  }, 120_000);
});
