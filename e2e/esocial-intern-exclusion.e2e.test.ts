/**
 * The eSocial panel in a real browser for issue 34 §5–§6 and 'a folha transmite' (decisions 079,
 * 083), 1366 px wide, against the government stand-in over mutual TLS with the test PKI's A1:
 * (a) a finalized intern: 'eSocial S-2300', its pre-check naming the missing field, then signed and
 *     sent, polled, the receipt shown;
 * (b) the same candidate as an employee with a received S-2200, cancelled from the action bar (the
 *     'Atenção' notice), 'Excluir evento no eSocial (S-3000)' sent and receipted, the S-2200 marked
 *     excluded;
 * (c) the client switched to FOLHA: the panel of the ADMIN and of a MANAGER with ESOCIAL explains
 *     that the payroll sends, offers 'Baixar XML' and no send.
 * axe finds nothing serious in the panel at each step. One candidate, its events forgotten between
 * the steps, as the API test does: the stand-in and the PKI are the slow part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { ESOCIAL_EXCLUSION_MSG, ESOCIAL_SETTINGS_MSG, ESOCIAL_TRANSMISSION_LABELS } from '@admissao/domain';
import { esocialConfigOf } from '../apps/api/src/config.ts';
import { flagSqlColumn } from '../apps/api/src/db/staff-flags.ts';
import { saveClientCertificate } from '../apps/api/src/modules/certificates/index.ts';
import { startEsocialStandin, type EsocialStandin } from '../apps/api/src/testing/esocial-standin/index.ts';
import { makeTestPki, TEST_EMPLOYER_CNPJ, type TestPki } from '../apps/api/src/testing/test-pki.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signIn, signInToClient, toast, waitForStaffHome } from './support/app.ts';
import { seriousViolations } from './support/documents.ts';
import { actAndConfirm, startLifecycleServer, toolbar, type LifecycleServer } from './support/lifecycle.ts';

const DELAY_MS = 200;
const WIDE = { viewport: { width: 1366, height: 768 } };
const C041 = { CODADM: 9, CODCLI: '041' };
let server: LifecycleServer;
let browser: Browser;
let pki: TestPki;
let standin: EsocialStandin;
let id: number;

const PERSONAL = sql`codstatus = 8, cpf = '52998224725', sexo = 'M', datnasc = '1990-03-15',
  idgrauinstrucao = '7', idraca = '3', idestcivil = 'SOL', nacionalidade = 'BRA', naturalidade = '3550308',
  endereco = 'Rua das Flores', numero = '10', cep = '01310100', codcidade = '3550308', uf = 'SP', pcd = 'N',
  datinicio = '2026-12-01'`;
/** the intern's fields but the level: the pre-check names it first */
const INTERN = sql`tipocargo = 'ESTAGIO', cargo = 'ESTAGIO', nivestagio = null, areaatuacao = 'Administração',
  cnpjinstensino = '60701190000104', natestagio = 'N', dtprevterm = '2027-11-30', vrsalfx = 1500,
  undsalfixo = '5', matricula = 'E-0001', cbocargo = '351305'`;
const EMPLOYEE = sql`tipocargo = 'OUTROS', cargo = 'Analista', codcateg = '101', undsalfixo = '5', tpcontr = '1',
  tpregjor = '2', natatividade = '1', matricula = 'A-0001', cbocargo = '212405', vrsalfx = 5500.50,
  cnpjsindcategprof = '11444777000161'`;

beforeAll(async () => {
  pki = await makeTestPki();
  [server, browser, standin] = await Promise.all([
    startLifecycleServer(),
    launchBrowser(),
    startEsocialStandin({
      caPem: pki.caPem,
      serverKey: pki.server.keyPem,
      serverCert: pki.server.certPem,
      processingDelayMs: DELAY_MS,
    }),
  ]);
  const { t } = server;
  t.config.esocial = esocialConfigOf(2, {
    enviarUrl: standin.enviarUrl,
    consultarUrl: standin.consultarUrl,
    caFile: pki.caFile,
  });
  id = (await t.login('candidato@demo.com.br')).candidate!.CODCANDIDATO;
  await t.db.execute(sql`update candidate set ${PERSONAL}, ${INTERN} where codcandidato = ${id}`);
  await t.db.execute(sql`update unit set cnpj = '11222333000262'
    where codunidade = (select codunidade from candidate where codcandidato = ${id})`);
  await t.db.execute(sql`insert into client_settings (codadm, codcli, settings)
    values (9, '041', ${JSON.stringify({ CNPJ_EMPREGADOR: TEST_EMPLOYER_CNPJ })}::jsonb)
    on conflict (codadm, codcli) do update set settings = client_settings.settings || excluded.settings`);
  await saveClientCertificate(t, C041, 'admin', pki.employer.p12, pki.employer.password);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await standin?.stop();
  pki?.remove();
});

/** the stand-in's processing time, then the polling job as the runner would start it */
async function runPoll() {
  await new Promise((r) => setTimeout(r, DELAY_MS + 100));
  await server.t.db.execute(
    sql`update esocial_batch set next_poll_at = now() where next_poll_at is not null`,
  );
  await server.t.app.jobs.runNow('esocial-poll');
}
const setEsocialFlag = (on: boolean) =>
  server.t.db.execute(
    sql`update staff_user set ${sql.identifier(flagSqlColumn('ESOCIAL'))} = ${on} where usuario = 'gestor'`,
  );
const forget = () => server.t.db.execute(sql`delete from esocial_event where codcandidato = ${id}`);
const noSerious = async (page: Page) => expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

async function openPanel(page: Page, kind: 'S-2200' | 'S-2300'): Promise<Locator> {
  await page.goto(`/admin/dados/${id}`);
  await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();
  await toolbar(page)
    .getByRole('button', { name: `eSocial ${kind}` })
    .click();
  return page.getByRole('dialog', { name: `eSocial ${kind}` });
}

async function adminPage() {
  const { page, context } = await newPage(browser, server.url, WIDE);
  await signInToClient(page, 'admin', '041');
  return { page, context };
}

describe("an intern's S-2300 from the panel", () => {
  it('shows the pre-check, then signs and sends, and after the poll the receipt', async () => {
    const { page, context } = await adminPage();
    let panel = await openPanel(page, 'S-2300');
    const pending = panel.getByRole('list', { name: 'Pendências do S-2300' });
    await pending.getByText('Nível do estágio').waitFor();
    await expect(
      panel.getByRole('button', { name: 'Assinar e enviar ao eSocial' }).isDisabled(),
    ).resolves.toBe(true);
    await noSerious(page);

    await server.t.db.execute(sql`update candidate set nivestagio = '4' where codcandidato = ${id}`);
    panel = await openPanel(page, 'S-2300');
    await panel.getByText('Pronto para exportar').waitFor();
    await panel.getByRole('button', { name: 'Assinar e enviar ao eSocial' }).click();
    await toast(page, 'enviado ao eSocial').waitFor();
    await panel.getByText('Enviado, aguardando processamento').waitFor();
    const facts = panel.getByRole('table', { name: 'Evento S-2300 enviado' });
    await facts.getByText(/^1\.2\.\d{6}\.\d{19}$/).waitFor();
    await noSerious(page);

    await runPoll();
    await panel.getByRole('button', { name: 'Atualizar situação' }).click();
    await panel.getByText('Recebido pelo eSocial', { exact: true }).waitFor();
    await facts.getByText(/^1\.2\.\d{19}$/).waitFor();
    await expect(panel.getByRole('button', { name: 'Assinar e enviar ao eSocial' }).count()).resolves.toBe(0);
    await noSerious(page);
    await context.close();
  }, 120_000);
});

describe('the S-3000 after a cancellation', () => {
  it('cancels a candidate with a received S-2200, sends the exclusion and marks the S-2200 excluded', async () => {
    const { t } = server;
    await forget();
    await t.db.execute(sql`update candidate set ${EMPLOYEE} where codcandidato = ${id}`);
    const admin = await t.login('admin');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/${id}/esocial/s2200/send`,
      headers: t.headers(admin.token, C041),
    });
    expect(sent.statusCode).toBe(200);
    await runPoll();

    const { page, context } = await adminPage();
    await page.goto(`/admin/dados/${id}`);
    await page.getByRole('heading', { name: /CARLOS CANDIDATO DA SILVA/ }).waitFor();
    await actAndConfirm(page, 'Cancelar', 'Cancelar processo');
    await toast(page, 'Processo cancelado com sucesso!').waitFor();
    await toast(page, ESOCIAL_EXCLUSION_MSG.afterCancel('S-2200')).waitFor();

    const panel = await openPanel(page, 'S-2200');
    const region = panel.getByRole('region', { name: 'Exclusão no eSocial' });
    await region.getByText('Situação do S-2200:').waitFor();
    await region.getByText('Recebido pelo eSocial', { exact: true }).waitFor();
    await noSerious(page);
    await region.getByRole('button', { name: ESOCIAL_EXCLUSION_MSG.action }).click();
    await toast(page, ESOCIAL_EXCLUSION_MSG.sent).waitFor();
    await region.getByText('Situação do S-3000:').waitFor();
    await region.getByText('Enviado, aguardando processamento').waitFor();
    await expect(region.getByRole('button', { name: ESOCIAL_EXCLUSION_MSG.action }).count()).resolves.toBe(0);
    await noSerious(page);

    await runPoll();
    await region.getByRole('button', { name: 'Atualizar situação' }).click();
    await region.getByText(/^Excluído no eSocial pelo S-3000 \(recibo 1\.2\.\d{19}\)\.$/).waitFor();
    await region
      .getByRole('table', { name: 'Evento S-3000 enviado' })
      .getByText(/^1\.2\.\d{19}$/)
      .waitFor();
    await expect(region.getByText('Recebido pelo eSocial', { exact: true }).count()).resolves.toBe(2);
    await expect(region.getByRole('button', { name: ESOCIAL_EXCLUSION_MSG.action }).count()).resolves.toBe(0);
    await expect(region.getByRole('button', { name: 'Atualizar situação' }).count()).resolves.toBe(0);
    await noSerious(page);
    await context.close();
  }, 120_000);
});

describe("under 'a folha transmite'", () => {
  /** the panel of a finalized candidate with nothing sent: the explanation, the XML, no send */
  async function expectFolhaPanel(page: Page) {
    const panel = await openPanel(page, 'S-2200');
    await panel.getByText('Pronto para exportar').waitFor();
    await panel.getByText('Baixe o XML sem assinatura para enviá-lo pelo sistema de folha.').waitFor();
    const send = panel.getByRole('region', { name: 'Envio ao eSocial' });
    await send.getByText(ESOCIAL_TRANSMISSION_LABELS.FOLHA.label, { exact: true }).waitFor();
    await send.getByText(ESOCIAL_SETTINGS_MSG.folhaTransmits).waitFor();
    await expect(panel.getByRole('button', { name: 'Assinar e enviar ao eSocial' }).count()).resolves.toBe(0);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Baixar XML' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^S-2200_.*\.xml$/);
    await noSerious(page);
  }

  it('the ADMIN and a MANAGER with ESOCIAL see why there is no send, and the XML', async () => {
    const { t } = server;
    await forget();
    await t.db.execute(sql`update candidate set codstatus = 8 where codcandidato = ${id}`);
    const admin = await t.login('admin');
    const put = (TRANSMISSAO: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/configuration/esocial',
        headers: t.headers(admin.token, C041),
        payload: { TRANSMISSAO },
      });
    expect((await put('FOLHA')).statusCode).toBe(200);
    await setEsocialFlag(true);
    try {
      const a = await adminPage();
      await expectFolhaPanel(a.page);
      await a.context.close();

      const g = await newPage(browser, server.url, WIDE);
      await signIn(g.page, 'gestor');
      await waitForStaffHome(g.page);
      await expectFolhaPanel(g.page);
      await g.context.close();
    } finally {
      await setEsocialFlag(false);
      expect((await put('EMPREGADOR')).statusCode).toBe(200);
    }
  }, 120_000);
});
