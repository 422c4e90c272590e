/**
 * eSocial failures in the review queue (decision 084): a candidate whose latest event of a kind was
 * rejected (with its first occurrence on the field), not sent (ERRO_ENVIO) or whose batch's query
 * gave up (ERRO_CONSULTA) waits for staff — for eSocial staff only (ADMIN, or the ESOCIAL flag),
 * of the caller's clients only — and leaves once a later event of the kind is received. A cancelled
 * candidate's admission events no longer ask for work; a failed S-3000 does.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ESOCIAL_QUEUE_REASONS, ZReviewQueue, type ReviewQueue } from '@admissao/domain';
import { candidate } from '../src/db/schema.ts';
import { insertEvent } from './support/esocial-event-rows.ts';
import { setFlag } from './support/lifecycle-fixture.ts';
import { admin, candidato, gestor, gestor2, t, useStaffApp } from './support/staff-app-fixture.ts';

let carlos: number; // 041, finalized, S-2200 rejected on UF 2 days ago
let carolina: number; // 042, finalized, S-2200 with a batch whose query gave up 3 days ago
let beatriz: number; // 041, S-2200 rejected then received: not waiting
let daniel: number; // 041, cancelled: S-2190 rejected (no work), S-3000 not sent (work)

const byEmail = async (email: string) =>
  (await t.db.select().from(candidate).where(eq(candidate.email, email)))[0]!.codcandidato;
const UF_OCCURRENCE = {
  codigo: 17,
  descricao: "Element '{http://www.esocial.gov.br/schema/evt/evtAdmissao/v_S_01_03_00}uf': inválido.",
  tipo: 1,
  localizacao: '/eSocial/evtAdmissao/trabalhador/endereco/brasil/uf',
};

useStaffApp(async () => {
  carlos = await byEmail('candidato@demo.com.br');
  carolina = await byEmail('candidata@outra.com.br');
  beatriz = await byEmail('beatriz@demo.com.br');
  daniel = await byEmail('daniel@demo.com.br');
  await t.db.execute(
    sql`update candidate set codstatus = 8 where codcandidato in (${carlos}, ${carolina}, ${beatriz})`,
  );
  await t.db.execute(sql`update candidate set codstatus = 9 where codcandidato = ${daniel}`);
  await insertEvent(t, {
    codcandidato: carlos,
    status: 'REJEITADO',
    batch: 'PROCESSADO',
    ocorrencias: [UF_OCCURRENCE, { codigo: 99, descricao: 'outra', tipo: 1, localizacao: null }],
    daysAgo: 2,
  });
  await insertEvent(t, {
    codcandidato: carolina,
    codcli: '042',
    status: 'EM_PROCESSAMENTO',
    batch: 'ERRO_CONSULTA',
    daysAgo: 3,
  });
  await insertEvent(t, { codcandidato: beatriz, status: 'REJEITADO', batch: 'PROCESSADO', daysAgo: 5 });
  await insertEvent(t, { codcandidato: beatriz, status: 'RECEBIDO', batch: 'PROCESSADO', daysAgo: 4 });
  // Daniel: an S-2190 rejected (no work once cancelled), the S-2200 received, its S-3000 not sent (work)
  await insertEvent(t, {
    codcandidato: daniel,
    kind: 'S-2190',
    status: 'REJEITADO',
    batch: 'PROCESSADO',
    daysAgo: 9,
  });
  const admission = await insertEvent(t, {
    codcandidato: daniel,
    status: 'RECEBIDO',
    batch: 'PROCESSADO',
    daysAgo: 8,
  });
  await insertEvent(t, {
    codcandidato: daniel,
    kind: 'S-3000',
    status: 'ERRO_ENVIO',
    batch: 'ERRO_ENVIO',
    daysAgo: 1,
    excludes: admission,
  });
});

const queue = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/candidate/queue', headers: t.headers(token) });
  expect(res.statusCode, res.body).toBe(200);
  return ZReviewQueue.strict().parse(res.json()) as ReviewQueue;
};
const idsOf = (q: ReviewQueue) => q.rows.map((r) => r.CODCANDIDATO);

describe('eSocial failures in GET /candidate/queue', () => {
  it('gives the admin each failing candidate of both clients, oldest failure first, with reason and field', async () => {
    const q = await queue(admin.token);
    expect(idsOf(q)).toEqual([carolina, carlos, daniel]);
    const [c042, c041, cancelled] = q.rows;
    expect(c042!.ESOCIAL).toEqual([
      {
        TIPO: 'S-2200',
        SITUACAO: 'ERRO_CONSULTA',
        MOTIVO: ESOCIAL_QUEUE_REASONS.ERRO_CONSULTA,
        DESDE: expect.any(String),
        OCORRENCIA: null,
      },
    ]);
    expect(c042!.MINUTOS_ESPERA).toBeGreaterThanOrEqual(3 * 24 * 60 - 1);
    expect(c041).toMatchObject({ CODCLI: '041', CODSTATUS: 8, DOCS_CONFERIR: 0 });
    expect(c041!.ESOCIAL).toEqual([
      {
        TIPO: 'S-2200',
        SITUACAO: 'REJEITADO',
        MOTIVO: 'Rejeitado pelo eSocial: corrija e envie de novo',
        DESDE: c041!.AGUARDANDO_DESDE,
        OCORRENCIA: { CODIGO: 17, DESCRICAO: UF_OCCURRENCE.descricao, CAMPO: 'UF', ROTULO: 'UF' },
      },
    ]);
    // cancelled: the rejected S-2190 asks for nothing any more, the S-3000 not sent does
    expect(cancelled!.ESOCIAL.map((e) => [e.TIPO, e.SITUACAO])).toEqual([['S-3000', 'ERRO_ENVIO']]);
    expect(idsOf(q)).not.toContain(beatriz);
  });

  it('gives a MANAGER the eSocial rows only with the ESOCIAL flag, and only of their client', async () => {
    expect(idsOf(await queue(gestor.token))).toEqual([]);
    await setFlag(t, 'gestor', 'ESOCIAL', true);
    await setFlag(t, 'gestor2', 'ESOCIAL', true);
    try {
      const q041 = await queue(gestor.token);
      expect(idsOf(q041)).toEqual([carlos, daniel]);
      expect(JSON.stringify(q041)).not.toContain('042');
      expect(idsOf(await queue(gestor2.token))).toEqual([carolina]);
    } finally {
      await setFlag(t, 'gestor', 'ESOCIAL', false);
      await setFlag(t, 'gestor2', 'ESOCIAL', false);
    }
  });

  it('keeps the conference rows as they were for a MANAGER without the flag', async () => {
    await t.db.execute(
      sql`update candidate set codstatus = 4, datultinteracao = now() where codcandidato = ${carlos}`,
    );
    const q = await queue(gestor.token);
    expect(idsOf(q)).toEqual([carlos]);
    expect(q.rows[0]!.ESOCIAL).toEqual([]);
    // for the admin the same row carries its eSocial failure, its wait the conference's
    const a = (await queue(admin.token)).rows.find((r) => r.CODCANDIDATO === carlos)!;
    expect(a.ESOCIAL).toHaveLength(1);
    expect(a.MINUTOS_ESPERA).toBeLessThan(5);
    await t.db.execute(sql`update candidate set codstatus = 8 where codcandidato = ${carlos}`);
  });

  it('takes a candidate out once a later event of the kind is received (or is with the service)', async () => {
    await insertEvent(t, { codcandidato: carlos, status: 'ENVIADO', batch: 'ENVIADO' });
    expect(idsOf(await queue(admin.token))).not.toContain(carlos);
    await t.db.execute(sql`update esocial_event set status = 'RECEBIDO', nr_recibo = '1.2.99'
      where codcandidato = ${carlos} and status = 'ENVIADO'`);
    expect(idsOf(await queue(admin.token))).toEqual([carolina, daniel]);
  });

  it('still refuses a candidate and a NUL in the query', async () => {
    const asCandidate = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/queue',
      headers: t.headers(candidato.token),
    });
    expect(asCandidate.statusCode).toBe(403);
    const nul = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/queue?X=%00',
      headers: t.headers(admin.token),
    });
    expect(nul.statusCode).toBe(400);
  });
});
