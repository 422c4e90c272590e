/**
 * Configurações → eSocial (issue 34 §1, decision 079): who transmits (EMPREGADOR | TRANSMISSOR |
 * FOLHA), the administrator's transmitter certificate (upload, refusals in pt-BR, removal, sealed
 * and re-sealed by the rotation, never in an answer or the log), `esocialSendingOf` for each mode,
 * and the Painel's certificate warning — ADMIN only (the warning: ADMIN or ESOCIAL), per client and
 * per administrator. Certificates from makeTestPki.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_MSG,
  ESOCIAL_SETTINGS_MSG,
  ESOCIAL_SIGN_MSG,
  formatDateBR,
  MSG,
  type DashboardCertificates,
  type LogonAnswer,
  type TransmitterCertificateAnswer,
} from '@admissao/domain';
import { transmitterCertificate } from '../src/db/schema.ts';
import { keyRing, sealedKeyId } from '../src/lib/secrets.ts';
import {
  rotateSecrets,
  saveClientCertificate,
  saveTransmitterCertificate,
  transmitterSignerOf,
} from '../src/modules/certificates/index.ts';
import { EsocialSignRefusal } from '../src/modules/esocial-transmit/index.ts';
import { assertTransmits, esocialSendingOf } from '../src/modules/esocial-settings/index.ts';
import { HttpError } from '../src/lib/http-errors.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { makeTestPki, TEST_EMPLOYER_CNPJ, TEST_WRONG_CNPJ, type TestPki } from '../src/testing/test-pki.ts';
import { managerWithout, signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const OTHER_ADMIN = { CODADM: 10, CODCLI: '041' };
const DAY = 86_400_000;
/** the accounting office: the test PKI's "wrong employer" is another company's ICP-Brasil e-CNPJ */
const OFFICE_CNPJ = TEST_WRONG_CNPJ;
const A = randomBytes(32);
const B = randomBytes(32);

let t: TestApp;
let pki: TestPki;
let admin: LogonAnswer;
let gestor: LogonAnswer;
const log: string[] = [];
const answers: string[] = [];
const seen = <R extends { body: string }>(res: R) => (answers.push(res.body), res);
const ctx = () => ({ db: t.db, config: t.config });

beforeAll(async () => {
  [pki, t] = await Promise.all([
    makeTestPki(),
    createTestApp({ secretKeys: keyRing(A) }, undefined, { write: (line) => void log.push(line) }),
  ]);
  ({ admin, gestor } = await signInDemoCast(t, 'admin', 'gestor'));
  // another administrator with a client of its own, for the tenant tests
  await t.db.execute(sql`insert into admin_account (codadm, nome) values (10, 'Outro Escritório')`);
  await t.db.execute(
    sql`insert into client (codadm, codcli, nomecli) values (10, '041', 'Cliente do Outro')`,
  );
});
afterAll(async () => {
  await t?.close();
  pki?.remove();
});

const SETTINGS = '/api/configuration/esocial';
const TRANSMITTER = '/api/configuration/esocial/transmitter-certificate';
const get = (url: string, tenant = C041, token = admin.token) =>
  t.app.inject({ method: 'GET', url, headers: t.headers(token, tenant) });
const putMode = (payload: unknown, tenant = C041, token = admin.token) =>
  t.app.inject({
    method: 'PUT',
    url: SETTINGS,
    headers: t.headers(token, tenant),
    payload: payload as object,
  });
const del = (tenant = C041, token = admin.token) =>
  t.app.inject({ method: 'DELETE', url: TRANSMITTER, headers: t.headers(token, tenant) });

function upload(
  file: Buffer | null,
  fields: { SENHA?: string; CNPJ?: string },
  tenant = C041,
  token = admin.token,
) {
  const boundary = '----admissao-transmissor';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="escritorio.pfx"\r\nContent-Type: application/x-pkcs12\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: TRANSMITTER,
    headers: { ...t.headers(token, tenant), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}
const office = () => pki.wrongEmployer;
const uploadOffice = (tenant = C041, token = admin.token) =>
  upload(office().p12, { SENHA: office().password, CNPJ: '11.444.777/0001-61' }, tenant, token);

describe('/configuration/esocial: who transmits', () => {
  it('is EMPREGADOR by default and switches to TRANSMISSOR and FOLHA, per client', async () => {
    expect(seen(await get(SETTINGS)).json()).toEqual({ TRANSMISSAO: 'EMPREGADOR', ALTERADO_EM: null });
    const res = seen(await putMode({ TRANSMISSAO: 'FOLHA' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ TRANSMISSAO: 'FOLHA', message: ESOCIAL_SETTINGS_MSG.saved });
    expect(seen(await get(SETTINGS)).json().TRANSMISSAO).toBe('FOLHA');
    expect(seen(await get(SETTINGS, C042)).json().TRANSMISSAO).toBe('EMPREGADOR');
    expect(seen(await putMode({ TRANSMISSAO: 'TRANSMISSOR' })).json().TRANSMISSAO).toBe('TRANSMISSOR');
    expect(seen(await putMode({ TRANSMISSAO: 'EMPREGADOR' })).json().TRANSMISSAO).toBe('EMPREGADOR');
    const audit = await t.db.execute(
      sql`select old_value, new_value from audit_log where field = 'transmissão eSocial' order by id`,
    );
    const rows = (Array.isArray(audit) ? audit : (audit as unknown as { rows: unknown[] }).rows) as object[];
    expect(rows).toEqual([
      { old_value: 'EMPREGADOR', new_value: 'FOLHA' },
      { old_value: 'FOLHA', new_value: 'TRANSMISSOR' },
      { old_value: 'TRANSMISSOR', new_value: 'EMPREGADOR' },
    ]);
  });

  it.each([
    ['an unknown mode', { TRANSMISSAO: 'OUTRO' }],
    ['no mode', {}],
    ['a NUL', { TRANSMISSAO: 'FOLHA\0' }],
  ])('refuses %s with a pt-BR 400 and changes nothing', async (_what, body) => {
    const res = seen(await putMode(body));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[ãçéêíóú]|inválid|Escolha/);
    expect(seen(await get(SETTINGS)).json().TRANSMISSAO).toBe('EMPREGADOR');
  });

  it("is for the ADMIN only, and never of another administrator's client", async () => {
    for (const res of [
      await get(SETTINGS, C041, gestor.token),
      await putMode({ TRANSMISSAO: 'FOLHA' }, C041, gestor.token),
      await get(TRANSMITTER, C041, gestor.token),
      await uploadOffice(C041, gestor.token),
      await del(C041, gestor.token),
    ])
      expect(seen(res).statusCode).toBe(403);
    // X-Cliente names a client the caller is not a member of: refused as everywhere (tenant.test.ts)
    for (const res of [
      await get(SETTINGS, OTHER_ADMIN),
      await putMode({ TRANSMISSAO: 'FOLHA' }, OTHER_ADMIN),
    ]) {
      expect(seen(res).statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.clientNotAuthorized);
    }
    expect(seen(await get(SETTINGS)).json().TRANSMISSAO).toBe('EMPREGADOR');
  });
});

describe('/configuration/esocial/transmitter-certificate', () => {
  it('has none at first; takes the office e-CNPJ with its password and CNPJ and shows its facts', async () => {
    expect(seen(await get(TRANSMITTER)).json()).toEqual({ CERTIFICADO: null });
    const res = seen(await uploadOffice());
    expect(res.statusCode).toBe(200);
    const a = res.json<TransmitterCertificateAnswer>();
    expect(a.message).toBe(ESOCIAL_SETTINGS_MSG.transmitterSaved);
    expect(a.CERTIFICADO).toMatchObject({
      CNPJ: OFFICE_CNPJ,
      CNPJ_TRANSMISSOR: OFFICE_CNPJ,
      ICP_BRASIL: true,
      EMISSOR: expect.stringContaining('O=ICP-Brasil'),
      TITULAR: expect.stringContaining(`OUTRA EMPRESA LTDA:${OFFICE_CNPJ}`),
    });
    expect(a.CERTIFICADO!.DIAS_RESTANTES).toBe(19);
    // one per administrator: every client of CODADM 9 sees it, the other administrator does not
    expect(seen(await get(TRANSMITTER, C042)).json().CERTIFICADO.CNPJ).toBe(OFFICE_CNPJ);
    const other = await transmitterSignerOf(ctx(), 10);
    expect(other).toBeNull();
  });

  it.each([
    [
      'a wrong password',
      () => upload(office().p12, { SENHA: 'outra', CNPJ: OFFICE_CNPJ }),
      CERTIFICATE_MSG.wrongPassword,
    ],
    [
      'an expired certificate',
      () => upload(pki.expired.p12, { SENHA: pki.expired.password, CNPJ: TEST_EMPLOYER_CNPJ }),
      CERTIFICATE_MSG.expired,
    ],
    [
      'a non-ICP certificate',
      () => upload(pki.nonIcp.p12, { SENHA: pki.nonIcp.password, CNPJ: TEST_EMPLOYER_CNPJ }),
      ESOCIAL_SETTINGS_MSG.transmitterNotIcp,
    ],
    [
      'a certificate of another CNPJ',
      () => upload(pki.employer.p12, { SENHA: pki.employer.password, CNPJ: OFFICE_CNPJ }),
      ESOCIAL_SETTINGS_MSG.transmitterOtherCnpj(TEST_EMPLOYER_CNPJ),
    ],
    [
      'no CNPJ',
      () => upload(office().p12, { SENHA: office().password }),
      ESOCIAL_SETTINGS_MSG.transmitterCnpjRequired,
    ],
    [
      'an invalid CNPJ',
      () => upload(office().p12, { SENHA: office().password, CNPJ: '11444777000100' }),
      ESOCIAL_SETTINGS_MSG.transmitterCnpjInvalid,
    ],
    [
      'a NUL in the password',
      () => upload(office().p12, { SENHA: 'a\0b', CNPJ: OFFICE_CNPJ }),
      MSG.invalidCharacter,
    ],
    [
      'a NUL in the CNPJ',
      () => upload(office().p12, { SENHA: office().password, CNPJ: `${OFFICE_CNPJ}\0` }),
      MSG.invalidCharacter,
    ],
    [
      'no file',
      () => upload(null, { SENHA: office().password, CNPJ: OFFICE_CNPJ }),
      CERTIFICATE_MSG.fileRequired,
    ],
    [
      'a huge file',
      () => upload(Buffer.alloc(2_000_000, 0x30), { SENHA: 'x', CNPJ: OFFICE_CNPJ }),
      CERTIFICATE_MSG.tooLarge,
    ],
  ])('refuses %s with a pt-BR 400, storing nothing', async (_what, send, message) => {
    const before = seen(await get(TRANSMITTER)).body;
    const res = seen(await send());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(seen(await get(TRANSMITTER)).body).toBe(before);
  });
});

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
    expect(seen(await putMode({ TRANSMISSAO: 'TRANSMISSOR' })).statusCode).toBe(200);
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

async function rowOf(codadm: number) {
  const [row] = await t.db
    .select()
    .from(transmitterCertificate)
    .where(eq(transmitterCertificate.codadm, codadm));
  return row!;
}

describe('the Painel warning: certificates expiring within 30 days', () => {
  const WARN = '/api/dashboard/certificates';
  it('lists the client certificate and the transmitter certificate at 19 days, soonest first', async () => {
    const res = seen(await get(WARN));
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
    expect(seen(await get(WARN, C041, gestor.token)).statusCode).toBe(403);
    await t.db.execute(sql`update staff_user set esocial = true where usuario = 'gestor'`);
    const withFlag = await t.login('gestor');
    const res = seen(await get(WARN, C041, withFlag.token));
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json<DashboardCertificates>()
        .ROWS.map((r) => r.CODCLI)
        .sort(),
    ).toEqual(['041', null]);
    expect(seen(await get(`${WARN}?CODCLI=099`)).statusCode).toBe(404);
    expect(seen(await get(`${WARN}?CODCLI=04%00`)).statusCode).toBeGreaterThanOrEqual(400);
    expect(seen(await get(`${WARN}?CODCLI=04%00`)).statusCode).toBeLessThan(500);
    const manager = await managerWithout(t, 'sem-esocial', 'ESOCIAL');
    expect(seen(await get(WARN, C041, manager.token)).statusCode).toBe(403);
  });

  it("shows only the caller's clients: gestor2 (042 only) does not see 041's", async () => {
    await t.db.execute(sql`update staff_user set esocial = true where usuario = 'gestor2'`);
    const g2 = await t.login('gestor2');
    const rows = seen(await get(WARN, C042, g2.token)).json<DashboardCertificates>().ROWS;
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
      expect(seen(await get(WARN)).json<DashboardCertificates>().ROWS).toEqual([]);
      await saveClientCertificate(ctx(), C042, 'admin', soon.employer.p12, soon.employer.password);
      const rows = seen(await get(WARN)).json<DashboardCertificates>().ROWS;
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

describe('at rest', () => {
  it('the rotation re-seals the transmitter certificate; it still opens under the new key alone', async () => {
    const before = await transmitterSignerOf(ctx(), 9);
    const rotated = { ...t.config, secretKeys: keyRing(B, [A]) };
    expect(await rotateSecrets(t.db, rotated.secretKeys, 1)).toBeGreaterThanOrEqual(1);
    const row = await rowOf(9);
    for (const s of [row.p12Sealed, row.passwordSealed]) expect(sealedKeyId(s)).toBe(keyRing(B).current.id);
    const after = await transmitterSignerOf({ db: t.db, config: { ...t.config, secretKeys: keyRing(B) } }, 9);
    expect(after!.certificatePem).toBe(before!.certificatePem);
    expect(await rotateSecrets(t.db, rotated.secretKeys)).toBe(0);
  });

  it('removes the transmitter certificate, audited with the subject only', async () => {
    const res = seen(await del());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ CERTIFICADO: null, message: ESOCIAL_SETTINGS_MSG.transmitterRemoved });
    expect(seen(await del()).statusCode).toBe(404);
    const audit = await t.db.execute(
      sql`select action, old_value, new_value from audit_log where field = 'certificado do transmissor' order by id`,
    );
    const rows = (Array.isArray(audit) ? audit : (audit as unknown as { rows: unknown[] }).rows) as {
      action: string;
    }[];
    expect(rows.map((r) => r.action)).toEqual([
      'certificado enviado',
      'certificado enviado',
      'certificado removido',
    ]);
    expect(JSON.stringify(rows)).not.toContain(office().password);
  });

  it('never puts the password, the key or the file in an answer or the log', async () => {
    expect(log.length).toBeGreaterThan(10);
    const b64 = office().p12.toString('base64').slice(100, 160);
    for (const text of [answers.join('\n'), log.join('\n')]) {
      expect(text).not.toContain(office().password);
      expect(text).not.toMatch(/-----BEGIN|PRIVATE KEY/);
      expect(text).not.toContain(b64);
    }
  });
});
