/**
 * Bank search by the names people use (issue 14): accents and case folded on both sides, and the
 * common names of BANK_ALIASES ('itau' → Itaú Unibanco 341, 'nubank' → Nu Pagamentos 260).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';

let t: TestApp;
let cand: LogonAnswer;

beforeAll(async () => {
  t = await createTestApp();
  cand = await signInAs(t, 'cand');
});
afterAll(() => t.close());

interface Bank {
  CODBACEN: string;
  BANCO_NOME: string;
  CODBANCO: number;
}

const codesFor = async (filter: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/data/banks?FILTER=${encodeURIComponent(filter)}`,
    headers: t.headers(cand.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Bank[]>().map((b) => b.CODBANCO);
};

describe('GET /api/candidate/data/banks by common name', () => {
  it.each([
    ['itau', 341],
    ['Itaú', 341],
    ['ITAU', 341],
    ['nubank', 260],
    ['Nubank', 260],
    ['pagbank', 290],
    ['inter', 77],
    ['c6', 336],
    ['C6 Bank', 336],
    ['mercado pago', 323],
    ['picpay', 380],
    ['caixa', 104],
    ['Caixa Econômica', 104],
    ['bb', 1],
    ['santander', 33],
    ['bradesco', 237],
    ['instituicao de pagamento', 260],
  ])("'%s' finds bank %i", async (filter, code) => {
    expect(await codesFor(filter)).toContain(code);
  });

  it('a common name does not bring unrelated banks, and an unknown one finds nothing', async () => {
    expect(await codesFor('nubank')).toEqual([260]);
    expect(await codesFor('zzbanco inexistente')).toEqual([]);
  });

  it('LIKE wildcards and NUL characters in the filter are plain text, never a 5xx', async () => {
    expect(await codesFor('%')).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/data/banks?FILTER=ita%00u',
      headers: t.headers(cand.token),
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
