/**
 * POST /api/candidate/data/change: the candidate's reply to a status observation
 * (docs/api-candidate-page.md; docs/design.md §3: from 11 or 12 the reply sets status 10).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

const NOT_ALLOWED = 'Só é possível responder quando a correção de dados ou de documentos foi solicitada.';
const OBS_STAFF = 'Corrija o número do CPF.';

let t: TestApp;
let cand: LogonAnswer;
let cand042: LogonAnswer;
let gestor: LogonAnswer;
let admin: LogonAnswer;
let id: number;
let id042: number;

beforeAll(async () => {
  t = await createTestApp();
  cand = await t.login('candidato@demo.com.br');
  cand042 = await t.login('candidata@outra.com.br');
  gestor = await t.login('gestor');
  admin = await t.login('admin');
  id = cand.candidate!.CODCANDIDATO;
  id042 = cand042.candidate!.CODCANDIDATO;
});
afterAll(() => t.close());

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];
const state = async (cod = id) =>
  rowsOf<{ codstatus: number; obsstatus: string | null }>(
    await t.db.execute(sql`select codstatus, obsstatus from candidate where codcandidato = ${cod}`),
  )[0]!;
const setState = (codstatus: number, obsstatus: string | null = OBS_STAFF, cod = id) =>
  t.db.execute(
    sql`update candidate set codstatus = ${codstatus}, obsstatus = ${obsstatus} where codcandidato = ${cod}`,
  );
const reply = (
  token: string,
  payload: Record<string, unknown>,
  tenant?: { CODADM: number; CODCLI: string },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/data/change',
    headers: t.headers(token, tenant),
    payload,
  });
const body = (over: Record<string, unknown> = {}) => ({
  CODCANDIDATO: id,
  CODSTATUS: 10,
  OBSSTATUS: 'Corrigi o CPF',
  ...over,
});

describe('POST /api/candidate/data/change', () => {
  it('refuses a reply when no correction was asked (status 3 and others) with 403, changing nothing', async () => {
    for (const s of [3, 4, 6, 10, 13, 14]) {
      await setState(s);
      const res = await reply(cand.token, body());
      expect(res.statusCode, `status ${s}`).toBe(403);
      expect(res.json().message).toBe(NOT_ALLOWED);
      expect(await state()).toEqual({ codstatus: s, obsstatus: OBS_STAFF });
    }
  });

  it('moves status 11 to 10 and stores the reply', async () => {
    await setState(11);
    const res = await reply(cand.token, body());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CODCANDIDATO: id, CODSTATUS: 10 });
    expect(await state()).toEqual({ codstatus: 10, obsstatus: 'Corrigi o CPF' });
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${id}`,
      headers: t.headers(cand.token),
    });
    expect(record.json()).toMatchObject({ CODSTATUS: 10, OBSSTATUS: 'Corrigi o CPF' });
    // the record is locked again for the candidate while the staff reads the answer
    const again = await reply(cand.token, body({ OBSSTATUS: 'De novo' }));
    expect(again.statusCode).toBe(403);
    expect((await state()).obsstatus).toBe('Corrigi o CPF');
  });

  it('moves status 12 to 10, trimming the reply', async () => {
    await setState(12);
    const res = await reply(cand.token, body({ OBSSTATUS: '  Reenviei o RG  ', CODSTATUS: '10' }));
    expect(res.statusCode).toBe(200);
    expect(await state()).toEqual({ codstatus: 10, obsstatus: 'Reenviei o RG' });
  });

  it('writes the status change to the audit log', async () => {
    await setState(11);
    expect((await reply(cand.token, body({ OBSSTATUS: 'Para o log' }))).statusCode).toBe(200);
    const log = rowsOf<{ actor: string; old_value: string; new_value: string }>(
      await t.db.execute(
        sql`select actor, old_value, new_value from audit_log
          where entity = 'candidate' and entity_id = ${String(id)} and field = 'CODSTATUS' order by id`,
      ),
    );
    expect(log.at(-1)).toEqual({ actor: `c:${id}`, old_value: '11', new_value: '10' });
  });

  it('refuses a CODSTATUS other than 10 with 400, changing nothing', async () => {
    await setState(11);
    for (const CODSTATUS of [3, 4, 8, 11, 12]) {
      const res = await reply(cand.token, body({ CODSTATUS }));
      expect(res.statusCode, `CODSTATUS ${CODSTATUS}`).toBe(400);
      expect(res.json().message).toBe('A resposta do candidato muda o status para 10.');
    }
    const notNumber = await reply(cand.token, body({ CODSTATUS: 'dez' }));
    expect(notNumber.statusCode).toBe(400);
    expect(await state()).toEqual({ codstatus: 11, obsstatus: OBS_STAFF });
  });

  it('refuses an empty reply or one longer than 200 characters with 400, changing nothing', async () => {
    await setState(11);
    for (const OBSSTATUS of ['', '   ']) {
      const res = await reply(cand.token, body({ OBSSTATUS }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Escreva a sua resposta.');
    }
    const missing = await reply(cand.token, { CODCANDIDATO: id, CODSTATUS: 10 });
    expect(missing.statusCode).toBe(400);
    const long = await reply(cand.token, body({ OBSSTATUS: 'A'.repeat(201) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Máximo de 200 caracteres.');
    expect(await state()).toEqual({ codstatus: 11, obsstatus: OBS_STAFF });
    const exactly200 = await reply(cand.token, body({ OBSSTATUS: 'B'.repeat(200) }));
    expect(exactly200.statusCode).toBe(200);
    expect(await state()).toEqual({ codstatus: 10, obsstatus: 'B'.repeat(200) });
  });

  it('refuses staff with 403, changing nothing', async () => {
    await setState(11);
    const byManager = await reply(gestor.token, body());
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe('Acesso negado.');
    const byAdmin = await reply(admin.token, body(), { CODADM: 9, CODCLI: '041' });
    expect(byAdmin.statusCode).toBe(403);
    expect(await state()).toEqual({ codstatus: 11, obsstatus: OBS_STAFF });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/candidate/data/change', payload: body() });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a payload naming another candidate's CODCANDIDATO (404), changing neither record", async () => {
    await setState(11);
    await setState(11, 'Corrija o RG.', id042);
    const res = await reply(cand.token, body({ CODCANDIDATO: id042 }));
    expect(res.statusCode).toBe(404);
    expect(await state()).toEqual({ codstatus: 11, obsstatus: OBS_STAFF });
    expect(await state(id042)).toEqual({ codstatus: 11, obsstatus: 'Corrija o RG.' });
  });

  it('each candidate replies only on their own record', async () => {
    await setState(11);
    await setState(12, 'Reenvie o RG.', id042);
    const res = await reply(cand042.token, { CODCANDIDATO: id042, CODSTATUS: 10, OBSSTATUS: 'Reenviado' });
    expect(res.statusCode).toBe(200);
    expect(await state(id042)).toEqual({ codstatus: 10, obsstatus: 'Reenviado' });
    expect(await state()).toEqual({ codstatus: 11, obsstatus: OBS_STAFF });
  });
});
