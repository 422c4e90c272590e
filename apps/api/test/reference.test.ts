import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipio, uf } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

describe('GET /api/candidate/data/status (public)', () => {
  it('lists the 14 statuses of docs/design.md §3 with description and colour', async () => {
    const res = await get('/candidate/data/status');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ CODSTATUS: number; DESSTATUS: string; CORSTATUS: string }[]>();
    expect(list).toHaveLength(14);
    expect(list.map((s) => s.CODSTATUS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(list.map((s) => s.DESSTATUS)).toEqual([
      'Cadastrado',
      'Primeiro acesso',
      'Em preenchimento',
      'Aguardando conferência',
      'Em atendimento',
      'Pendente',
      'Em conferência',
      'Finalizado',
      'Cancelado',
      'Respondido pelo candidato',
      'Correção de dados solicitada',
      'Correção de documentos solicitada',
      'Pendência reenviada',
      'Reaberto para o candidato',
    ]);
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(['CODSTATUS', 'CORSTATUS', 'DESSTATUS']);
      expect(s.CORSTATUS).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('GET /api/candidate/data/states (public)', () => {
  it('lists the 27 federative units as {UF_SIGLA, UF_NOME}', async () => {
    const res = await get('/candidate/data/states');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ UF_SIGLA: string; UF_NOME: string }[]>();
    expect(list).toHaveLength(27);
    expect(new Set(list.map((s) => s.UF_SIGLA)).size).toBe(27);
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(['UF_NOME', 'UF_SIGLA']);
      expect(s.UF_SIGLA).toMatch(/^[A-Z]{2}$/);
    }
    expect(list).toContainEqual({ UF_SIGLA: 'SP', UF_NOME: 'São Paulo' });
    expect(list).toContainEqual({ UF_SIGLA: 'DF', UF_NOME: 'Distrito Federal' });
    expect(list).toContainEqual({ UF_SIGLA: 'AP', UF_NOME: 'Amapá' });
  });
});

describe('municipalities (reference data loaded with the product)', () => {
  it('holds every IBGE municipality with its 7-digit code and state', async () => {
    const [{ n } = { n: 0 }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(municipio);
    expect(n).toBeGreaterThan(5500);
    const [sp] = await t.db.select().from(municipio).where(eq(municipio.codigo, '3550308'));
    expect(sp).toEqual({ codigo: '3550308', nome: 'São Paulo', uf: 'SP' });
    const [bsb] = await t.db.select().from(municipio).where(eq(municipio.codigo, '5300108'));
    expect(bsb?.uf).toBe('DF');
    const [{ bad } = { bad: -1 }] = await t.db
      .select({ bad: sql<number>`count(*)::int` })
      .from(municipio)
      .where(sql`${municipio.codigo} !~ '^[0-9]{7}$'`);
    expect(bad).toBe(0);
    const perState = await t.db.select({ uf: municipio.uf }).from(municipio).groupBy(municipio.uf);
    expect(perState).toHaveLength(27);
    const states = await t.db.select({ sigla: uf.sigla }).from(uf);
    expect(states).toHaveLength(27);
  });
});
