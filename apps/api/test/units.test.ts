/**
 * Units of a client (spec 3 §3 Unit, §5 Unit rules, §7 /candidate/data/units): list, add and who may
 * call, always scoped to the client the request acts on (docs/design.md §4). Edit and delete are in
 * units-edit.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  useUnitsFixture,
  type Method,
  t,
  admin,
  gestor,
  gestor2,
  candidato,
  C041,
  C042,
  ids,
  call,
  unitRow,
  unitCount,
  snapshot,
} from './support/units-fixture.ts';

useUnitsFixture();

describe('GET /candidate/data/units', () => {
  it("lists only the units of the manager's own client, by name", async () => {
    const res = await call('GET', t.headers(gestor.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        CODUNIDADE: ids['FILIAL CAMPINAS'],
        UNIDADE: 'FILIAL CAMPINAS',
        EMAILRESPONSAVEL: 'rh.campinas@demo.com.br',
        CNPJ: null,
        CODADM: 9,
        CODCLI: '041',
      },
      {
        CODUNIDADE: ids['MATRIZ SÃO PAULO'],
        UNIDADE: 'MATRIZ SÃO PAULO',
        EMAILRESPONSAVEL: 'rh.matriz@demo.com.br',
        CNPJ: null,
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
        CNPJ: null,
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
      CNPJ: null,
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
