/**
 * 'Recusar e pedir correção' (issue 30, decision 062): POST /candidate/documents/action with
 * PEDIR_CORRECAO refuses the document, moves the candidate to 12 with the refusal as the status
 * note and queues the correction e-mail, all or nothing; the separate status change's rules apply;
 * a retry of the same call changes nothing and sends no second e-mail.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { composeRefusal, correctionNote, DOC_MSG, REFUSAL_MSG, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { clearDocuments, docTypes, setDocStatus, setStatus } from './fixtures/documents-helpers.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let id: number;
let types: Record<string, number>;
const C041 = { CODADM: 9, CODCLI: '041' };
const C042 = { CODADM: 9, CODCLI: '042' };
const EMAIL = 'candidato@demo.com.br';
const RG_NAME = 'RG (FRENTE E VERSO)';
const OBS = composeRefusal(['ILEGIVEL', 'VERSO'], 'Envie uma foto com boa luz.');

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, admin, gestor, gestor2 } = await signInDemoCast(t, 'cand', 'admin', 'gestor', 'gestor2'));
  id = cand.candidate!.CODCANDIDATO;
  types = await docTypes(t, '041');
});
afterAll(() => t.close());

const RG = () => types[RG_NAME]!;
const CPF = () => types['CPF']!;

const ask = (token: string, body: Record<string, unknown> = {}, tenant?: typeof C041) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/documents/action',
    headers: t.headers(token, tenant),
    payload: {
      CODCANDIDATO: id,
      CODTIPODOC: RG(),
      ACAO: 'R',
      OBSERVACAO: OBS,
      PEDIR_CORRECAO: true,
      ...body,
    },
  });

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q))[0]!;
/** everything the call may write, to prove a refused call wrote nothing */
async function state() {
  const c = await one<{ codstatus: number; obsstatus: string | null }>(
    sql`select codstatus, obsstatus from candidate where codcandidato = ${id}`,
  );
  const count = (table: string, where = sql`codcandidato = ${id}`) =>
    one<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`).then((r) => r.n);
  const docs = rowsOf<{ codtipodoc: number; status: number; observacao_status: string | null }>(
    await t.db.execute(
      sql`select codtipodoc, status, observacao_status from candidate_document where codcandidato = ${id} order by codtipodoc`,
    ),
  );
  return {
    ...c,
    docs,
    logs: await count('candidate_log'),
    observations: await count('document_observation'),
    mails: await count('mail_outbox', sql`to_address = ${EMAIL}`),
    audits: await count('audit_log', sql`entity = 'candidate' and entity_id = ${String(id)}`),
  };
}

beforeEach(async () => {
  await clearDocuments(t, id);
  await setStatus(t, id, 4);
  await t.db.execute(sql`update candidate set obsstatus = null where codcandidato = ${id}`);
});

describe('Recusar e pedir correção', () => {
  it('refuses the document, moves the candidate to 12 with the reasons, logs it and queues one e-mail', async () => {
    const before = await state();
    const res = await ask(admin.token, { CODUSUARIO: admin.user.CODUSUARIO }, C041);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      CODTIPODOC: RG(),
      STATUS: 2,
      DESSTATUS: 'Recusado',
      CONFERIDO: true,
      OBSERVACAO_STATUS: OBS,
      CODSTATUS: 12,
      message: REFUSAL_MSG.correctionAsked,
    });
    const after = await state();
    const note = correctionNote(RG_NAME, OBS);
    expect(note).toBe(
      `${RG_NAME}: A imagem está ilegível. Falta o verso do documento. Envie uma foto com boa luz.`,
    );
    expect(after.codstatus).toBe(12);
    expect(after.obsstatus).toBe(note);
    expect(after.docs).toEqual([{ codtipodoc: RG(), status: 2, observacao_status: OBS }]);
    expect(after.observations - before.observations).toBe(1);
    expect(after.audits - before.audits).toBe(1);
    // the refusal (TIPO 1), then the status change (12, its note) — no 'Conferência iniciada' step
    const logs = rowsOf<{ tipo: string; codstatus: number; observacoes: string; codtipodoc: number | null }>(
      await t.db.execute(
        sql`select tipo, codstatus, observacoes, codtipodoc from candidate_log where codcandidato = ${id} order by codlog desc limit 2`,
      ),
    ).reverse();
    expect(after.logs - before.logs).toBe(2);
    expect(logs).toEqual([
      { tipo: '1', codstatus: 4, observacoes: `${DOC_MSG.refused} ${OBS}`, codtipodoc: RG() },
      { tipo: '0', codstatus: 12, observacoes: note, codtipodoc: null },
    ]);
    expect(after.mails - before.mails).toBe(1);
    const mail = await one<{ subject: string; text_body: string }>(
      sql`select subject, text_body from mail_outbox where to_address = ${EMAIL} order by id desc limit 1`,
    );
    expect(mail.subject).toContain('Correção de documentos');
    expect(mail.text_body).toContain('A imagem está ilegível.');
    expect(mail.text_body).toContain('Falta o verso do documento.');
    expect(mail.text_body).toContain(RG_NAME);
  });

  it('a retry of the same call answers the same state and writes nothing: no second e-mail', async () => {
    expect((await ask(admin.token, {}, C041)).statusCode).toBe(200);
    const before = await state();
    const again = await ask(admin.token, {}, C041);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      STATUS: 2,
      CODSTATUS: 12,
      message: REFUSAL_MSG.correctionUnchanged,
    });
    expect(await state()).toEqual(before);
  });

  it('once the correction is asked, another document with PEDIR_CORRECAO is 409 and nothing is written', async () => {
    expect((await ask(admin.token, {}, C041)).statusCode).toBe(200);
    const before = await state();
    const other = await ask(admin.token, { CODTIPODOC: CPF() }, C041);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(REFUSAL_MSG.correctionAlreadyAsked);
    const changedText = await ask(admin.token, { OBSERVACAO: 'Outro texto.' }, C041);
    expect(changedText.statusCode).toBe(409);
    expect(await state()).toEqual(before);
    // 'Só recusar' stays possible in 12
    const only = await ask(admin.token, { CODTIPODOC: CPF(), PEDIR_CORRECAO: false }, C041);
    expect(only.statusCode).toBe(200);
    expect(only.json()).toMatchObject({ STATUS: 2, CODSTATUS: 12, message: DOC_MSG.refused });
    expect((await state()).mails).toBe(before.mails);
  });

  it('in an end state (8, 9) it is refused and the document keeps its status', async () => {
    for (const s of [8, 9]) {
      await setStatus(t, id, s);
      await setDocStatus(t, id, RG(), 3);
      const before = await state();
      const res = await ask(admin.token, {}, C041);
      expect(res.statusCode).toBe(403);
      expect(await state()).toEqual(before);
    }
  });

  it('another client’s candidate answers 404 and nothing changes', async () => {
    const before = await state();
    expect((await ask(gestor2.token)).statusCode).toBe(404);
    expect((await ask(admin.token, {}, C042)).statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('a candidate, or staff naming another CODUSUARIO, gets 403 and nothing changes', async () => {
    const before = await state();
    expect((await ask(cand.token)).statusCode).toBe(403);
    expect((await ask(admin.token, { CODUSUARIO: 424242 }, C041)).statusCode).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('a manager without flags may do it (the status change needs none, decision 023)', async () => {
    const res = await ask(gestor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().CODSTATUS).toBe(12);
  });

  it('bad input is 400 and changes nothing: NUL, oversize, no text, not a refusal, not a boolean', async () => {
    const before = await state();
    const cases: Array<[Record<string, unknown>, string | null]> = [
      [{ OBSERVACAO: 'Ilegível\u0000' }, null],
      [{ OBSERVACAO: 'x'.repeat(231) }, DOC_MSG.observationTooLong],
      [{ OBSERVACAO: '  ' }, DOC_MSG.observationRequired],
      [{ ACAO: 'A.' }, REFUSAL_MSG.correctionNeedsRefusal],
      [{ ACAO: 'A' }, REFUSAL_MSG.correctionNeedsRefusal],
      [{ PEDIR_CORRECAO: 'sim' }, null],
    ];
    for (const [body, message] of cases) {
      const res = await ask(admin.token, body, C041);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await state()).toEqual(before);
  });

  it('without PEDIR_CORRECAO a refusal only refuses: the review starts (7), no e-mail', async () => {
    const before = await state();
    const res = await ask(admin.token, { PEDIR_CORRECAO: undefined }, C041);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ STATUS: 2, CODSTATUS: 7, message: DOC_MSG.refused });
    const after = await state();
    expect(after.codstatus).toBe(7);
    expect(after.mails).toBe(before.mails);
  });
});
