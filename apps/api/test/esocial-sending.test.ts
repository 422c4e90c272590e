/**
 * Who signs and sends (issue 34 §1, decision 079): esocialSendingOf in each mode — the employer's
 * own e-CNPJ, the administrator's transmitter, none uploaded, expired, 'a folha transmite' (409) —
 * and the Painel's warning of the certificates that expire within 30 days (GET /dashboard/certificates:
 * ADMIN or ESOCIAL, only the caller's clients, 10 days listed and 60 not). Certificates from makeTestPki.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ESOCIAL_SETTINGS_MSG,
  ESOCIAL_SIGN_MSG,
  formatDateBR,
  type DashboardCertificates,
  type LogonAnswer,
} from '@admissao/domain';
import { HttpError } from '../src/lib/http-errors.ts';
import { saveClientCertificate, saveTransmitterCertificate } from '../src/modules/certificates/index.ts';
import { assertTransmits, esocialSendingOf } from '../src/modules/esocial-transmit/index.ts';
import { EsocialSignRefusal } from '../src/modules/esocial-transmit/index.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { makeTestPki, TEST_EMPLOYER_CNPJ, TEST_WRONG_CNPJ, type TestPki } from '../src/testing/test-pki.ts';
import { managerWithout, signInDemoCast } from './support/demo-cast.ts';
import { C041, C042, esocialSettingsCalls, WARNINGS } from './support/esocial-settings-calls.ts';

const OTHER_ADMIN = { CODADM: 10, CODCLI: '041' };
const DAY = 86_400_000;
/** the accounting office: the test PKI's "wrong employer" is another company's ICP-Brasil e-CNPJ */
const OFFICE_CNPJ = TEST_WRONG_CNPJ;

let t: TestApp;
let pki: TestPki;
let admin: LogonAnswer;
let gestor: LogonAnswer;
const ctx = () => ({ db: t.db, config: t.config });

beforeAll(async () => {
  [pki, t] = await Promise.all([makeTestPki(), createTestApp()]);
  ({ admin, gestor } = await signInDemoCast(t, 'admin', 'gestor'));
  await t.db.execute(sql`insert into admin_account (codadm, nome) values (10, 'Outro Escritório')`);
  await t.db.execute(
    sql`insert into client (codadm, codcli, nomecli) values (10, '041', 'Cliente do Outro')`,
  );
  await saveTransmitterCertificate(ctx(), C041, 'admin', {
    bytes: office().p12,
    password: office().password,
    cnpj: OFFICE_CNPJ,
  });
});
afterAll(async () => {
  await t?.close();
  pki?.remove();
});

const { get, putMode } = esocialSettingsCalls(
  () => t,
  () => admin.token,
);
const office = () => pki.wrongEmployer;

describe('esocialSendingOf: who signs and sends', () => {
  const sendingFor = async (tenant = C041, now?: Date) => {
    try {
      return await esocialSendingOf(ctx(), tenant, { employerCnpj: TEST_EMPLOYER_CNPJ, now });
    } catch (err) {
      if (err instanceof EsocialSignRefusal) return err.message;
      throw err;
    }
  };

  it("EMPREGADOR: the client's own e-CNPJ, ideTransmissor its CNPJ; the installation's is refused", async () => {
    expect(await sendingFor(C042)).toBe(ESOCIAL_SIGN_MSG.notIcpBrasil);
    await saveClientCertificate(ctx(), C041, 'admin', pki.employer.p12, pki.employer.password);
    const s = await sendingFor();
    expect(s).toMatchObject({
      mode: 'EMPREGADOR',
      identity: { facts: { cnpj: TEST_EMPLOYER_CNPJ, icpBrasil: true } },
      transmissor: { tpInsc: 1, nrInsc: TEST_EMPLOYER_CNPJ },
    });
  });

  it("TRANSMISSOR: the office's e-CNPJ signs, ideTransmissor its CNPJ; refused once expired", async () => {
    expect((await putMode({ TRANSMISSAO: 'TRANSMISSOR' })).statusCode).toBe(200);
    const s = await sendingFor();
    expect(s).toMatchObject({
      mode: 'TRANSMISSOR',
      identity: { facts: { cnpj: OFFICE_CNPJ } },
      transmissor: { tpInsc: 1, nrInsc: OFFICE_CNPJ },
    });
    const later = new Date(office().notAfter.getTime() + DAY);
    expect(await sendingFor(C041, later)).toBe(
      ESOCIAL_SETTINGS_MSG.transmitterExpired(formatDateBR(office().notAfter)),
    );
  });

  it('TRANSMISSOR without a transmitter certificate is refused in pt-BR', async () => {
    await t.db.execute(
      sql`insert into client_esocial (codadm, codcli, transmissao, updated_by) values (10, '041', 'TRANSMISSOR', 't')`,
    );
    expect(await sendingFor(OTHER_ADMIN)).toBe(ESOCIAL_SETTINGS_MSG.noTransmitterCertificate);
  });

  it('FOLHA: nothing signs, and the send is refused with a pt-BR 409', async () => {
    await putMode({ TRANSMISSAO: 'FOLHA' });
    const s = await sendingFor();
    expect(s).toEqual({ mode: 'FOLHA' });
    let refused: unknown;
    try {
      assertTransmits(s as { mode: 'FOLHA' });
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 409, message: ESOCIAL_SETTINGS_MSG.folhaTransmits });
    await putMode({ TRANSMISSAO: 'EMPREGADOR' });
  });
});

describe('the Painel warning: certificates expiring within 30 days', () => {
  it('lists the client certificate and the transmitter certificate at 19 days, soonest first', async () => {
    const res = await get(WARNINGS);
    expect(res.statusCode).toBe(200);
    const rows = res.json<DashboardCertificates>().ROWS;
    expect(rows.map((r) => [r.TIPO, r.CODADM, r.CODCLI])).toEqual(
      expect.arrayContaining([
        ['TRANSMISSOR', 9, null],
        ['EMPREGADOR', 9, '041'],
      ]),
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.DIAS_RESTANTES).toBe(19);
    expect(rows.find((r) => r.CODCLI === '041')?.NOMECLI).toBe('Cliente Demonstração');
  });

  it('is for the ADMIN or the ESOCIAL flag; CODCLI of another client is a 404', async () => {
    expect((await get(WARNINGS, C041, gestor.token)).statusCode).toBe(403);
    await t.db.execute(sql`update staff_user set esocial = true where usuario = 'gestor'`);
    const withFlag = await t.login('gestor');
    const res = await get(WARNINGS, C041, withFlag.token);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json<DashboardCertificates>()
        .ROWS.map((r) => r.CODCLI)
        .sort(),
    ).toEqual(['041', null]);
    expect((await get(`${WARNINGS}?CODCLI=099`)).statusCode).toBe(404);
    expect((await get(`${WARNINGS}?CODCLI=04%00`)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(`${WARNINGS}?CODCLI=04%00`)).statusCode).toBeLessThan(500);
    const manager = await managerWithout(t, 'sem-esocial', 'ESOCIAL');
    expect((await get(WARNINGS, C041, manager.token)).statusCode).toBe(403);
  });

  it("shows only the caller's clients: gestor2 (042 only) does not see 041's", async () => {
    await t.db.execute(sql`update staff_user set esocial = true where usuario = 'gestor2'`);
    const g2 = await t.login('gestor2');
    const rows = (await get(WARNINGS, C042, g2.token)).json<DashboardCertificates>().ROWS;
    expect(rows.map((r) => r.CODCLI)).toEqual([null]);
  });

  it('lists a certificate at 10 days and none at 60 days', async () => {
    const [soon, later] = await Promise.all([makeTestPki({ validDays: 10 }), makeTestPki({ validDays: 60 })]);
    try {
      await saveClientCertificate(ctx(), C041, 'admin', later.employer.p12, later.employer.password);
      await saveTransmitterCertificate(ctx(), C041, 'admin', {
        bytes: later.wrongEmployer.p12,
        password: later.wrongEmployer.password,
        cnpj: OFFICE_CNPJ,
      });
      expect((await get(WARNINGS)).json<DashboardCertificates>().ROWS).toEqual([]);
      await saveClientCertificate(ctx(), C042, 'admin', soon.employer.p12, soon.employer.password);
      const rows = (await get(WARNINGS)).json<DashboardCertificates>().ROWS;
      expect(rows).toEqual([
        expect.objectContaining({
          TIPO: 'EMPREGADOR',
          CODCLI: '042',
          NOMECLI: 'Outra Empresa Ltda',
          DIAS_RESTANTES: 9,
        }),
      ]);
      expect(formatDateBR(rows[0]!.VALIDO_ATE)).toBe(formatDateBR(soon.employer.notAfter));
    } finally {
      soon.remove();
      later.remove();
    }
  });
});
