/**
 * GET /candidate/queue (issue 18 §2, decision 040): the candidates waiting for staff across every
 * client of the caller — never another client's — oldest wait first, with the client, the wait
 * and the documents to check. The X-Cliente rules stay as they are for every other call.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZReviewQueue, type ReviewQueue } from '@admissao/domain';
import { candidate } from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import {
  admin,
  C041,
  C042,
  candidato,
  gestor,
  gestor2,
  t,
  useStaffApp,
} from './support/staff-app-fixture.ts';

let daniel: number; // 041, Aguardando conferência (demo), waited 3 days
let carolina: number; // 042, Pendência reenviada, waited 5 days: the oldest
let beatriz: number; // 041, Respondido, waited 1 hour
let carlos: number; // 041, Em preenchimento: not waiting for staff

const byEmail = async (email: string) =>
  (await t.db.select().from(candidate).where(eq(candidate.email, email)))[0]!.codcandidato;

const setWaiting = (id: number, status: number, hoursAgo: number) =>
  t.db.execute(sql`update candidate set codstatus = ${status},
    datultinteracao = now() - make_interval(hours => ${hoursAgo}) where codcandidato = ${id}`);

useStaffApp(async () => {
  daniel = await byEmail('daniel@demo.com.br');
  carolina = await byEmail('candidata@outra.com.br');
  beatriz = await byEmail('beatriz@demo.com.br');
  carlos = await byEmail('candidato@demo.com.br');
  await setWaiting(daniel, 4, 72);
  await setWaiting(carolina, 13, 120);
  await setWaiting(beatriz, 10, 1);
  // Daniel sent two documents and one was resent; an approved and a refused one are not to check
  const types = rowsOf<{ codtipodoc: number }>(
    await t.db.execute(sql`select codtipodoc from document_type where codadm = 9 and codcli = '041'
      and ativo order by ordem, codtipodoc limit 4`),
  );
  const [a, b, c, d] = types.map((r) => r.codtipodoc) as [number, number, number, number];
  await t.db.execute(sql`insert into candidate_document (codcandidato, codtipodoc, status) values
    (${daniel}, ${a}, 1), (${daniel}, ${b}, 4), (${daniel}, ${c}, 3), (${daniel}, ${d}, 2)`);
});

const queue = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/candidate/queue', headers });
const idsOf = (res: { json(): unknown }) => (res.json() as ReviewQueue).rows.map((r) => r.CODCANDIDATO);

describe('GET /candidate/queue', () => {
  it('gives a user of 041 only the waiting candidates of 041, never a 042 row', async () => {
    const res = await queue(t.headers(gestor.token));
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([daniel, beatriz]);
    expect(res.body).not.toContain('042');
    expect(res.body).not.toContain('Outra Empresa');
    expect(res.body).not.toContain('CAROLINA');
    // with their own client chosen it is the same list
    expect(idsOf(await queue(t.headers(gestor.token, C041)))).toEqual([daniel, beatriz]);
    const other = await queue(t.headers(gestor2.token));
    expect(idsOf(other)).toEqual([carolina]);
    expect(other.body).not.toContain('Cliente Demonstração');
  });

  it('gives a user of 041 and 042 both clients, oldest wait first, whatever client is active', async () => {
    for (const headers of [
      t.headers(admin.token),
      t.headers(admin.token, C041),
      t.headers(admin.token, C042),
    ]) {
      const res = await queue(headers);
      expect(res.statusCode).toBe(200);
      expect(idsOf(res)).toEqual([carolina, daniel, beatriz]);
      expect(idsOf(res)).not.toContain(carlos);
    }
  });

  it('answers the documented shape: client, status, wait and documents to check', async () => {
    const res = await queue(t.headers(admin.token));
    const body = ZReviewQueue.strict().parse(res.json());
    expect(body.truncated).toBe(false);
    const [first, second, third] = body.rows;
    expect(first).toMatchObject({
      CODCANDIDATO: carolina,
      NOME: 'CAROLINA CANDIDATA SOUZA',
      CODADM: 9,
      CODCLI: '042',
      NOMECLI: 'Outra Empresa Ltda',
      CODSTATUS: 13,
      DESSTATUS: 'Pendência reenviada',
      DOCS_CONFERIR: 0,
    });
    expect(first!.MINUTOS_ESPERA).toBeGreaterThanOrEqual(120 * 60 - 1);
    expect(first!.MINUTOS_ESPERA).toBeLessThan(120 * 60 + 5);
    expect(Date.parse(first!.AGUARDANDO_DESDE)).toBeLessThan(Date.now() - 119 * 3600_000);
    expect(second).toMatchObject({ CODCANDIDATO: daniel, CODCLI: '041', CODSTATUS: 4, DOCS_CONFERIR: 2 });
    expect(third).toMatchObject({ CODCANDIDATO: beatriz, CODSTATUS: 10, DOCS_CONFERIR: 0 });
    expect(third!.MINUTOS_ESPERA).toBeGreaterThanOrEqual(59);
    for (const row of body.rows) expect(Object.keys(row)).not.toContain('EMAIL');
  });

  it('refuses a candidate (403), no token (401) and a client the user does not belong to (403)', async () => {
    const asCandidate = await queue(t.headers(candidato.token));
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().message).toBe('Acesso negado.');
    expect(asCandidate.json()).not.toHaveProperty('rows');
    const anonymous = await queue({});
    expect(anonymous.statusCode).toBe(401);
    const foreign = await queue(t.headers(gestor.token, C042));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Cliente não autorizado');
    const malformed = await queue({ ...t.headers(admin.token), 'x-cliente': 'lixo!!' });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 400 to a NUL character in the query (the call takes no input)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/queue?CODCLI=%00',
      headers: t.headers(admin.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Caractere inválido.');
  });

  it('leaves the X-Cliente rules of the other calls as they were', async () => {
    // a 042 candidate is still 404 to the admin acting on 041, and the list is still one client's
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${carolina}`,
      headers: t.headers(admin.token, C041),
    });
    expect(record.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/list?STATUS=13',
      headers: t.headers(admin.token, C041),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const noClient = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/list',
      headers: t.headers(admin.token),
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toBe('Selecione um cliente.');
  });
});
