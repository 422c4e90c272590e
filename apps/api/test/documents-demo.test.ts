/**
 * Demo documents (docs/design.md §8): with the demo on, DANIEL (041, status 4) has sent RG, CPF and a
 * PDF, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/lib/rows.ts';
import { seedDemoFiles } from '../src/seed/demo-files.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('demo documents', () => {
  it('are there for the admin to check, readable, and made only once', async () => {
    const admin = await signInAs(t, 'admin');
    const tenant = { CODADM: 9, CODCLI: '041' };
    const [daniel] = rowsOf<{ codcandidato: number }>(
      await t.db.execute(sql`select codcandidato from candidate where email = 'daniel@demo.com.br'`),
    );
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/documents/list',
      headers: t.headers(admin.token, tenant),
      payload: { CODCANDIDATO: daniel!.codcandidato },
    });
    const sent = list
      .json<{ DOCUMENTO: string; STATUS: number; ARQUIVOS: number; CODTIPODOC: number }[]>()
      .filter((d) => d.STATUS === 1);
    expect(sent.map((d) => d.DOCUMENTO).sort()).toEqual([
      'COMPROVANTE DE RESIDÊNCIA',
      'CPF',
      'RG (FRENTE E VERSO)',
    ]);
    for (const d of sent) {
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/candidate/documents/image/show/${daniel!.codcandidato}/${d.CODTIPODOC}`,
        headers: t.headers(admin.token, tenant),
      });
      expect(shown.statusCode).toBe(200);
    }
    await seedDemoFiles(t.db, t.app.storages);
    const [n] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from document_file where codcandidato = ${daniel!.codcandidato}`,
      ),
    );
    expect(n!.n).toBe(3);
  });
});
