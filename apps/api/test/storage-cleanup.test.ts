/**
 * The storage-cleanup job: files no record points to are deleted once older than the grace
 * period (a crash between writing and recording leaves such a file); recorded files, young
 * files and other areas' recorded files stay.
 */
import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/lib/rows.ts';
import { cleanupStorage } from '../src/modules/storage/cleanup.ts';
import { newKey } from '../src/modules/storage/storage.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { signInAs } from './support/demo-cast.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = (key: string) => join(t.config.dataDir, 'files', ...key.split('/'));
const age = (key: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  utimesSync(path(key), when, when);
};

describe('storage-cleanup', () => {
  it('removes old orphans only', async () => {
    const cand = await signInAs(t, 'cand');
    const id = cand.candidate!.CODCANDIDATO;
    const rg = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
    const body = multipartBody(await F.png(), 'a.png');
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/candidate/documents/upload/image/${id}/${rg}/0`,
      headers: { ...t.headers(cand.token), ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(200);
    const storage = t.app.storages.current;
    const keys: string[] = [];
    for await (const o of storage.list('docs/')) keys.push(o.key);
    expect(keys).toHaveLength(1);
    const recorded = keys[0]!;

    const oldOrphan = newKey('docs', [9, '041', id, rg], 'jpg');
    const youngOrphan = newKey('docs', [9, '041', id, rg], 'jpg');
    const oldEditorOrphan = newKey('editor', [9, '041', 'doubts'], 'png');
    for (const k of [oldOrphan, youngOrphan, oldEditorOrphan])
      await storage.put(k, Buffer.from('x'), 'image/jpeg');
    age(oldOrphan, 2 * 3600_000);
    age(oldEditorOrphan, 2 * 3600_000);
    age(recorded, 2 * 3600_000);

    const result = await cleanupStorage(t.db, t.app.storages);
    expect(result).toMatchObject({ orphans: 2 });
    expect(existsSync(path(oldOrphan))).toBe(false);
    expect(existsSync(path(oldEditorOrphan))).toBe(false);
    expect(existsSync(path(youngOrphan))).toBe(true);
    expect(existsSync(path(recorded))).toBe(true);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/documents/image/show/${id}/${rg}`,
      headers: t.headers(cand.token),
    });
    expect(shown.statusCode).toBe(200);
  });

  it('keeps a kit file its row names, original or sealed, in either bucket column; removes an unnamed one', async () => {
    const storage = t.app.storages.current;
    const [cand] = await t.db
      .execute(sql`select codcandidato from candidate where codcli = '041' limit 1`)
      .then((r) => rowsOf<{ codcandidato: number }>(r));
    const [kit] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into signature_kit (codadm, codcli, codcandidato, status, sent_by)
        values (9, '041', ${cand!.codcandidato}, 'ASSINADO', 'admin') returning id`),
    );
    const parts = [9, '041', cand!.codcandidato, kit!.id] as const;
    const [original, sealed, orphan] = [0, 1, 2].map(() => newKey('kit', [...parts], 'pdf'));
    for (const k of [original!, sealed!, orphan!]) {
      await storage.put(k, Buffer.from('%PDF-'), 'application/pdf');
      age(k, 2 * 3600_000);
    }
    // the row's bucket columns name this storage ('L'): as document_file.bucket, the scan keeps a
    // key any row names and deletes only what no row names
    await t.db
      .execute(sql`insert into kit_document (kit_id, nome, original_key, original_bucket, original_sha256,
        pages, signed_key, signed_bucket, signed_sha256)
      values (${kit!.id}, 'Contrato', ${original!}, 'L', ${'0'.repeat(64)}, 1, ${sealed!}, 'L', ${'1'.repeat(64)})`);
    const result = await cleanupStorage(t.db, t.app.storages);
    expect(result.orphans).toBe(1);
    expect(existsSync(path(original!))).toBe(true);
    expect(existsSync(path(sealed!))).toBe(true);
    expect(existsSync(path(orphan!))).toBe(false);
  });
});
