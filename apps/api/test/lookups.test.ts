/**
 * Lookup lists of the candidate page (docs/api-candidate-page.md; spec 2 §3.7, §7):
 * marital status, education level, race, street types, city/country search, bank search
 * honouring the client's bank preference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
let t: TestApp;
let cand: LogonAnswer;
let cand042: LogonAnswer;
let admin: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, admin } = await signInDemoCast(t, 'cand', 'cand042', 'admin'));
});
afterAll(() => t.close());

const get = (url: string, token: string | null = cand.token, tenant?: { CODADM: number; CODCLI: string }) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? t.headers(token, tenant) : {} });

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];

/** Replaces (or adds) keys of the stored settings of a client, as the staff configuration screen would. */
async function setBankPreference(codcli: string, pref: 'T' | 'E' | 'P', selected: number) {
  const [row] = rowsOf<{ settings: Record<string, unknown> | string }>(
    await t.db.execute(sql`select settings from client_settings where codadm = 9 and codcli = ${codcli}`),
  );
  const current = typeof row!.settings === 'string' ? JSON.parse(row!.settings) : row!.settings;
  const next = { ...current, BANCO_PREFERENCIA: pref, BANCO_SELECIONADO: selected };
  await t.db.execute(
    sql`update client_settings set settings = ${JSON.stringify(next)}::jsonb where codadm = 9 and codcli = ${codcli}`,
  );
}

interface City {
  MUNICIPIO_UF_DADOS: string;
  MUNICIPIO_UF_NOME_COMPLETO: string;
}
interface Bank {
  CODBACEN: string;
  BANCO_NOME: string;
  CODBANCO: number;
}

describe('GET /api/candidate/data/marital_status', () => {
  it('answers the six codes with their pt-BR names', async () => {
    const res = await get('/candidate/data/marital_status');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ ID: string; ESTADOCIVIL: string }[]>();
    expect(list.map((r) => r.ID).sort()).toEqual(['CAS', 'DIV', 'SOL', 'SPJ', 'UNE', 'VIU']);
    expect(list).toContainEqual({ ID: 'SOL', ESTADOCIVIL: 'Solteiro(a)' });
    expect(list).toContainEqual({ ID: 'UNE', ESTADOCIVIL: 'União estável' });
  });
});

describe('GET /api/candidate/data/education_level', () => {
  it('answers the 12 eSocial levels, 1 = illiterate to 12 = doctorate', async () => {
    const res = await get('/candidate/data/education_level');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ ID: number; GRAUINSTITUICAO: string }[]>();
    expect(list).toHaveLength(12);
    expect(list.map((r) => r.ID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(list[0]!.GRAUINSTITUICAO).toMatch(/^Analfabeto/);
    expect(list[6]).toEqual({ ID: 7, GRAUINSTITUICAO: 'Ensino Médio completo' });
    expect(list[11]).toEqual({ ID: 12, GRAUINSTITUICAO: 'Doutorado completo' });
  });
});

describe('GET /api/candidate/data/human_race', () => {
  it("answers the races with ATIVO flags; 'Não informado' (6) is inactive", async () => {
    const res = await get('/candidate/data/human_race');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ ID: number; RACA: string; ATIVO: boolean }[]>();
    expect(list).toHaveLength(6);
    expect(list.find((r) => r.ID === 6)).toEqual({ ID: 6, RACA: 'Não informado', ATIVO: false });
    expect(list.filter((r) => r.ATIVO).map((r) => r.RACA)).toEqual([
      'Branca',
      'Preta',
      'Parda',
      'Amarela',
      'Indígena',
    ]);
  });
});

describe('GET /api/candidate/data/public_place', () => {
  it('answers the street types with 33 = Rua and 4 = Avenida', async () => {
    const res = await get('/candidate/data/public_place');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ ID: number; DESCRICAO: string }[]>();
    expect(list).toContainEqual({ ID: 33, DESCRICAO: 'Rua' });
    expect(list).toContainEqual({ ID: 4, DESCRICAO: 'Avenida' });
    expect(new Set(list.map((r) => r.ID)).size).toBe(list.length);
  });
});

describe('GET /api/candidate/data/cities', () => {
  it('finds São Paulo by name, case-insensitively, first among the matches, at most 30', async () => {
    const res = await get(`/candidate/data/cities?FILTER=${encodeURIComponent('são paulo')}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<City[]>();
    expect(list[0]).toEqual({ MUNICIPIO_UF_DADOS: '3550308', MUNICIPIO_UF_NOME_COMPLETO: 'São Paulo - SP' });
    expect(list.length).toBeLessThanOrEqual(30);
    for (const c of list) expect(c.MUNICIPIO_UF_NOME_COMPLETO.toLowerCase()).toContain('são paulo');
    const all = await get('/candidate/data/cities');
    expect(all.json<City[]>()).toHaveLength(30);
  });

  it('finds one municipality by its exact IBGE code', async () => {
    const res = await get('/candidate/data/cities?FILTER=3304557');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { MUNICIPIO_UF_DADOS: '3304557', MUNICIPIO_UF_NOME_COMPLETO: 'Rio de Janeiro - RJ' },
    ]);
    expect((await get('/candidate/data/cities?FILTER=3550308')).json()).toEqual([
      { MUNICIPIO_UF_DADOS: '3550308', MUNICIPIO_UF_NOME_COMPLETO: 'São Paulo - SP' },
    ]);
  });

  it('answers countries for a foreigner who is not naturalised', async () => {
    for (const q of ['NACIONALIDADE=EST', 'NACIONALIDADE=EST&NATURALIZADO=false']) {
      const res = await get(`/candidate/data/cities?FILTER=argentina&${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ MUNICIPIO_UF_DADOS: 'AR', MUNICIPIO_UF_NOME_COMPLETO: 'Argentina' }]);
    }
    const byCode = (await get('/candidate/data/cities?FILTER=AR&NACIONALIDADE=EST')).json<City[]>();
    expect(byCode).toContainEqual({ MUNICIPIO_UF_DADOS: 'AR', MUNICIPIO_UF_NOME_COMPLETO: 'Argentina' });
    for (const c of byCode) expect(c.MUNICIPIO_UF_DADOS).toMatch(/^[A-Z]{2}$/);
    // a city name is not a country
    expect((await get(`/candidate/data/cities?FILTER=campinas&NACIONALIDADE=EST`)).json()).toEqual([]);
  });

  it('answers municipalities for a naturalised foreigner and for a Brazilian', async () => {
    for (const q of ['NACIONALIDADE=EST&NATURALIZADO=true', 'NACIONALIDADE=BRA']) {
      const list = (await get(`/candidate/data/cities?FILTER=campinas&${q}`)).json<City[]>();
      expect(list[0]).toEqual({ MUNICIPIO_UF_DADOS: '3509502', MUNICIPIO_UF_NOME_COMPLETO: 'Campinas - SP' });
      expect((await get(`/candidate/data/cities?FILTER=argentina&${q}`)).json()).toEqual([]);
    }
  });

  it('treats % and _ in the filter as plain characters', async () => {
    expect((await get(`/candidate/data/cities?FILTER=${encodeURIComponent('%')}`)).json()).toEqual([]);
    expect((await get(`/candidate/data/cities?FILTER=_`)).json()).toEqual([]);
  });
});

describe('GET /api/candidate/data/banks', () => {
  it("finds a bank by its code ('1' → Banco do Brasil, CODBACEN 001)", async () => {
    const res = await get('/candidate/data/banks?FILTER=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ CODBACEN: '001', BANCO_NOME: 'Banco do Brasil S.A.', CODBANCO: 1 }]);
    expect((await get('/candidate/data/banks?FILTER=341')).json()).toEqual([
      { CODBACEN: '341', BANCO_NOME: 'ITAÚ UNIBANCO S.A.', CODBANCO: 341 },
    ]);
  });

  it('finds banks by part of the name, case-insensitively', async () => {
    const list = (await get('/candidate/data/banks?FILTER=bradesco')).json<Bank[]>();
    expect(list).toContainEqual({ CODBACEN: '237', BANCO_NOME: 'Banco Bradesco S.A.', CODBANCO: 237 });
    for (const b of list) expect(b.BANCO_NOME.toLowerCase()).toContain('bradesco');
  });

  it("with preference 'E' offers only the selected bank (Itaú)", async () => {
    await setBankPreference('041', 'E', 341);
    try {
      const all = (await get('/candidate/data/banks')).json<Bank[]>();
      expect(all).toEqual([{ CODBACEN: '341', BANCO_NOME: 'ITAÚ UNIBANCO S.A.', CODBANCO: 341 }]);
      expect((await get('/candidate/data/banks?FILTER=1')).json()).toEqual([]);
      expect((await get('/candidate/data/banks?FILTER=bradesco')).json()).toEqual([]);
      // the other client keeps every bank
      const other = (await get('/candidate/data/banks', cand042.token)).json<Bank[]>();
      expect(other[0]!.CODBANCO).toBe(1);
      expect(other.length).toBeGreaterThan(1);
    } finally {
      await setBankPreference('041', 'T', 0);
    }
  });

  it("with preference 'P' puts the selected bank (Itaú) first, then the others by code", async () => {
    await setBankPreference('041', 'P', 341);
    try {
      const all = (await get('/candidate/data/banks')).json<Bank[]>();
      expect(all[0]).toEqual({ CODBACEN: '341', BANCO_NOME: 'ITAÚ UNIBANCO S.A.', CODBANCO: 341 });
      expect(all[1]!.CODBANCO).toBe(1);
      const rest = all.slice(1).map((b) => b.CODBANCO);
      expect(rest).toEqual([...rest].sort((a, b) => a - b));
      expect(rest).not.toContain(341);
      // a filter still applies
      expect((await get('/candidate/data/banks?FILTER=237')).json<Bank[]>().map((b) => b.CODBANCO)).toEqual([
        237,
      ]);
    } finally {
      await setBankPreference('041', 'T', 0);
    }
  });

  it("with preference 'T' lists every bank ordered by code", async () => {
    const all = (await get('/candidate/data/banks')).json<Bank[]>();
    expect(all[0]!.CODBANCO).toBe(1);
    const codes = all.map((b) => b.CODBANCO);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });

  it("edit=true lets staff search every bank past preference 'E'; a candidate's edit=true changes nothing", async () => {
    await setBankPreference('041', 'E', 341);
    try {
      const staff = await get('/candidate/data/banks?edit=true&FILTER=bradesco', admin.token, C041);
      expect(staff.statusCode).toBe(200);
      expect(staff.json()).toContainEqual({
        CODBACEN: '237',
        BANCO_NOME: 'Banco Bradesco S.A.',
        CODBANCO: 237,
      });
      const staffAll = (await get('/candidate/data/banks?edit=true', admin.token, C041)).json<Bank[]>();
      expect(staffAll.length).toBeGreaterThan(1);
      expect(staffAll[0]!.CODBANCO).toBe(1);
      // without edit=true staff sees what the candidate sees
      expect(
        (await get('/candidate/data/banks', admin.token, C041)).json<Bank[]>().map((b) => b.CODBANCO),
      ).toEqual([341]);
      for (const url of [
        '/candidate/data/banks?edit=true',
        '/candidate/data/banks?edit=true&FILTER=bradesco',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.json<Bank[]>().every((b) => b.CODBANCO === 341)).toBe(true);
      }
      expect((await get('/candidate/data/banks?edit=true')).json<Bank[]>().map((b) => b.CODBANCO)).toEqual([
        341,
      ]);
      expect((await get(`/candidate/data/banks?edit=${'x'.repeat(11)}`, admin.token, C041)).statusCode).toBe(
        400,
      );
    } finally {
      await setBankPreference('041', 'T', 0);
    }
  });

  it('uses the client chosen in X-Cliente for a multi-client admin', async () => {
    await setBankPreference('042', 'E', 237);
    try {
      const b042 = await get('/candidate/data/banks', admin.token, { CODADM: 9, CODCLI: '042' });
      expect(b042.statusCode).toBe(200);
      expect(b042.json<Bank[]>().map((b) => b.CODBANCO)).toEqual([237]);
      const b041 = await get('/candidate/data/banks', admin.token, { CODADM: 9, CODCLI: '041' });
      expect(b041.json<Bank[]>().length).toBeGreaterThan(1);
      const none = await get('/candidate/data/banks', admin.token);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Selecione um cliente.');
    } finally {
      await setBankPreference('042', 'T', 0);
    }
  });
});

describe('authentication', () => {
  it('answers 401 to an anonymous caller on every lookup', async () => {
    for (const url of [
      '/candidate/data/marital_status',
      '/candidate/data/education_level',
      '/candidate/data/human_race',
      '/candidate/data/public_place',
      '/candidate/data/cities?FILTER=campinas',
      '/candidate/data/banks?FILTER=1',
    ]) {
      const res = await get(url, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message, url).toBe('Autenticação necessária.');
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/data/marital_status',
      headers: { authorization: 'Bearer nao-e-um-token' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('city search without accents', () => {
  it("finds 'São Paulo' by 'sao paulo'", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/data/cities?FILTER=sao%20paulo',
      headers: t.headers(cand.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { MUNICIPIO_UF_DADOS: '3550308', MUNICIPIO_UF_NOME_COMPLETO: 'São Paulo - SP' },
      ]),
    );
  });
});
