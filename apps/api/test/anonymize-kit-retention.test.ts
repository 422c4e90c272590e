/**
 * A signed admission kit is an employment record (issue 33 §5, decision 073): it is kept
 * SIGNED_KIT_RETENTION_YEARS from its completion. Within that period the retention job leaves its
 * candidate alone and POST /candidate/{id}/anonymize answers 409 with the date, changing nothing;
 * once the period is over (completed_at moved back here) both anonymise, kit files included.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateBR, SIGNED_KIT_RETENTION_YEARS } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { runRetention } from '../src/modules/privacy/retention.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042, kitInSealing, type SealingKit } from './support/kit-seal-fixture.ts';
import { setStatus } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { admin, id, id042 } = {} as DemoCast;
let kit041: SealingKit;
let kit042: SealingKit;

/** cancelled 200 days ago: due for the job under the default 90 days */
async function cancelledLongAgo(codcandidato: number) {
  await setStatus(t, codcandidato, 9);
  await t.db.execute(sql`insert into candidate_log (codcandidato, codstatus, observacoes, datlog)
    values (${codcandidato}, 9, 'Cancelado', now() - interval '200 days')`);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, id, id042 } = await signInDemoCast(t, 'admin', 'cand', 'cand042'));
  kit041 = await kitInSealing(t, C041);
  kit042 = await kitInSealing(t, C042);
  await t.app.jobs.runNow('kit-seal');
  await readKeys(kit041);
  await readKeys(kit042);
  await cancelledLongAgo(id);
  await cancelledLongAgo(id042);
});
afterAll(() => t.close());

const anonymize = (codcandidato: number, tenant = C041) =>
  t.app.inject({
    method: 'POST',
    url: `/api/candidate/${codcandidato}/anonymize`,
    headers: t.headers(admin.token, tenant),
  });

const stateOf = async (codcandidato: number) =>
  rowsOf<{ nome: string; iniciada: unknown; anonimizado: unknown; kits: number }>(
    await t.db.execute(sql`select nome, anonimizacao_iniciada_em as iniciada, anonimizado_em as anonimizado,
        (select count(*)::int from signature_kit k where k.codcandidato = c.codcandidato) as kits
      from candidate c where codcandidato = ${codcandidato}`),
  )[0]!;

/** every file of the kit, original and sealed (read once sealed) */
const keysOf = new Map<SealingKit, string[]>();
async function readKeys(kit: SealingKit) {
  const signed = rowsOf<{ signed_key: string }>(
    await t.db.execute(sql`select signed_key from kit_document where kit_id = ${kit.kitId}`),
  ).map((r) => r.signed_key);
  keysOf.set(kit, [...kit.documents.map((d) => d.originalKey), ...signed]);
}
/** whether storage still holds each file of the kit */
const kitFiles = (kit: SealingKit) =>
  Promise.all(keysOf.get(kit)!.map((k) => t.app.storages.current.exists(k)));

describe('a signed kit holds back the anonymisation', () => {
  it('the kit was sealed by the job (ASSINADO, completed now)', async () => {
    const rows = rowsOf<{ status: string; completed_at: unknown }>(
      await t.db.execute(
        sql`select status, completed_at from signature_kit where id in (${kit041.kitId}, ${kit042.kitId})`,
      ),
    );
    expect(rows.map((r) => r.status)).toEqual(['ASSINADO', 'ASSINADO']);
    expect(await kitFiles(kit041)).toEqual([true, true, true, true]);
  });

  it('within the period: the staff action answers 409 with the date, the job skips; nothing changes', async () => {
    const before = await stateOf(id);
    const res = await anonymize(id);
    expect(res.statusCode, res.body).toBe(409);
    const [kit] = rowsOf<{ completed_at: Date | string }>(
      await t.db.execute(sql`select completed_at from signature_kit where id = ${kit041.kitId}`),
    );
    const until = new Date(kit!.completed_at);
    until.setUTCFullYear(until.getUTCFullYear() + SIGNED_KIT_RETENTION_YEARS);
    expect(res.json().message).toBe(
      `Não é possível anonimizar: os documentos admissionais assinados devem ser guardados até ${formatDateBR(until)} (legislação trabalhista).`,
    );
    expect(await runRetention(t.db, t.app.storages)).toEqual({ candidates: 0, files: 0 });
    for (const c of [id, id042]) {
      const after = await stateOf(c);
      expect(after.iniciada, String(c)).toBeNull();
      expect(after.anonimizado).toBeNull();
      expect(after.kits).toBe(1);
    }
    expect((await stateOf(id)).nome).toBe(before.nome);
    expect(await kitFiles(kit041)).toEqual([true, true, true, true]);
    expect(await kitFiles(kit042)).toEqual([true, true, true, true]);
  });

  it('a replaced signed kit holds it back too, and one signed by all but still sealing', async () => {
    await t.db.execute(sql`update signature_kit set status = 'SUBSTITUIDO' where id = ${kit041.kitId}`);
    expect((await anonymize(id)).statusCode).toBe(409);
    const [kit] = rowsOf<{ completed_at: unknown }>(
      await t.db.execute(sql`update signature_kit k set status = 'SELANDO', completed_at = null
        where id = ${kit041.kitId} returning (select completed_at from signature_kit where id = k.id)`),
    );
    expect((await anonymize(id)).statusCode).toBe(409);
    expect(await runRetention(t.db, t.app.storages)).toEqual({ candidates: 0, files: 0 });
    await t.db
      .execute(sql`update signature_kit set status = 'ASSINADO', completed_at = ${kit!.completed_at as string}
      where id = ${kit041.kitId}`);
  });

  it('after the period both proceed and the kit files go', async () => {
    await t.db
      .execute(sql`update signature_kit set completed_at = now() - make_interval(years => ${SIGNED_KIT_RETENTION_YEARS}, days => 1)
      where id in (${kit041.kitId}, ${kit042.kitId})`);
    await t.db
      .execute(sql`update kit_signer set signed_at = now() - make_interval(years => ${SIGNED_KIT_RETENTION_YEARS}, days => 2)
      where kit_id in (${kit041.kitId}, ${kit042.kitId})`);
    const res = await anonymize(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await runRetention(t.db, t.app.storages)).toEqual({ candidates: 1, files: 4 });
    for (const c of [id, id042]) {
      const after = await stateOf(c);
      expect(after.anonimizado, String(c)).not.toBeNull();
      expect(after.kits).toBe(0);
    }
    expect(await kitFiles(kit041)).toEqual([false, false, false, false]);
    expect(await kitFiles(kit042)).toEqual([false, false, false, false]);
  });
});
