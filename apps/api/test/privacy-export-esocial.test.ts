/**
 * The eSocial events in 'Baixar meus dados' (decision 084): dados.json lists every event sent about
 * the candidate — kind, Id, environment, state, dates, receipt, occurrences with their field — of
 * the request's client only, and never the signed XML; LEIA-ME says so.
 */
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { insertEvent } from './support/esocial-event-rows.ts';

let t: TestApp;
let { cand, id, id042 } = {} as DemoCast;

const XML_MARK = 'XML-ASSINADO-NAO-EXPORTADO';

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, id, id042 } = await signInDemoCast(t, 'cand', 'cand042'));
  await insertEvent(t, {
    codcandidato: id,
    status: 'REJEITADO',
    batch: 'PROCESSADO',
    xml: `<eSocial>${XML_MARK}</eSocial>`,
    ocorrencias: [
      {
        codigo: 17,
        descricao: 'Valor inválido',
        tipo: 1,
        localizacao: '/eSocial/evtAdmissao/trabalhador/endereco/brasil/uf',
      },
    ],
    daysAgo: 2,
  });
  await insertEvent(t, {
    codcandidato: id,
    status: 'RECEBIDO',
    batch: 'PROCESSADO',
    xml: `<x>${XML_MARK}</x>`,
  });
  await insertEvent(t, {
    codcandidato: id042,
    codcli: '042',
    kind: 'S-2190',
    status: 'RECEBIDO',
    batch: 'PROCESSADO',
  });
});
afterAll(() => t.close());

interface Evento {
  evento: string;
  id: string;
  ambiente: string;
  situacao: string;
  descricao: string;
  assinadoEm: string;
  enviadoEm: string | null;
  processadoEm: string | null;
  recibo: string | null;
  ocorrencias: { codigo: number; descricao: string; campo: string | null }[];
}

describe('the eSocial events in the data export', () => {
  it('lists the events of the candidate’s client, with receipt and occurrences, not the XML', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/privacy/export',
      headers: t.headers(cand.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = strFromU8(files['dados.json']!);
    const eventos = (JSON.parse(text) as { eventosESocial: Evento[] }).eventosESocial;
    const ids = rowsOf<{ event_id: string; nr_recibo: string | null }>(
      await t.db.execute(
        sql`select event_id, nr_recibo from esocial_event where codcandidato = ${id} order by id`,
      ),
    );
    expect(eventos.map((e) => [e.evento, e.id, e.situacao, e.recibo])).toEqual([
      ['S-2200', ids[0]!.event_id, 'REJEITADO', null],
      ['S-2200', ids[1]!.event_id, 'RECEBIDO', ids[1]!.nr_recibo],
    ]);
    expect(eventos[0]).toMatchObject({
      ambiente: 'Produção restrita',
      descricao: 'Rejeitado pelo eSocial',
      ocorrencias: [{ codigo: 17, descricao: 'Valor inválido', campo: 'UF' }],
    });
    expect(Date.parse(eventos[0]!.enviadoEm!)).toBeLessThan(Date.now() - 86_400_000);
    expect(eventos[1]!.descricao).toBe('Recebido pelo eSocial');
    expect(text).not.toContain(XML_MARK);
    expect(text).not.toContain('S-2190');
    expect(Object.keys(files).some((f) => f.endsWith('.xml'))).toBe(false);
    expect(strFromU8(files['LEIA-ME.txt']!)).toContain('eventos\n  do eSocial');
  });
});
