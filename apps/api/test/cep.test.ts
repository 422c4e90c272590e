/**
 * GET /api/candidate/data/cep/{cep} (docs/api-candidate-page.md; docs/design.md §6) against a real
 * local ViaCEP-compatible server: the answer mapping, the cache, 404, 503 and 400.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';

const UNAVAILABLE = 'Serviço de CEP indisponível. Preencha o endereço manualmente.';

/** ViaCEP answers by CEP; '88888888' never answers, '77777777' fails with 500. */
const ANSWERS: Record<string, unknown> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
  },
  '13015904': {
    cep: '13015-904',
    logradouro: 'Rua Barão de Jaguara',
    bairro: 'Centro',
    localidade: 'Campinas',
    uf: 'SP',
    ibge: '3509502',
  },
  '20040020': {
    cep: '20040-020',
    logradouro: 'Beco do Rosário',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
    ibge: '3304557',
  },
  '99999999': { erro: true },
};

let server: Server;
let requests: string[] = [];
let t: TestApp;
let cand: LogonAnswer;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const m = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '');
    if (m?.[1] === '88888888') return; // hangs: the app must give up on its own
    if (m?.[1] === '77777777') {
      res.writeHead(500).end('erro interno');
      return;
    }
    const body = m ? (ANSWERS[m[1]!] ?? { erro: 'true' }) : null;
    if (!body) {
      res.writeHead(400).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ cepServiceUrl: `http://127.0.0.1:${port}` });
  cand = await signInAs(t, 'cand');
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const cep = (value: string, token: string | null = cand.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidate/data/cep/${value}`,
    headers: token ? t.headers(token) : {},
  });
const cached = async (value: string) => {
  const res = await t.db.execute(sql`select answer from cep_cache where cep = ${value}`);
  return (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { answer: unknown }[];
};

describe('GET /api/candidate/data/cep/{cep}', () => {
  it('maps the ViaCEP answer: street type split off (Avenida = 4), city, IBGE code, UF', async () => {
    requests = [];
    const res = await cep('01310100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      CEP: '01310100',
      IDLOGRADOURO: 4,
      LOGRADOURO: 'Avenida',
      ENDERECO: 'Paulista',
      BAIRRO: 'Bela Vista',
      CIDADE: 'São Paulo',
      CODCIDADE: '3550308',
      UF: 'SP',
    });
    expect(requests).toEqual(['/ws/01310100/json/']);
    expect(await cached('01310100')).toHaveLength(1);
  });

  it('serves a second call (also written with the mask) from the cache, without asking the service', async () => {
    requests = [];
    const again = await cep('01310100');
    const masked = await cep('01310-100');
    expect(again.statusCode).toBe(200);
    expect(masked.statusCode).toBe(200);
    expect(masked.json()).toEqual(again.json());
    expect(masked.json()).toMatchObject({ CEP: '01310100', ENDERECO: 'Paulista', IDLOGRADOURO: 4 });
    expect(requests).toEqual([]);
  });

  it("maps 'Rua …' to Rua (33) and an unknown street type to Rua with the whole name", async () => {
    const rua = (await cep('13015-904')).json();
    expect(rua).toMatchObject({
      IDLOGRADOURO: 33,
      LOGRADOURO: 'Rua',
      ENDERECO: 'Barão de Jaguara',
      CIDADE: 'Campinas',
      CODCIDADE: '3509502',
    });
    const beco = (await cep('20040020')).json();
    expect(beco).toMatchObject({
      IDLOGRADOURO: 33,
      LOGRADOURO: 'Rua',
      ENDERECO: 'Beco do Rosário',
      UF: 'RJ',
    });
  });

  it("answers 404 'CEP não encontrado.' for a CEP the service does not know, and keeps that too", async () => {
    requests = [];
    const res = await cep('99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('CEP não encontrado.');
    expect(requests).toEqual(['/ws/99999999/json/']);
    const again = await cep('99999-999');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('CEP não encontrado.');
    expect(requests).toHaveLength(1);
    expect(await cached('99999999')).toEqual([{ answer: null }]);
  });

  it('answers 400 for a malformed CEP without asking the service', async () => {
    requests = [];
    for (const bad of ['1234', '013101000', 'abcdefgh', '01310_100', '0131-0100']) {
      const res = await cep(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe('CEP inválido.');
    }
    expect(requests).toEqual([]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await cep('01310100', null);
    expect(res.statusCode).toBe(401);
  });

  it('answers 503 when the service fails (500), and does not keep the failure', async () => {
    const res = await cep('77777777');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(UNAVAILABLE);
    expect(await cached('77777777')).toEqual([]);
  });

  it('answers 503 within 4 s when the service does not answer', async () => {
    const started = Date.now();
    const res = await cep('88888888');
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(UNAVAILABLE);
    expect(elapsed).toBeLessThan(4000);
    expect(await cached('88888888')).toEqual([]);
  });

  it('answers 503 quickly with the service down, while a cached CEP still answers', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const started = Date.now();
    const res = await cep('04538133');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await cached('04538133')).toEqual([]);
    const fromCache = await cep('01310100');
    expect(fromCache.statusCode).toBe(200);
    expect(fromCache.json().CIDADE).toBe('São Paulo');
    expect((await cep('99999999')).statusCode).toBe(404);
  });
});
