/**
 * Anonymising a candidate whose admission kit was sent but never signed by all (issue 33 §5,
 * decision 073) leaves nothing of the kit: version 1 sent and refused with a reason, version 2
 * signed by the candidate (a known address and browser) and waiting for the company, a guardian
 * named on it; the kit mails (sent, code, refused) in the outbox. After
 * POST /candidate/{id}/anonymize none of the values is in any column of any table nor in any file
 * under DATA_DIR, the kit's PDFs are gone from storage, its rows and its signing codes too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, codeIn, finalized, mailReader } from './support/kit-flow-fixture.ts';
import { setStatus } from './support/lifecycle-fixture.ts';
import { filesHolding, whereFoundAll } from './support/where-found.ts';

let t: TestApp;
let { admin, cand, id } = {} as DemoCast;
let mails: ReturnType<typeof mailReader>;

const V = {
  name: 'QUIRINO KITSON ZEBEDEU',
  email: 'candidato@demo.com.br',
  cpf: '73184625982',
  ip: '203.0.113.91',
  userAgent: 'NavegadorKit/3.3 (Zebedeu)',
  reason: 'Recuso a cláusula MOTIVO-ZEBEDEU-4471',
  guardian: 'HERMENEGILDA GUARDIA ZEBEDEU',
  guardianEmail: 'hermenegilda.guardia@exemplo-unico.com.br',
};
const NEEDLES = Object.values(V);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, cand, id } = await signInDemoCast(t, 'admin', 'cand'));
  mails = mailReader(t);
  await finalized(t, id);
  await t.db.execute(sql`update candidate set nome = ${V.name}, cpf = ${V.cpf} where codcandidato = ${id}`);
});
afterAll(() => t.close());

const ok = (res: { statusCode: number; body: string }, code = 200) =>
  expect(res.statusCode, res.body).toBe(code);
const asCand = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...t.headers(cand.token), 'user-agent': V.userAgent },
    remoteAddress: V.ip,
    payload,
  });
const send = () =>
  t.app.inject({ method: 'POST', url: `/api/candidate/${id}/kit`, headers: t.headers(admin.token, C041) });
const docIds = async () =>
  rowsOf<{ id: number }>(
    await t.db.execute(sql`select d.id from kit_document d join signature_kit k on k.id = d.kit_id
      where k.codcandidato = ${id} and k.versao = (select max(versao) from signature_kit where codcandidato = ${id})
      order by d.ordem`),
  ).map((r) => r.id);

async function code(): Promise<string> {
  await mails();
  ok(await asCand('/candidate/kit/code', { PAPEL: 'CANDIDATO' }));
  return codeIn((await mails()).find((m) => /Código de assinatura/.test(m.subject)))!;
}

/** every file of the kits and where the candidate's values still are */
async function kitKeys() {
  return rowsOf<{ bucket: string; key: string }>(
    await t.db.execute(sql`select d.original_bucket as bucket, d.original_key as key from kit_document d
      join signature_kit k on k.id = d.kit_id where k.codcandidato = ${id}`),
  );
}
const leftovers = async () => {
  const inDb = await whereFoundAll(t.db, NEEDLES);
  const inFiles = await filesHolding(t.config.dataDir, NEEDLES, ['pg']);
  return Object.fromEntries(
    NEEDLES.map((n) => [n, [...inDb[n]!, ...inFiles[n]!.map((f) => f.slice(t.config.dataDir.length + 1))]]),
  );
};
const kitCodes = async () =>
  Number(
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from access_code where purpose = 'kit_signature'`),
    )[0]!.n,
  );

describe('anonymising a candidate whose kit was refused and is waiting', () => {
  it('leaves nothing of the kit in any table, file or storage', async () => {
    ok(await send(), 201);
    const [first] = await docIds();
    await code();
    ok(await asCand('/candidate/kit/refuse', { DOCUMENTO: first, MOTIVO: V.reason }));
    ok(await send(), 201);
    ok(
      await asCand('/candidate/kit/sign', {
        PAPEL: 'CANDIDATO',
        CODIGO: await code(),
        DOCUMENTOS: await docIds(),
      }),
    );
    await t.db.execute(sql`insert into kit_signer (kit_id, papel, ordem, nome, cpf, email)
      select k.id, 'RESPONSAVEL', 2, ${V.guardian}, '39053344705', ${V.guardianEmail}
      from signature_kit k where k.codcandidato = ${id} and k.versao = 2`);
    const statuses = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from signature_kit where codcandidato = ${id} order by versao`),
    ).map((r) => r.status);
    expect(statuses).toEqual(['SUBSTITUIDO', 'AGUARDANDO_EMPRESA']);
    const keys = await kitKeys();
    expect(keys.length).toBeGreaterThan(2);
    expect(await kitCodes()).toBeGreaterThan(0);
    const before = await leftovers();
    for (const n of NEEDLES) expect(before[n], n).not.toEqual([]);
    expect(before[V.ip]).toContain('kit_signer.ip');
    expect(before[V.reason]).toContain('signature_kit.refused_reason');

    await setStatus(t, id, 9);
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/candidate/${id}/anonymize`,
        headers: t.headers(admin.token, C041),
      }),
    );

    const after = await leftovers();
    expect(Object.fromEntries(Object.entries(after).filter(([, where]) => where.length > 0))).toEqual({});
    for (const k of keys) expect(await t.app.storages.of(k.bucket).exists(k.key), k.key).toBe(false);
    expect(await kitKeys()).toEqual([]);
    expect(await kitCodes()).toBe(0);
  });
});
