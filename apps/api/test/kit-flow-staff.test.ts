/**
 * The kit's staff routes (issue 33 §2, decision 072): send, read, download, countersign — tenant,
 * role and flag, status, in-progress and bad input, and the SELANDO hand-over to the sealing job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KIT_MESSAGES, type LogonAnswer } from '@admissao/domain';
import { createTestApp, outbox, type TestApp } from '../src/testing/test-app.ts';
import { managerWithout, signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import {
  addTemplates,
  C041,
  C042,
  countOf,
  docRows,
  finalized,
  insertKit,
  kitRows,
  signerRows,
} from './support/kit-flow-fixture.ts';

let t: TestApp;
let { admin, gestor, id, id042 } = {} as DemoCast;
let noFlag: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, id, id042 } = await signInDemoCast(t, 'admin', 'gestor', 'cand', 'cand042'));
  noFlag = await managerWithout(t, 'gestor.sem.assinatura', 'ASSINATURA');
  await t.db.execute(sql`update staff_user set assinatura = true where usuario = 'gestor'`);
  gestor = await t.login('gestor');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, tenant = C041, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.headers(token, tenant), payload });

describe('POST /api/candidate/:id/kit', () => {
  it('refuses another client’s candidate (404), a MANAGER without ASSINATURA (403) and a status other than 8', async () => {
    await addTemplates(t);
    await addTemplates(t, C042);
    await finalized(t, id042);
    expect((await call('POST', `/candidate/${id042}/kit`, admin.token, C041)).statusCode).toBe(404);
    expect((await call('POST', `/candidate/${id}/kit`, admin.token, C042)).statusCode).toBe(404);
    await finalized(t, id);
    expect((await call('POST', `/candidate/${id}/kit`, noFlag.token)).statusCode).toBe(403);
    await t.db.execute(sql`update candidate set codstatus = 7 where codcandidato = ${id}`);
    const early = await call('POST', `/candidate/${id}/kit`, admin.token);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(KIT_MESSAGES.statusNotAllowed);
    expect(await kitRows(t, id)).toEqual([]);
  });

  it('refuses when no template applies (400) and sends nothing', async () => {
    await finalized(t, id);
    await t.db.execute(sql`update kit_template set ativo = false where codcli = '041'`);
    const res = await call('POST', `/candidate/${id}/kit`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nenhum documento para assinatura configurado');
    await t.db.execute(sql`update kit_template set ativo = true where codcli = '041'`);
    expect(await kitRows(t, id)).toEqual([]);
  });

  it('sends: stores each PDF with its SHA-256, signers CANDIDATO and EMPRESA, log, audit and the mail; twice → 409', async () => {
    const res = await call('POST', `/candidate/${id}/kit`, gestor.token);
    expect(res.statusCode, res.body).toBe(201);
    const kit = res.json().KIT;
    expect(kit.STATUS).toBe('AGUARDANDO_CANDIDATO');
    expect(kit.VERSAO).toBe(1);
    expect(kit.DOCUMENTOS.length).toBeGreaterThanOrEqual(2);
    expect(kit.ASSINANTES.map((s: { PAPEL: string }) => s.PAPEL)).toEqual(['CANDIDATO', 'EMPRESA']);
    expect(kit.ASSINANTES[0].CPF).toBe('***.982.247-**');
    const docs = await docRows(t, kit.ID);
    for (const d of docs) {
      expect(d.original_key).toMatch(new RegExp(`^kit/9/041/${id}/${kit.ID}/[0-9a-f]{32}\\.pdf$`));
      const pdf = await t.app.storages.current.get(d.original_key);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const mails = await outbox(t.db);
    expect(
      mails.some(
        (m) => m.to_address === 'candidato@demo.com.br' && /Documentos para assinar/.test(m.subject),
      ),
    ).toBe(true);
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from audit_log where action = 'kit_sent' and codcandidato = ${id}`,
      ),
    ).toBe(1);
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from candidate_log where codcandidato = ${id} and observacoes like 'Kit admissional (versão 1)%'`,
      ),
    ).toBe(1);

    const again = await call('POST', `/candidate/${id}/kit`, admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KIT_MESSAGES.inProgress);
    expect((await kitRows(t, id)).length).toBe(1);
  });
});

describe('GET /api/candidate/:id/kit and its PDFs', () => {
  it('reads the kit, downloads a document and logs both reads; tenant 404, flag 403', async () => {
    const [kit] = await kitRows(t, id);
    const [doc] = await docRows(t, kit!.id);
    expect((await call('GET', `/candidate/${id}/kit`, admin.token, C042)).statusCode).toBe(404);
    expect((await call('GET', `/candidate/${id}/kit`, noFlag.token)).statusCode).toBe(403);
    expect(
      (await call('GET', `/candidate/${id}/kit/documents/${doc!.id}/pdf`, admin.token, C042)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/candidate/${id}/kit/documents/${doc!.id}/pdf`, noFlag.token)).statusCode,
    ).toBe(403);
    const read = await call('GET', `/candidate/${id}/kit`, admin.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().ATUAL.ID).toBe(kit!.id);
    const pdf = await call('GET', `/candidate/${id}/kit/documents/${doc!.id}/pdf`, admin.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // another candidate's document through this candidate's path
    const other = await insertKit(t, id042, { tenant: C042 });
    const [otherDoc] = await docRows(t, other);
    expect(
      (await call('GET', `/candidate/${id}/kit/documents/${otherDoc!.id}/pdf`, admin.token)).statusCode,
    ).toBe(404);
    // NUL or text in the path: 400; a file gone from the storage: 404, never a 5xx
    expect((await call('GET', `/candidate/${id}%00/kit`, admin.token)).statusCode).toBe(400);
    expect((await call('GET', `/candidate/${id}/kit/documents/x/pdf`, admin.token)).statusCode).toBe(400);
    await t.app.storages.current.delete(otherDoc!.original_key);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id042}/kit/documents/${otherDoc!.id}/pdf`,
      headers: t.headers(admin.token, C042),
    });
    expect(gone.statusCode).toBe(404);
    const logged = await countOf(
      t,
      sql`select count(*)::int as n from access_log where codcandidato = ${id} and acao in ('LEITURA_KIT', 'KIT_DOCUMENTO_BAIXADO')`,
    );
    expect(logged).toBe(2);
  });
});

describe('POST /api/candidate/:id/kit/countersign', () => {
  it('only when the kit waits for the company, with every document ticked; then SELANDO with every document due', async () => {
    const [kit] = await kitRows(t, id);
    const docs = await docRows(t, kit!.id);
    const ids = docs.map((d) => d.id);
    const early = await call('POST', `/candidate/${id}/kit/countersign`, admin.token, C041, {
      DOCUMENTOS: ids,
    });
    expect(early.statusCode).toBe(409);
    await t.db.execute(sql`update signature_kit set status = 'AGUARDANDO_EMPRESA' where id = ${kit!.id}`);
    const bad = [
      { DOCUMENTOS: ids.slice(1) },
      { DOCUMENTOS: [] },
      { DOCUMENTOS: ['1\u0000'] },
      {},
      { DOCUMENTOS: [...ids, 999999] },
    ];
    for (const payload of bad)
      expect(
        (await call('POST', `/candidate/${id}/kit/countersign`, admin.token, C041, payload)).statusCode,
      ).toBe(400);
    expect(
      (await call('POST', `/candidate/${id}/kit/countersign`, admin.token, C042, { DOCUMENTOS: ids }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/candidate/${id}/kit/countersign`, noFlag.token, C041, { DOCUMENTOS: ids }))
        .statusCode,
    ).toBe(403);
    expect((await kitRows(t, id))[0]!.status).toBe('AGUARDANDO_EMPRESA');

    const ok = await call('POST', `/candidate/${id}/kit/countersign`, gestor.token, C041, {
      DOCUMENTOS: ids,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().KIT.STATUS).toBe('SELANDO');
    expect((await kitRows(t, id))[0]!.status).toBe('SELANDO');
    for (const d of await docRows(t, kit!.id)) expect(d.seal_next_at).not.toBeNull();
    const company = (await signerRows(t, kit!.id)).find((s) => s.papel === 'EMPRESA')!;
    expect(company.code_channel).toBe('sessao');
    expect(company.codusuario).toBe(gestor.user.CODUSUARIO);
    expect(company.signed_at).not.toBeNull();
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from audit_log where action = 'kit_signed' and field = 'EMPRESA'`,
      ),
    ).toBe(1);
    // a second countersign finds nothing waiting
    expect(
      (await call('POST', `/candidate/${id}/kit/countersign`, admin.token, C041, { DOCUMENTOS: ids }))
        .statusCode,
    ).toBe(409);
    // sealing in progress: no new version over it
    expect((await call('POST', `/candidate/${id}/kit`, admin.token)).statusCode).toBe(409);
  });
});
