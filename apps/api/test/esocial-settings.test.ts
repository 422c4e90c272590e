/**
 * Configurações → eSocial (issue 34 §1, decision 079): who transmits (EMPREGADOR | TRANSMISSOR |
 * FOLHA) and the administrator's transmitter certificate — upload, pt-BR refusals, removal, sealed
 * and re-sealed by the rotation, never in an answer or the log; ADMIN only, per client and per
 * administrator. Certificates from makeTestPki. esocialSendingOf and the Painel warning:
 * esocial-sending.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_MSG,
  ESOCIAL_SETTINGS_MSG,
  MSG,
  type LogonAnswer,
  type TransmitterCertificateAnswer,
} from '@admissao/domain';
import { transmitterCertificate } from '../src/db/schema.ts';
import { keyRing, sealedKeyId } from '../src/lib/secrets.ts';
import { rotateSecrets, transmitterSignerOf } from '../src/modules/certificates/index.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { makeTestPki, TEST_EMPLOYER_CNPJ, TEST_WRONG_CNPJ, type TestPki } from '../src/testing/test-pki.ts';
import { signInDemoCast } from './support/demo-cast.ts';
import { C041, C042, esocialSettingsCalls, SETTINGS, TRANSMITTER } from './support/esocial-settings-calls.ts';

const OTHER_ADMIN = { CODADM: 10, CODCLI: '041' };
/** the accounting office: the test PKI's "wrong employer" is another company's ICP-Brasil e-CNPJ */
const OFFICE_CNPJ = TEST_WRONG_CNPJ;
const A = randomBytes(32);
const B = randomBytes(32);

let t: TestApp;
let pki: TestPki;
let admin: LogonAnswer;
let gestor: LogonAnswer;
const log: string[] = [];
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

const calls = esocialSettingsCalls(
  () => t,
  () => admin.token,
);
const { get, putMode, del, upload } = calls;
const office = () => pki.wrongEmployer;
const uploadOffice = (tenant = C041, token = admin.token) =>
  upload(office().p12, { SENHA: office().password, CNPJ: '11.444.777/0001-61' }, tenant, token);

describe('/configuration/esocial: who transmits', () => {
  it('is EMPREGADOR by default and switches to TRANSMISSOR and FOLHA, per client', async () => {
    expect((await get(SETTINGS)).json()).toEqual({ TRANSMISSAO: 'EMPREGADOR', ALTERADO_EM: null });
    const res = await putMode({ TRANSMISSAO: 'FOLHA' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ TRANSMISSAO: 'FOLHA', message: ESOCIAL_SETTINGS_MSG.saved });
    expect((await get(SETTINGS)).json().TRANSMISSAO).toBe('FOLHA');
    expect((await get(SETTINGS, C042)).json().TRANSMISSAO).toBe('EMPREGADOR');
    expect((await putMode({ TRANSMISSAO: 'TRANSMISSOR' })).json().TRANSMISSAO).toBe('TRANSMISSOR');
    expect((await putMode({ TRANSMISSAO: 'EMPREGADOR' })).json().TRANSMISSAO).toBe('EMPREGADOR');
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
    const res = await putMode(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[ãçéêíóú]|inválid|Escolha/);
    expect((await get(SETTINGS)).json().TRANSMISSAO).toBe('EMPREGADOR');
  });

  it("is for the ADMIN only, and never of another administrator's client", async () => {
    for (const res of [
      await get(SETTINGS, C041, gestor.token),
      await putMode({ TRANSMISSAO: 'FOLHA' }, C041, gestor.token),
      await get(TRANSMITTER, C041, gestor.token),
      await uploadOffice(C041, gestor.token),
      await del(C041, gestor.token),
    ])
      expect(res.statusCode).toBe(403);
    // X-Cliente names a client the caller is not a member of: refused as everywhere (tenant.test.ts)
    for (const res of [
      await get(SETTINGS, OTHER_ADMIN),
      await putMode({ TRANSMISSAO: 'FOLHA' }, OTHER_ADMIN),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.clientNotAuthorized);
    }
    expect((await get(SETTINGS)).json().TRANSMISSAO).toBe('EMPREGADOR');
  });
});

describe('/configuration/esocial/transmitter-certificate', () => {
  it('has none at first; takes the office e-CNPJ with its password and CNPJ and shows its facts', async () => {
    expect((await get(TRANSMITTER)).json()).toEqual({ CERTIFICADO: null });
    const res = await uploadOffice();
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
    expect((await get(TRANSMITTER, C042)).json().CERTIFICADO.CNPJ).toBe(OFFICE_CNPJ);
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
    const before = (await get(TRANSMITTER)).body;
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect((await get(TRANSMITTER)).body).toBe(before);
  });
});

async function rowOf(codadm: number) {
  const [row] = await t.db
    .select()
    .from(transmitterCertificate)
    .where(eq(transmitterCertificate.codadm, codadm));
  return row!;
}

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
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ CERTIFICADO: null, message: ESOCIAL_SETTINGS_MSG.transmitterRemoved });
    expect((await del()).statusCode).toBe(404);
    const audit = await t.db.execute(
      sql`select action, old_value, new_value from audit_log where field = 'certificado do transmissor' order by id`,
    );
    const rows = (Array.isArray(audit) ? audit : (audit as unknown as { rows: unknown[] }).rows) as {
      action: string;
    }[];
    expect(rows.map((r) => r.action)).toEqual(['certificado enviado', 'certificado removido']);
    expect(JSON.stringify(rows)).not.toContain(office().password);
  });

  it('never puts the password, the key or the file in an answer or the log', async () => {
    expect(log.length).toBeGreaterThan(10);
    const b64 = office().p12.toString('base64').slice(100, 160);
    for (const text of [calls.answers.join('\n'), log.join('\n')]) {
      expect(text).not.toContain(office().password);
      expect(text).not.toMatch(/-----BEGIN|PRIVATE KEY/);
      expect(text).not.toContain(b64);
    }
  });
});
