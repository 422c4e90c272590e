/**
 * The signed kit where people look for it (issue 33 §5, decision 074): the staff view's documents
 * say where the sealing job stands (SELAGEM: attempts, fault, next try) and, once sealed, the
 * verification code, the seal's time and whether it has a timestamp; the candidate's answer has the
 * code and the time but never SELAGEM; the candidate's PDF route serves the sealed file of an
 * ASSINADO kit; another client's candidate is 404 as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sha256Hex } from '../src/modules/signature/index.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, documentsOf, kitInSealing, kitStatus } from './support/kit-seal-fixture.ts';

let t: TestApp;
let { admin, cand, id, id042 } = {} as DemoCast;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, cand, id, id042 } = await signInDemoCast(t, 'admin', 'cand', 'cand042'));
});
afterAll(() => t?.close());

const staff = (url: string, tenant = C041) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(admin.token, tenant) });
const mine = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(cand.token) });

describe('a kit in SELANDO whose seal waits for a retry, then ASSINADO', () => {
  let kit: Awaited<ReturnType<typeof kitInSealing>>;
  beforeAll(async () => {
    kit = await kitInSealing(t);
    // the job's own columns as a postponed seal leaves them (decision 071)
    await t.db.execute(sql`update kit_document set seal_attempts = 2,
        seal_error = 'Serviço de carimbo do tempo indisponível; nova tentativa automática.',
        seal_next_at = '2026-12-03T14:35:00Z'
      where kit_id = ${kit.kitId}`);
  });

  it('staff see SELAGEM of each document; the candidate sees no such field', async () => {
    const res = await staff(`/candidate/${id}/kit`);
    expect(res.statusCode, res.body).toBe(200);
    const atual = res.json().ATUAL;
    expect(atual.STATUS).toBe('SELANDO');
    for (const d of atual.DOCUMENTOS) {
      expect(d.SELAGEM).toEqual({
        TENTATIVAS: 2,
        ERRO: 'Serviço de carimbo do tempo indisponível; nova tentativa automática.',
        PROXIMA_TENTATIVA: '2026-12-03T14:35:00.000Z',
      });
      expect(d).toMatchObject({ ASSINADO: false, CODIGO: null, SELADO_EM: null, CARIMBO_TEMPO: null });
    }
    const own = await mine('/candidate/kit');
    expect(own.statusCode).toBe(200);
    expect(own.json().KIT.STATUS).toBe('SELANDO');
    for (const d of own.json().KIT.DOCUMENTOS) expect(d).not.toHaveProperty('SELAGEM');
    expect(own.body).not.toContain('TENTATIVAS');
    expect(own.body).not.toContain('carimbo do tempo indisponível');
  });

  it('while SELANDO the candidate still reads the originals', async () => {
    const pdf = await mine(`/candidate/kit/documents/${kit.documents[0]!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(sha256Hex(pdf.rawPayload)).toBe(kit.documents[0]!.originalSha256);
  });

  it('once sealed: code, time and timestamp for both; the candidate downloads the sealed PDF', async () => {
    await t.db.execute(sql`update kit_document set seal_next_at = now() where kit_id = ${kit.kitId}`);
    await t.app.jobs.runNow('kit-seal');
    expect((await kitStatus(t, kit.kitId)).status).toBe('ASSINADO');
    const rows = await documentsOf(t, kit.kitId);

    const atual = (await staff(`/candidate/${id}/kit`)).json().ATUAL;
    expect(atual.STATUS).toBe('ASSINADO');
    for (const [i, d] of atual.DOCUMENTOS.entries()) {
      expect(d.CODIGO).toBe(rows[i]!.verify_code);
      expect(d.CODIGO).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      expect(new Date(d.SELADO_EM).getTime()).toBe(new Date(rows[i]!.sealed_at!).getTime());
      expect(d.CARIMBO_TEMPO).toBe(false);
      expect(d.SELAGEM).toMatchObject({ ERRO: null, PROXIMA_TENTATIVA: null });
    }

    const own = (await mine('/candidate/kit')).json();
    expect(own.KIT.STATUS).toBe('ASSINADO');
    expect(own.ETAPA).toBeNull();
    expect(own.KIT.DOCUMENTOS.map((d: { CODIGO: string }) => d.CODIGO)).toEqual(
      rows.map((r) => r.verify_code),
    );
    for (const d of own.KIT.DOCUMENTOS) expect(d).not.toHaveProperty('SELAGEM');

    for (const [i, doc] of kit.documents.entries()) {
      const pdf = await mine(`/candidate/kit/documents/${doc.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(sha256Hex(pdf.rawPayload)).toBe(rows[i]!.signed_sha256);
      const byStaff = await staff(`/candidate/${id}/kit/documents/${doc.id}/pdf`);
      expect(sha256Hex(byStaff.rawPayload)).toBe(rows[i]!.signed_sha256);
    }
  });

  it('another client’s candidate is 404 to staff; another kit’s document is 404 to the candidate', async () => {
    expect((await staff(`/candidate/${id}/kit`, C042)).statusCode).toBe(404);
    expect((await staff(`/candidate/${id}/kit/documents/${kit.documents[0]!.id}/pdf`, C042)).statusCode).toBe(
      404,
    );
    const other = await kitInSealing(t, C042);
    expect(other.codcandidato).toBe(id042);
    expect((await mine(`/candidate/kit/documents/${other.documents[0]!.id}/pdf`)).statusCode).toBe(404);
  });
});
