/**
 * Units of a client (spec 3 §3 Unit, §5 Unit rules, §6 delete is ADMIN only, §7 /candidate/data/units):
 * edit and delete, always scoped to the client the request acts on (docs/design.md §4). List, add and who
 * may call are in units.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  useUnitsFixture,
  t,
  admin,
  gestor,
  gestor2,
  C041,
  C042,
  ids,
  call,
  unitRow,
  snapshot,
} from './support/units-fixture.ts';

useUnitsFixture();

describe('PUT /candidate/data/units', () => {
  it('keeps the establishment CNPJ (numeric or alphanumeric, masked or not) and refuses wrong check digits', async () => {
    const created = (
      await call('POST', t.headers(gestor.token), {
        UNIDADE: 'FILIAL CNPJ',
        EMAILRESPONSAVEL: 'rh.cnpj@demo.com.br',
        CNPJ: '11.222.333/0002-62',
      })
    ).json();
    expect(created.CNPJ).toBe('11222333000262');
    const alnum = await call('PUT', t.headers(gestor.token), {
      CODUNIDADE: created.CODUNIDADE,
      UNIDADE: 'FILIAL CNPJ',
      EMAILRESPONSAVEL: 'rh.cnpj@demo.com.br',
      CNPJ: '12.abc.345/01de-35',
    });
    expect(alnum.json().CNPJ).toBe('12ABC34501DE35');
    // a form that does not send it keeps it
    const kept = await call('PUT', t.headers(gestor.token), {
      CODUNIDADE: created.CODUNIDADE,
      UNIDADE: 'FILIAL CNPJ 2',
      EMAILRESPONSAVEL: 'rh.cnpj@demo.com.br',
    });
    expect(kept.json().CNPJ).toBe('12ABC34501DE35');
    for (const CNPJ of ['11222333000263', '12ABC34501DE53', 'x\u0000y', '1'.repeat(50)]) {
      const res = await call('PUT', t.headers(gestor.token), {
        CODUNIDADE: created.CODUNIDADE,
        UNIDADE: 'FILIAL CNPJ',
        EMAILRESPONSAVEL: 'rh.cnpj@demo.com.br',
        CNPJ,
      });
      expect(res.statusCode, CNPJ).toBe(400);
      expect(res.json().message).toMatch(CNPJ.includes('\u0000') ? /Caractere inválido/ : /CNPJ inválido\./);
    }
    expect(await unitRow(created.CODUNIDADE)).toMatchObject({ cnpj: '12ABC34501DE35' });
  });

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
      CNPJ: null,
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
