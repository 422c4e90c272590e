/**
 * Units of a client (spec 3 §3 Unit, §5 Unit rules, §6 delete is ADMIN only, §7 /candidate/data/units):
 * list, add, edit and delete, always scoped to the client the request acts on (DESIGN.md §4).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer, TenantRef } from '@admissao/domain';
import { unit } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let candidato: LogonAnswer;

const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
const C042: TenantRef = { CODADM: 9, CODCLI: '042' };
const URL_UNITS = '/api/candidate/data/units';

/** unit ids of the demo, by name */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [admin, gestor, gestor2, candidato] = await Promise.all([
    t.login('admin'),
    t.login('gestor'),
    t.login('gestor2'),
    t.login('candidato@demo.com.br'),
  ]);
  for (const u of await t.db.select().from(unit)) ids[u.unidade] = u.codunidade;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: URL_UNITS, headers, payload });

async function unitRow(codunidade: number) {
  const [row] = await t.db.select().from(unit).where(eq(unit.codunidade, codunidade));
  return row;
}
async function unitCount(tenant: TenantRef) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(unit)
    .where(and(eq(unit.codadm, tenant.CODADM), eq(unit.codcli, tenant.CODCLI)));
  return row!.n;
}
async function snapshot() {
  return t.db.select().from(unit).orderBy(unit.codunidade);
}

describe('GET /candidate/data/units', () => {
  it("lists only the units of the manager's own client, by name", async () => {
    const res = await call('GET', t.headers(gestor.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        CODUNIDADE: ids['FILIAL CAMPINAS'],
        UNIDADE: 'FILIAL CAMPINAS',
        EMAILRESPONSAVEL: 'rh.campinas@demo.com.br',
        CODADM: 9,
        CODCLI: '041',
      },
      {
        CODUNIDADE: ids['MATRIZ SÃO PAULO'],
        UNIDADE: 'MATRIZ SÃO PAULO',
        EMAILRESPONSAVEL: 'rh.matriz@demo.com.br',
        CODADM: 9,
        CODCLI: '041',
      },
    ]);
  });

  it('lists the one unit of 042 to its manager', async () => {
    const res = await call('GET', t.headers(gestor2.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        CODUNIDADE: ids['SEDE RIO DE JANEIRO'],
        UNIDADE: 'SEDE RIO DE JANEIRO',
        EMAILRESPONSAVEL: 'rh@outra.com.br',
        CODADM: 9,
        CODCLI: '042',
      },
    ]);
  });

  it('follows the X-Cliente header for the multi-client admin', async () => {
    const a041 = await call('GET', t.headers(admin.token, C041));
    expect(a041.statusCode).toBe(200);
    expect(a041.json().map((u: { UNIDADE: string }) => u.UNIDADE)).toEqual([
      'FILIAL CAMPINAS',
      'MATRIZ SÃO PAULO',
    ]);
    const a042 = await call('GET', t.headers(admin.token, C042));
    expect(a042.statusCode).toBe(200);
    expect(a042.json().map((u: { UNIDADE: string }) => u.UNIDADE)).toEqual(['SEDE RIO DE JANEIRO']);
  });

  it("answers 400 'Selecione um cliente.' to the multi-client admin without a header", async () => {
    const res = await call('GET', t.headers(admin.token));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Selecione um cliente.');
  });

  it("refuses a client the manager does not belong to with 403 'Cliente não autorizado'", async () => {
    const res = await call('GET', t.headers(gestor.token, C042));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cliente não autorizado');
    expect(res.body).not.toContain('SEDE RIO');
  });
});

describe('POST /candidate/data/units', () => {
  it('adds a unit to the caller client, trimming the name and lower-casing the e-mail', async () => {
    const before = await unitCount(C041);
    const res = await call('POST', t.headers(gestor.token), {
      UNIDADE: '  FILIAL SANTOS  ',
      EMAILRESPONSAVEL: 'RH.Santos@Demo.com.br',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      CODUNIDADE: expect.any(Number),
      UNIDADE: 'FILIAL SANTOS',
      EMAILRESPONSAVEL: 'rh.santos@demo.com.br',
      CODADM: 9,
      CODCLI: '041',
      message: 'Unidade adicionada com sucesso!',
    });
    expect(await unitCount(C041)).toBe(before + 1);
    expect(await unitRow(body.CODUNIDADE)).toMatchObject({
      codadm: 9,
      codcli: '041',
      unidade: 'FILIAL SANTOS',
      emailresponsavel: 'rh.santos@demo.com.br',
    });
    // it shows in 041's list, never in 042's
    const list041 = (await call('GET', t.headers(gestor.token))).json() as { CODUNIDADE: number }[];
    expect(list041.map((u) => u.CODUNIDADE)).toContain(body.CODUNIDADE);
    const list042 = (await call('GET', t.headers(gestor2.token))).json() as { CODUNIDADE: number }[];
    expect(list042.map((u) => u.CODUNIDADE)).not.toContain(body.CODUNIDADE);
  });

  it('adds to the client of the header for the admin (042)', async () => {
    const res = await call('POST', t.headers(admin.token, C042), {
      UNIDADE: 'FILIAL NITERÓI',
      EMAILRESPONSAVEL: 'rh.niteroi@outra.com.br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ UNIDADE: 'FILIAL NITERÓI', CODADM: 9, CODCLI: '042' });
    expect(await unitRow(res.json().CODUNIDADE)).toMatchObject({ codcli: '042' });
  });

  it('requires the name and creates nothing', async () => {
    const before = await snapshot();
    for (const payload of [
      { EMAILRESPONSAVEL: 'rh.x@demo.com.br' },
      { UNIDADE: '', EMAILRESPONSAVEL: 'rh.x@demo.com.br' },
      { UNIDADE: '    ', EMAILRESPONSAVEL: 'rh.x@demo.com.br' },
    ]) {
      const res = await call('POST', t.headers(gestor.token), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe('Nome da unidade é obrigatório.');
    }
    expect(await snapshot()).toEqual(before);
  });

  it("requires a valid responsible e-mail ('Email inválido') and creates nothing", async () => {
    const before = await snapshot();
    for (const payload of [
      { UNIDADE: 'FILIAL SEM EMAIL' },
      { UNIDADE: 'FILIAL SEM EMAIL', EMAILRESPONSAVEL: '' },
      { UNIDADE: 'FILIAL SEM EMAIL', EMAILRESPONSAVEL: 'rh.demo.com.br' },
      { UNIDADE: 'FILIAL SEM EMAIL', EMAILRESPONSAVEL: 'rh@demo' },
      { UNIDADE: 'FILIAL SEM EMAIL', EMAILRESPONSAVEL: 'rh @demo.com.br' },
    ]) {
      const res = await call('POST', t.headers(gestor.token), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe('Email inválido');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a name longer than 100 characters and creates nothing', async () => {
    const before = await snapshot();
    const res = await call('POST', t.headers(gestor.token), {
      UNIDADE: 'U'.repeat(101),
      EMAILRESPONSAVEL: 'rh.longo@demo.com.br',
    });
    expect(res.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PUT /candidate/data/units', () => {
  it('edits a unit of the caller client', async () => {
    const created = (
      await call('POST', t.headers(gestor.token), {
        UNIDADE: 'FILIAL SOROCABA',
        EMAILRESPONSAVEL: 'rh.sorocaba@demo.com.br',
      })
    ).json();
    const res = await call('PUT', t.headers(gestor.token), {
      CODUNIDADE: created.CODUNIDADE,
      UNIDADE: 'FILIAL SOROCABA CENTRO',
      EMAILRESPONSAVEL: 'RH.Centro@Demo.com.br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      CODUNIDADE: created.CODUNIDADE,
      UNIDADE: 'FILIAL SOROCABA CENTRO',
      EMAILRESPONSAVEL: 'rh.centro@demo.com.br',
      CODADM: 9,
      CODCLI: '041',
      message: 'Unidade alterada com sucesso!',
    });
    expect(await unitRow(created.CODUNIDADE)).toMatchObject({
      unidade: 'FILIAL SOROCABA CENTRO',
      emailresponsavel: 'rh.centro@demo.com.br',
      codcli: '041',
    });
  });

  it('applies the same rules as adding, and changes nothing when refused', async () => {
    const id = ids['FILIAL CAMPINAS']!;
    const before = await unitRow(id);
    const noName = await call('PUT', t.headers(gestor.token), {
      CODUNIDADE: id,
      UNIDADE: ' ',
      EMAILRESPONSAVEL: 'rh.campinas@demo.com.br',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Nome da unidade é obrigatório.');
    const badMail = await call('PUT', t.headers(gestor.token), {
      CODUNIDADE: id,
      UNIDADE: 'FILIAL CAMPINAS NOVA',
      EMAILRESPONSAVEL: 'campinas',
    });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().message).toBe('Email inválido');
    expect(await unitRow(id)).toEqual(before);
  });

  it('answers 404 for a unit of another client and leaves that unit unchanged', async () => {
    const rio = ids['SEDE RIO DE JANEIRO']!;
    const before = await unitRow(rio);
    for (const headers of [t.headers(gestor.token), t.headers(admin.token, C041)]) {
      const res = await call('PUT', headers, {
        CODUNIDADE: rio,
        UNIDADE: 'INVADIDA',
        EMAILRESPONSAVEL: 'invasor@demo.com.br',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Unidade não encontrada.');
      expect(res.body).not.toContain('SEDE RIO');
    }
    expect(await unitRow(rio)).toEqual(before);
  });

  it('answers 404 for a unit that does not exist', async () => {
    const res = await call('PUT', t.headers(gestor.token), {
      CODUNIDADE: 999999,
      UNIDADE: 'FANTASMA',
      EMAILRESPONSAVEL: 'rh.fantasma@demo.com.br',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unidade não encontrada.');
  });
});

describe('DELETE /candidate/data/units', () => {
  async function newUnit(name: string, headers = t.headers(gestor.token)) {
    const res = await call('POST', headers, { UNIDADE: name, EMAILRESPONSAVEL: 'rh.tmp@demo.com.br' });
    expect(res.statusCode).toBe(200);
    return res.json().CODUNIDADE as number;
  }

  it("is refused to a MANAGER with 403 'Acesso negado.' and the unit stays", async () => {
    const id = await newUnit('FILIAL GESTOR NAO APAGA');
    const res = await call('DELETE', t.headers(gestor.token), { CODUNIDADE: id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Acesso negado.');
    expect(await unitRow(id)).toBeDefined();
    // gestor2 has every permission flag, and is still not an ADMIN
    const rio = ids['SEDE RIO DE JANEIRO']!;
    const res2 = await call('DELETE', t.headers(gestor2.token), { CODUNIDADE: rio });
    expect(res2.statusCode).toBe(403);
    expect(res2.json().message).toBe('Acesso negado.');
    expect(await unitRow(rio)).toBeDefined();
  });

  it('lets an ADMIN delete an unused unit of the client', async () => {
    const id = await newUnit('FILIAL TEMPORARIA');
    const res = await call('DELETE', t.headers(admin.token, C041), {
      CODUNIDADE: id,
      CODADM: 9,
      CODCLI: '041',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Unidade excluída com sucesso!' });
    expect(await unitRow(id)).toBeUndefined();
    const list = (await call('GET', t.headers(gestor.token))).json() as { CODUNIDADE: number }[];
    expect(list.map((u) => u.CODUNIDADE)).not.toContain(id);
    // a second delete of the same id finds nothing
    const again = await call('DELETE', t.headers(admin.token, C041), { CODUNIDADE: id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Unidade não encontrada.');
  });

  it('answers 409 for a unit a candidate uses, and the unit stays', async () => {
    const matriz = ids['MATRIZ SÃO PAULO']!;
    const before = await unitRow(matriz);
    const res = await call('DELETE', t.headers(admin.token, C041), { CODUNIDADE: matriz });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Não foi possível deletar essa unidade: há candidatos vinculados a ela.');
    expect(await unitRow(matriz)).toEqual(before);
    const list = (await call('GET', t.headers(gestor.token))).json() as { CODUNIDADE: number }[];
    expect(list.map((u) => u.CODUNIDADE)).toContain(matriz);
  });

  it('answers 404 for the unit id of another client, which stays unchanged', async () => {
    const rio = ids['SEDE RIO DE JANEIRO']!;
    const campinas042 = await newUnit('FILIAL SEM CANDIDATOS 042', t.headers(admin.token, C042));
    const before = await snapshot();
    for (const id of [rio, campinas042]) {
      const res = await call('DELETE', t.headers(admin.token, C041), { CODUNIDADE: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Unidade não encontrada.');
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 403 'Cliente não autorizado' when the body names another client than the header", async () => {
    const id = await newUnit('FILIAL CORPO OUTRO CLIENTE');
    const unused042 = await newUnit('FILIAL 042 CORPO', t.headers(admin.token, C042));
    const before = await snapshot();
    for (const body of [
      { CODUNIDADE: id, CODADM: 9, CODCLI: '042' },
      { CODUNIDADE: unused042, CODADM: 9, CODCLI: '042' },
      { CODUNIDADE: id, CODADM: 10, CODCLI: '041' },
    ]) {
      const res = await call('DELETE', t.headers(admin.token, C041), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().message, JSON.stringify(body)).toBe('Cliente não autorizado');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a missing or malformed CODUNIDADE with 400', async () => {
    const before = await snapshot();
    for (const body of [{}, { CODUNIDADE: 'abc' }, { CODUNIDADE: 0 }, { CODUNIDADE: -3 }]) {
      const res = await call('DELETE', t.headers(admin.token, C041), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('who may call /candidate/data/units', () => {
  it("refuses a candidate's token with 403 'Acesso negado.' for every method and changes nothing", async () => {
    const before = await snapshot();
    const headers = t.headers(candidato.token);
    const matriz = ids['MATRIZ SÃO PAULO']!;
    const cases: [Method, Record<string, unknown> | undefined][] = [
      ['GET', undefined],
      ['POST', { UNIDADE: 'FILIAL DO CANDIDATO', EMAILRESPONSAVEL: 'c@demo.com.br' }],
      ['PUT', { CODUNIDADE: matriz, UNIDADE: 'ALTERADA', EMAILRESPONSAVEL: 'c@demo.com.br' }],
      ['DELETE', { CODUNIDADE: ids['FILIAL CAMPINAS'] }],
    ];
    for (const [method, payload] of cases) {
      const res = await call(method, headers, payload);
      expect(res.statusCode, method).toBe(403);
      expect(res.json().message, method).toBe('Acesso negado.');
      expect(res.body, method).not.toContain('MATRIZ');
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 401 'Autenticação necessária.' without a token and changes nothing", async () => {
    const before = await snapshot();
    const matriz = ids['MATRIZ SÃO PAULO']!;
    const cases: [Method, Record<string, unknown> | undefined][] = [
      ['GET', undefined],
      ['POST', { UNIDADE: 'FILIAL ANONIMA', EMAILRESPONSAVEL: 'a@demo.com.br' }],
      ['PUT', { CODUNIDADE: matriz, UNIDADE: 'ANONIMA', EMAILRESPONSAVEL: 'a@demo.com.br' }],
      ['DELETE', { CODUNIDADE: ids['FILIAL CAMPINAS'] }],
    ];
    for (const [method, payload] of cases) {
      const res = await call(method, {}, payload);
      expect(res.statusCode, method).toBe(401);
      expect(res.json().message, method).toBe('Autenticação necessária.');
      expect(res.body, method).not.toContain('MATRIZ');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 to a forged token', async () => {
    const res = await call('GET', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sessão expirada. Entre novamente.');
  });
});
