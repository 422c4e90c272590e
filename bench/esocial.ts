/**
 * The eSocial S-2200 benchmark (issue 17): generation of one event (pre-check and XML, without schema
 * validation) p95 < 20 ms per candidate; the batch of 1,000 finalized candidates as one ZIP through
 * POST /api/candidate/esocial/s2200/batch < 30 s with the process's RSS < 300 MB. In-process on
 * PGlite (the test app: a private copy of the demo database), with 1,000 complete candidates added
 * by SQL. `node --import tsx bench/esocial.ts` runs it alone.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildS2200, checkS2200, S2200_BATCH_MAX } from '@admissao/domain';
import { S2200_FIXTURES } from '../packages/domain/src/esocial/s2200-fixtures.ts';
import { prepareTemplate } from '../apps/api/src/testing/template-db.ts';
import { createTestApp } from '../apps/api/src/testing/test-app.ts';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { measureEsocialSign } from './esocial-sign.ts';

export const S2200_TARGET_P95_MS = 20;
export const S2200_BATCH_TARGET_SECONDS = 30;
export const S2200_BATCH_TARGET_RSS_MB = 300;
const ITERATIONS = 3000;

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const mb = () => process.memoryUsage().rss / 1024 / 1024;

function measureGeneration(): number {
  const inputs = Object.values(S2200_FIXTURES);
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const input = inputs[i % inputs.length]!;
    const start = performance.now();
    if (checkS2200(input).length === 0)
      buildS2200(input, { at: new Date(), sequence: i + 1, verProc: 'bench' });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.95)]!;
}

async function measureBatch(): Promise<{
  seconds: number;
  peakMb: number;
  baseMb: number;
  exported: string;
  bytes: number;
}> {
  // alone (not under vitest's global setup): the test template is made or found here
  if (!process.env.ADMISSAO_TEST_TEMPLATE_AT) await prepareTemplate();
  const t = await createTestApp();
  try {
    const admin = await t.login('admin');
    await t.db.execute(sql`update unit set cnpj = '11222333000262' where codadm = 9 and codcli = '041'`);
    await t.db.execute(sql`insert into client_settings (codadm, codcli, settings)
      values (9, '041', '{"CNPJ_EMPREGADOR": "11222333000181"}'::jsonb)
      on conflict (codadm, codcli) do update set settings = client_settings.settings || excluded.settings`);
    // 1,000 finalized candidates whose S-2200 is complete, each with a dependent
    await t.db
      .execute(sql`insert into candidate (codadm, codcli, codstatus, nome, email, codunidade, cpf, sexo,
        datnasc, idgrauinstrucao, idraca, idestcivil, nacionalidade, naturalidade, endereco, numero, cep,
        codcidade, uf, pcd, tipocargo, cargo, datinicio, matricula, codcateg, cbocargo, vrsalfx, undsalfixo,
        tpcontr, tpregjor, tpjornada, tmpparc, dscjorn, natatividade, cnpjsindcategprof, celular)
      select 9, '041', 8, 'CANDIDATO BENCH ' || g, 'bench' || g || '@example.com',
        (select min(codunidade) from unit where codadm = 9 and codcli = '041'), '52998224725', 'F',
        '1990-03-15', '7', '3', 'CAS', 'BRA', '3550308', 'Rua das Flores', '123', '01310100', '3550308',
        'SP', 'N', 'OUTROS', 'Analista', '2026-12-01', 'B-' || g, '101', '212405', 5500.50, '5', '1', '1',
        '5', '0', 'Segunda a sexta, 08:00 às 17:00', '1', '11444777000161', '11999998888'
      from generate_series(1, ${S2200_BATCH_MAX}) g`);
    await t.db
      .execute(sql`insert into dependent (codcandidato, nome, parentesco, sexo, datnasc, cpf, dependenteirrf)
      select codcandidato, 'Filho Bench', '1', 'M', '2015-06-01', '11144477735', true
      from candidate where email like 'bench%@example.com'`);
    const ids = rowsOf<{ id: number }>(
      await t.db.execute(sql`select codcandidato as id from candidate where email like 'bench%@example.com'`),
    );
    const base = mb();
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, mb())), 50);
    const start = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/esocial/s2200/batch',
      headers: t.headers(admin.token, { CODADM: 9, CODCLI: '041' }),
      payload: { CODCANDIDATOS: ids.map((r) => Number(r.id)) },
    });
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    if (res.statusCode !== 200)
      throw new Error(`batch answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return {
      seconds,
      peakMb: Math.max(peak, mb()),
      baseMb: base,
      exported: String(res.headers['x-esocial-exportados']),
      bytes: res.rawPayload.length,
    };
  } finally {
    await t.close();
  }
}

export async function measureEsocial(): Promise<void> {
  // issue 34: the signature and the signed batch (bench/esocial-sign.ts)
  await measureEsocialSign();
  const p95 = measureGeneration();
  console.log(
    `S-2200 generation (pre-check + XML, ${ITERATIONS} events): p95 ${p95.toFixed(2)} ms ` +
      `(target < ${S2200_TARGET_P95_MS} ms) ${verdict(p95 < S2200_TARGET_P95_MS)}`,
  );
  const batch = await measureBatch();
  console.log(
    `S-2200 batch of ${S2200_BATCH_MAX} finalized candidates (PGlite, in-process): ${batch.seconds.toFixed(1)} s, ` +
      `${batch.exported} events, ${(batch.bytes / 1024).toFixed(0)} KB ZIP; RSS ${batch.baseMb.toFixed(0)} MB before ` +
      `(the process holds PGlite and the test app), peak ${batch.peakMb.toFixed(0)} MB, ` +
      `the batch itself +${(batch.peakMb - batch.baseMb).toFixed(0)} MB ` +
      `(targets < ${S2200_BATCH_TARGET_SECONDS} s, < ${S2200_BATCH_TARGET_RSS_MB} MB for the batch) ` +
      verdict(
        batch.seconds < S2200_BATCH_TARGET_SECONDS && batch.peakMb - batch.baseMb < S2200_BATCH_TARGET_RSS_MB,
      ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measureEsocial();
