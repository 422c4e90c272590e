/**
 * The kit's candidate routes (issue 33 §2, decision 072): read, code, sign, refuse; the guardian of
 * a minor; codes locked after 5 wrong tries and expired; a refusal and the new version that replaces it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KIT_MESSAGES } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import {
  addTemplates,
  C041,
  C042,
  codeIn,
  countOf,
  docRows,
  finalized,
  insertKit,
  kitRows,
  mailReader,
  signerRows,
} from './support/kit-flow-fixture.ts';

let t: TestApp;
let { admin, cand, cand042, id, id042 } = {} as DemoCast;
let mails: ReturnType<typeof mailReader>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, cand, cand042, id, id042 } = await signInDemoCast(t, 'admin', 'cand', 'cand042'));
  mails = mailReader(t);
});
afterAll(() => t.close());

const asCand = (method: 'GET' | 'POST', url: string, payload?: object, token = cand.token) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...t.headers(token), 'user-agent': 'Teste/1.0 (celular)' },
    payload,
  });
const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.headers(admin.token, C041), payload });

async function askCode(papel = 'CANDIDATO') {
  await mails();
  const res = await asCand('POST', '/candidate/kit/code', { PAPEL: papel });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = (await mails()).filter((m) => /Código de assinatura/.test(m.subject));
  return { res, mail, code: codeIn(mail)! };
}

describe('a kit without a guardian', () => {
  let kitId: number;
  let docIds: number[];
  beforeAll(async () => {
    await finalized(t, id);
    kitId = await insertKit(t, id);
    docIds = (await docRows(t, kitId)).map((d) => d.id);
  });

  it('the candidate reads its kit and documents; another kit’s document is 404; staff may not call these', async () => {
    const none = await asCand('GET', '/candidate/kit', undefined, cand042.token);
    expect(none.json()).toEqual({ KIT: null, ETAPA: null, RESPONSAVEL: null });
    const mine = await asCand('GET', '/candidate/kit');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().ETAPA).toBe('CANDIDATO');
    expect(mine.json().KIT.DOCUMENTOS.map((d: { ID: number }) => d.ID)).toEqual(docIds);
    const pdf = await asCand('GET', `/candidate/kit/documents/${docIds[0]}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await insertKit(t, id042, { tenant: C042 });
    const [otherDoc] = await docRows(t, other);
    expect((await asCand('GET', `/candidate/kit/documents/${otherDoc!.id}/pdf`)).statusCode).toBe(404);
    expect(
      (await asCand('GET', `/candidate/kit/documents/${docIds[0]}/pdf`, undefined, cand042.token)).statusCode,
    ).toBe(404);
    const byStaff = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/kit',
      headers: t.headers(admin.token, C041),
    });
    expect(byStaff.statusCode).toBe(403);
  });

  it('refuses NUL and bad input in every field with 400, sending nothing', async () => {
    await mails();
    const bad: [string, object][] = [
      ['/candidate/kit/code', { PAPEL: 'CANDIDATO\u0000' }],
      ['/candidate/kit/code', { PAPEL: 'EMPRESA' }],
      ['/candidate/kit/code', {}],
      ['/candidate/kit/sign', { PAPEL: 'CANDIDATO', CODIGO: '12345\u0000', DOCUMENTOS: docIds }],
      ['/candidate/kit/sign', { PAPEL: 'CANDIDATO', CODIGO: '12345', DOCUMENTOS: docIds }],
      ['/candidate/kit/sign', { PAPEL: 'CANDIDATO', CODIGO: '123456', DOCUMENTOS: 'x' }],
      ['/candidate/kit/refuse', { DOCUMENTO: docIds[0], MOTIVO: 'Não\u0000 concordo' }],
      ['/candidate/kit/refuse', { DOCUMENTO: docIds[0], MOTIVO: 'não' }],
      ['/candidate/kit/refuse', { DOCUMENTO: docIds[0], MOTIVO: 'x'.repeat(501) }],
      ['/candidate/kit/refuse', { DOCUMENTO: '1\u0000', MOTIVO: 'Salário errado' }],
    ];
    for (const [url, payload] of bad) {
      const res = await asCand('POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
    expect(await mails()).toEqual([]);
    expect((await kitRows(t, id))[0]!.status).toBe('AGUARDANDO_CANDIDATO');
  });

  it('the guardian’s turn is not now (409); not every document ticked is 400 and spends no try', async () => {
    expect((await asCand('POST', '/candidate/kit/code', { PAPEL: 'RESPONSAVEL' })).statusCode).toBe(409);
    const { res, code } = await askCode();
    expect(res.json().EMAIL).toBe('c***@demo.com.br');
    const partial = await asCand('POST', '/candidate/kit/sign', {
      PAPEL: 'CANDIDATO',
      CODIGO: code,
      DOCUMENTOS: docIds.slice(0, 1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(KIT_MESSAGES.allDocuments);
    expect(
      await countOf(
        t,
        sql`select attempts as n from access_code where purpose = 'kit_signature' order by id desc limit 1`,
      ),
    ).toBe(0);
  });

  it('five wrong codes lock it: the right one is then refused (410)', async () => {
    const { code } = await askCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await asCand('POST', '/candidate/kit/sign', {
        PAPEL: 'CANDIDATO',
        CODIGO: wrong,
        DOCUMENTOS: docIds,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(KIT_MESSAGES.wrongCode);
    }
    const locked = await asCand('POST', '/candidate/kit/sign', {
      PAPEL: 'CANDIDATO',
      CODIGO: code,
      DOCUMENTOS: docIds,
    });
    expect(locked.statusCode).toBe(410);
    expect((await kitRows(t, id))[0]!.status).toBe('AGUARDANDO_CANDIDATO');
  });

  it('an expired code is refused (410)', async () => {
    const { code } = await askCode();
    await t.db.execute(
      sql`update access_code set expires_at = now() - interval '1 minute' where purpose = 'kit_signature'`,
    );
    const res = await asCand('POST', '/candidate/kit/sign', {
      PAPEL: 'CANDIDATO',
      CODIGO: code,
      DOCUMENTOS: docIds,
    });
    expect(res.statusCode).toBe(410);
  });

  it('signs with the code: signer recorded (IP, user agent, e-mail channel), kit to the company, HR mailed, log and audit', async () => {
    const { code } = await askCode();
    const res = await asCand('POST', '/candidate/kit/sign', {
      PAPEL: 'CANDIDATO',
      CODIGO: code,
      DOCUMENTOS: [...docIds].reverse(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().KIT.STATUS).toBe('AGUARDANDO_EMPRESA');
    const signer = (await signerRows(t, kitId)).find((s) => s.papel === 'CANDIDATO')!;
    expect(signer.signed_at).not.toBeNull();
    expect(signer.code_channel).toBe('email');
    expect(signer.user_agent).toBe('Teste/1.0 (celular)');
    expect(signer.ip).toBeTruthy();
    const hr = (await mails()).filter((m) => /Kit aguardando a assinatura da empresa/.test(m.subject));
    expect(hr.length).toBeGreaterThan(0);
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from audit_log where action = 'kit_signed' and field = 'CANDIDATO'`,
      ),
    ).toBe(1);
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from candidate_log where codcandidato = ${id} and observacoes = 'Kit admissional assinado: Candidato.'`,
      ),
    ).toBe(1);
    // the spent code does not sign twice, and it is no longer the candidate's turn
    expect(
      (await asCand('POST', '/candidate/kit/sign', { PAPEL: 'CANDIDATO', CODIGO: code, DOCUMENTOS: docIds }))
        .statusCode,
    ).toBe(409);
    expect((await asCand('GET', '/candidate/kit')).json().ETAPA).toBeNull();
  });
});

describe('a refusal and the new version', () => {
  it('refuses a document: RECUSADO, reason on kit and document, HR mailed; staff send version 2, the old one SUBSTITUIDO', async () => {
    await t.db.execute(sql`delete from signature_kit where codcandidato = ${id}`);
    const kitId = await insertKit(t, id);
    const [doc] = await docRows(t, kitId);
    await mails();
    const res = await asCand('POST', '/candidate/kit/refuse', {
      DOCUMENTO: doc!.id,
      MOTIVO: '  O salário está errado.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().KIT.STATUS).toBe('RECUSADO');
    const [kit] = await kitRows(t, id);
    expect(kit!.refused_reason).toBe('O salário está errado.');
    expect((await docRows(t, kitId))[0]!.refused_reason).toBe('O salário está errado.');
    expect((await mails()).some((m) => /Kit admissional recusado/.test(m.subject))).toBe(true);
    expect(
      (await asCand('POST', '/candidate/kit/refuse', { DOCUMENTO: doc!.id, MOTIVO: 'De novo, não.' }))
        .statusCode,
    ).toBe(409);

    await addTemplates(t);
    // two sends at once: one new version, the other finds it in progress
    const both = await Promise.all([
      staff('POST', `/candidate/${id}/kit`),
      staff('POST', `/candidate/${id}/kit`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const sent = both.find((r) => r.statusCode === 201)!;
    expect(sent.json().KIT.VERSAO).toBe(2);
    const rows = await kitRows(t, id);
    expect(rows.map((r) => r.status)).toEqual(['SUBSTITUIDO', 'AGUARDANDO_CANDIDATO']);
    expect(rows[0]!.replaced_by).toBe(rows[1]!.id);
    const read = await staff('GET', `/candidate/${id}/kit`);
    expect(read.json().ATUAL.VERSAO).toBe(2);
    expect(read.json().ANTERIORES.map((k: { STATUS: string }) => k.STATUS)).toEqual(['SUBSTITUIDO']);
    // the candidate reads only the current kit
    expect((await asCand('GET', `/candidate/kit/documents/${doc!.id}/pdf`)).statusCode).toBe(404);
  });
});

describe('a minor', () => {
  it('cannot be sent a kit without a legal guardian with an e-mail (400 naming what to fill)', async () => {
    await t.db.execute(sql`delete from signature_kit where codcandidato = ${id}`);
    const birth = `${new Date().getFullYear() - 16}-01-15`;
    await finalized(t, id, birth);
    const res = await staff('POST', `/candidate/${id}/kit`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(KIT_MESSAGES.guardianMissing);
    await t.db
      .execute(sql`insert into authorized_person (codcandidato, nome, tipodoc, documento, responsavel_legal)
      values (${id}, 'MARIA RESPONSÁVEL', 'CPF', '11144477735', true)`);
    expect((await staff('POST', `/candidate/${id}/kit`)).statusCode).toBe(400);
    expect(await kitRows(t, id)).toEqual([]);
  });

  it('the guardian signs after the candidate, with a code sent to the guardian’s e-mail', async () => {
    await t.db.execute(
      sql`update authorized_person set email = 'maria.resp@familia.com.br' where codcandidato = ${id}`,
    );
    const sent = await staff('POST', `/candidate/${id}/kit`);
    expect(sent.statusCode, sent.body).toBe(201);
    const kit = sent.json().KIT;
    expect(kit.ASSINANTES.map((s: { PAPEL: string }) => s.PAPEL)).toEqual([
      'CANDIDATO',
      'RESPONSAVEL',
      'EMPRESA',
    ]);
    expect(kit.ASSINANTES[1].CPF).toBe('***.444.777-**');
    const ids = kit.DOCUMENTOS.map((d: { ID: number }) => d.ID);
    const first = await askCode();
    expect(first.mail!.to).toEqual(['candidato@demo.com.br']);
    const signed = await asCand('POST', '/candidate/kit/sign', {
      PAPEL: 'CANDIDATO',
      CODIGO: first.code,
      DOCUMENTOS: ids,
    });
    expect(signed.json().KIT.STATUS).toBe('AGUARDANDO_RESPONSAVEL');
    const mine = (await asCand('GET', '/candidate/kit')).json();
    expect(mine.ETAPA).toBe('RESPONSAVEL');
    expect(mine.RESPONSAVEL).toBe('MARIA RESPONSÁVEL');
    const guardian = await askCode('RESPONSAVEL');
    expect(guardian.res.json().EMAIL).toBe('m***@familia.com.br');
    expect(guardian.mail!.to).toEqual(['maria.resp@familia.com.br']);
    // the candidate's own (spent) code is not the guardian's
    expect(
      (
        await asCand('POST', '/candidate/kit/sign', {
          PAPEL: 'RESPONSAVEL',
          CODIGO: first.code,
          DOCUMENTOS: ids,
        })
      ).statusCode,
    ).not.toBe(200);
    const done = await asCand('POST', '/candidate/kit/sign', {
      PAPEL: 'RESPONSAVEL',
      CODIGO: guardian.code,
      DOCUMENTOS: ids,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().KIT.STATUS).toBe('AGUARDANDO_EMPRESA');
    const countersigned = await staff('POST', `/candidate/${id}/kit/countersign`, { DOCUMENTOS: ids });
    expect(countersigned.json().KIT.STATUS).toBe('SELANDO');
  });
});

describe('POST /api/candidate/kit/code', () => {
  it('is rate-limited per signer: the sixth code in an hour is 429, with nothing mailed', async () => {
    await t.db.execute(sql`delete from signature_kit where codcandidato = ${id}`);
    await finalized(t, id);
    await insertKit(t, id);
    for (let i = 0; i < 5; i++) await askCode();
    const sixth = await asCand('POST', '/candidate/kit/code', { PAPEL: 'CANDIDATO' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeTruthy();
    expect(await mails()).toEqual([]);
  });
});
