/**
 * PUT /candidate/address/main and /candidate/address/delivery (spec 2 §7, spec 3 §7): the address
 * saved as a whole, checked by the registry; the caller's own candidate only (another client's id
 * answers 404); one bad field refuses the whole save.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/lib/rows.ts';
import {
  C041,
  C042,
  admin,
  candidato,
  gestor,
  gestor2,
  t,
  useStaffApp,
} from './support/staff-app-fixture.ts';
import { signInAs } from './support/demo-cast.ts';

let carlos: number;
let daniel: number;
let ana042: number;
useStaffApp(async (app) => {
  const ids = rowsOf<{ codcandidato: number; email: string }>(
    await app.db.execute(sql`select codcandidato, email from candidate
      where email in ('candidato@demo.com.br', 'daniel@demo.com.br', 'candidata@outra.com.br')`),
  );
  const idOf = (e: string) => ids.find((r) => r.email === e)!.codcandidato;
  carlos = idOf('candidato@demo.com.br');
  daniel = idOf('daniel@demo.com.br');
  ana042 = idOf('candidata@outra.com.br');
});

const put = (part: 'main' | 'delivery', token: string, payload: unknown, tenant = C041) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/candidate/address/${part}`,
    headers: t.headers(token, tenant),
    payload: payload as Record<string, unknown>,
  });

const column = async (id: number, col: string) =>
  rowsOf<{ v: unknown }>(
    await t.db.execute(
      sql`select ${sql.identifier(col)}::text as v from candidate where codcandidato = ${id}`,
    ),
  )[0]!.v;

const HOME = {
  CEP: '01310-100',
  IDLOGRADOURO: '33',
  ENDERECO: 'AVENIDA PAULISTA',
  NUMERO: '1000',
  COMPLEMENTO: 'AP 12',
  BAIRRO: 'BELA VISTA',
  CIDADE: 'SÃO PAULO',
  UF: 'SP',
};

describe('PUT /api/candidate/address/main', () => {
  it('saves the whole address of the candidate, normalised, with one audit row per changed field', async () => {
    const res = await put('main', candidato.token, { CODCANDIDATO: carlos, ...HOME });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CODCANDIDATO: carlos, CEP: '01310100', ENDERECO: 'AVENIDA PAULISTA' });
    expect(await column(carlos, 'cep')).toBe('01310100');
    expect(await column(carlos, 'bairro')).toBe('BELA VISTA');
    const audit = rowsOf<{ field: string }>(
      await t.db.execute(sql`select field from audit_log where entity = 'candidate'
        and entity_id = ${String(carlos)} and field in ('CEP', 'BAIRRO')`),
    );
    expect(audit.map((a) => a.field).sort()).toEqual(['BAIRRO', 'CEP']);
  });

  it('refuses the whole save when one field is wrong, in pt-BR, changing nothing', async () => {
    const res = await put('main', candidato.token, {
      CODCANDIDATO: carlos,
      ...HOME,
      BAIRRO: 'CENTRO',
      CEP: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('CEP: CEP inválido.');
    expect(await column(carlos, 'bairro')).toBe('BELA VISTA');
    const long = await put('main', candidato.token, { CODCANDIDATO: carlos, ENDERECO: 'A'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Máximo de 100 caracteres/);
  });

  it('refuses wrong types, unknown lookups and NUL characters with a 4xx', async () => {
    for (const payload of [
      { CODCANDIDATO: carlos, NUMERO: { x: 1 } },
      { CODCANDIDATO: 'abc', NUMERO: '1' },
      { CODCANDIDATO: carlos, UF: 'XX' },
      { CODCANDIDATO: carlos, BAIRRO: 'BELA\u0000VISTA' },
    ]) {
      const res = await put('main', candidato.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await column(carlos, 'bairro')).toBe('BELA VISTA');
  });

  it("answers 404 for another candidate's id (the candidate's own or another client's)", async () => {
    expect((await put('main', candidato.token, { CODCANDIDATO: daniel, ...HOME })).statusCode).toBe(404);
    expect((await put('main', candidato.token, { CODCANDIDATO: ana042, ...HOME })).statusCode).toBe(404);
    // staff of 041 naming a 042 candidate, and the manager of 042 naming a 041 one
    expect((await put('main', gestor.token, { CODCANDIDATO: ana042, ...HOME })).statusCode).toBe(404);
    expect((await put('main', gestor2.token, { CODCANDIDATO: carlos, ...HOME }, C042)).statusCode).toBe(404);
  });

  it('lets staff save it (naming themselves), refuses another CODUSUARIO and a candidate in a locked status', async () => {
    const ok = await put('main', gestor.token, { CODCANDIDATO: carlos, NUMERO: '1001' });
    expect(ok.statusCode).toBe(200);
    expect(await column(carlos, 'numero')).toBe('1001');
    const other = await put('main', gestor.token, { CODCANDIDATO: carlos, CODUSUARIO: 999999, NUMERO: '1' });
    expect(other.statusCode).toBe(403);
    const adminSave = await put('main', admin.token, { CODCANDIDATO: daniel, NUMERO: '7' });
    expect(adminSave.statusCode).toBe(200);
    // waiting for review (status 4) the candidate's own save is refused with the spec's text
    await t.db.execute(sql`update candidate set codstatus = 4 where codcandidato = ${carlos}`);
    try {
      const locked = await put('main', candidato.token, { CODCANDIDATO: carlos, NUMERO: '8' });
      expect(locked.statusCode).toBe(403);
      expect(locked.json().message).toBe('Dados aguardando validação');
      expect(await column(carlos, 'numero')).toBe('1001');
    } finally {
      await t.db.execute(sql`update candidate set codstatus = 3 where codcandidato = ${carlos}`);
    }
  });
});

describe('PUT /api/candidate/address/delivery', () => {
  it("copies the home address to the delivery one (the page's 'copiar para entrega')", async () => {
    const delivery = Object.fromEntries(Object.entries(HOME).map(([k, v]) => [`${k}_ENTREGA`, v]));
    const res = await put('delivery', candidato.token, {
      CODCANDIDATO: carlos,
      ...delivery,
      PESSOAAUTORIZADA: 'N',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CEP_ENTREGA: '01310100', PESSOAAUTORIZADA: 'N' });
    expect(await column(carlos, 'cidade_entrega')).toBe('SÃO PAULO');
  });

  it('checks the delivery limits and refuses another client', async () => {
    const res = await put('delivery', candidato.token, {
      CODCANDIDATO: carlos,
      COMPLEMENTO_ENTREGA: 'X'.repeat(31),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Máximo de 30 caracteres/);
    expect(
      (await put('delivery', gestor.token, { CODCANDIDATO: ana042, CEP_ENTREGA: '01310100' })).statusCode,
    ).toBe(404);
  });

  it('is refused for a client that asks no delivery address (042)', async () => {
    const cand042 = await signInAs(t, 'cand042');
    const res = await put('delivery', cand042.token, { CODCANDIDATO: ana042, CEP_ENTREGA: '01310100' }, C042);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O cliente não solicita endereço de entrega.');
  });
});
