/**
 * The autosave benchmark (issue 4), PostgreSQL only: AUTOSAVE_CANDIDATES candidates of
 * AUTOSAVE_TENANT, added in status 3 through the benchmark's own connection, save one field
 * (PATCH /api/candidate, APELIDO) over and over. Each connection is one candidate sending one
 * save at a time, as the page's save queue does, so no two saves wait on the same row. The
 * candidates do not sign in (logon is rate limited per address): their access tokens are signed
 * here with the server's JWT_SECRET.
 */
import autocannon, { type AutocannonResult, type RequestParams } from 'autocannon';
import { BENCH_SEEDING } from './settings.ts';
import { sql } from 'drizzle-orm';
import { STATUS } from '@admissao/domain';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/lib/rows.ts';
import { signAccessToken } from '../apps/api/src/modules/auth/tokens.ts';
import { firstUnit } from './candidate-list.ts';
import { cpuPerRequest, cpuSnapshot, type CpuPerRequest } from './cpu.ts';
import type { Measurement } from './load.ts';
import { pacedLoad } from './paced.ts';
import {
  AUTOSAVE_CANDIDATES,
  AUTOSAVE_CONNECTIONS,
  AUTOSAVE_TARGET_RPS,
  AUTOSAVE_TENANT,
  MEASURE_SECONDS,
  WARMUP_SECONDS,
} from './settings.ts';

export const AUTOSAVE_LABEL = 'PATCH /api/candidate (autosave)';
const PATH = '/api/candidate';
const FIELD = 'APELIDO';

export interface AutosaveCandidate {
  id: number;
  /** access token of the candidate */
  token: string;
}

export interface AutosaveMeasurement extends Measurement {
  /** answers that were not 2xx, by status code */
  otherStatuses: Record<string, number>;
  /** CPU per save of the server and of PostgreSQL, when /proc could be read */
  cpu: CpuPerRequest | undefined;
  /** the same candidates sending AUTOSAVE_TARGET_RPS saves/s between them (an open load) */
  atTarget: Measurement;
}

const benchSid = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;

const seededCandidates = new Map<string, Promise<AutosaveCandidate[]>>();

/** the candidates of `seedAutosaveCandidates`, added once per database of the run (autosave and cold share them) */
export function autosaveCandidatesOf(databaseUrl: string, jwtSecret: string): Promise<AutosaveCandidate[]> {
  let candidates = seededCandidates.get(databaseUrl);
  if (!candidates) {
    candidates = seedAutosaveCandidates(databaseUrl, jwtSecret);
    seededCandidates.set(databaseUrl, candidates);
  }
  return candidates;
}

/** Adds the candidates in one statement (the server must have created the demo data) and signs their tokens. */
async function seedAutosaveCandidates(databaseUrl: string, jwtSecret: string): Promise<AutosaveCandidate[]> {
  const { CODADM, CODCLI } = AUTOSAVE_TENANT;
  const { db, close } = await openPostgres(databaseUrl, { poolSize: 2, ...BENCH_SEEDING });
  let rows: { codcandidato: number; session_version: number }[];
  try {
    const codunidade = await firstUnit(db, AUTOSAVE_TENANT);
    rows = rowsOf(
      await db.execute(sql`
        insert into candidate (codadm, codcli, nome, email, codstatus, codunidade, tipocargo, cargo)
        select ${CODADM}, ${CODCLI}, 'AUTOSAVE ' || g, 'bench-autosave-' || g || '@example.com.br',
          ${STATUS.EM_PREENCHIMENTO}, ${codunidade}, 'OUTROS', 'CARGO AUTOSAVE'
        from generate_series(1, ${AUTOSAVE_CANDIDATES}::int) as g
        returning codcandidato, session_version`),
    );
    // a sign-in per candidate, as POST /auth/logon would open (the token's sid must name a live one)
    await db.execute(sql`
      insert into auth_session (id, subject, expires_at)
      select '00000000-0000-4000-8000-' || lpad(g::text, 12, '0'), 'c:' || g, now() + interval '1 day'
      from unnest(${sql.raw(`array[${rows.map((r) => Number(r.codcandidato)).join(',') || 'null'}]::int[]`)}) as g`);
  } finally {
    await close();
  }
  if (rows.length !== AUTOSAVE_CANDIDATES)
    throw new Error(`expected ${AUTOSAVE_CANDIDATES} candidates added, got ${rows.length}`);
  const tokens = { secret: jwtSecret, accessTtlSeconds: 3600, refreshTtlDays: 1 };
  return Promise.all(
    rows.map(async ({ codcandidato, session_version }) => ({
      id: Number(codcandidato),
      token: await signAccessToken(
        {
          sub: `c:${codcandidato}`,
          adm: CODADM,
          cli: CODCLI,
          role: 'CANDIDATO',
          sv: Number(session_version),
          sid: benchSid(Number(codcandidato)),
        },
        tokens,
      ),
    })),
  );
}

export const headersOf = (c: AutosaveCandidate) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${c.token}`,
});
const bodyOf = (c: AutosaveCandidate, value: string) =>
  JSON.stringify({ CODCANDIDATO: c.id, FIELD, VALUE: value });

/** One save answered 200 {FIELD, VALUE, CODSTATUS} before anything is measured. */
async function checkSave(baseUrl: string, c: AutosaveCandidate): Promise<void> {
  const value = 'BENCH CHECK';
  const res = await fetch(`${baseUrl}${PATH}`, {
    method: 'PATCH',
    headers: headersOf(c),
    body: bodyOf(c, value),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${AUTOSAVE_LABEL} answered ${res.status}: ${text.slice(0, 200)}`);
  const answer = JSON.parse(text) as Record<string, unknown>;
  if (answer.FIELD !== FIELD || answer.VALUE !== value || answer.CODSTATUS !== STATUS.EM_PREENCHIMENTO)
    throw new Error(
      `${AUTOSAVE_LABEL}: expected {FIELD: '${FIELD}', VALUE: '${value}', CODSTATUS: ${STATUS.EM_PREENCHIMENTO}}, ` +
        `got ${text.slice(0, 200)}`,
    );
}

/** Connection i saves as candidate i (modulo the count); every save sends a new value (≤ 15 characters). */
function run(baseUrl: string, candidates: AutosaveCandidate[], seconds: number): Promise<AutocannonResult> {
  let connection = 0;
  let save = 0;
  return autocannon({
    url: `${baseUrl}${PATH}`,
    connections: AUTOSAVE_CONNECTIONS,
    duration: seconds,
    setupClient(client) {
      const c = candidates[connection++ % candidates.length]!;
      client.setRequests([
        {
          method: 'PATCH',
          path: PATH,
          headers: headersOf(c),
          setupRequest: (request: RequestParams) => ({
            ...request,
            body: bodyOf(c, `SAVE ${save++ % 1_000_000}`),
          }),
        },
      ]);
    },
  });
}

export async function measureAutosave(
  baseUrl: string,
  candidates: AutosaveCandidate[],
  serverPid: number | undefined,
): Promise<AutosaveMeasurement> {
  const first = candidates[0];
  if (!first) throw new Error('no autosave candidates');
  await checkSave(baseUrl, first);
  await run(baseUrl, candidates, WARMUP_SECONDS);
  const before = cpuSnapshot(serverPid);
  const result = await run(baseUrl, candidates, MEASURE_SECONDS);
  const cpu = cpuPerRequest(before, cpuSnapshot(serverPid), result['2xx'] + result.non2xx);
  const otherStatuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats))
    if (!code.startsWith('2')) otherStatuses[code] = count;
  // Back to back, 200 connections always have 200 saves queued, so latency there is
  // 200 / throughput by construction (Little's law); the p99 target is read at the target rate,
  // with the saves spread out as they arrive from real candidates.
  const paced = await pacedLoad(
    `${AUTOSAVE_LABEL} at ${AUTOSAVE_TARGET_RPS} saves/s offered`,
    baseUrl,
    'PATCH',
    candidates.map((c) => ({
      path: PATH,
      headers: headersOf(c),
      body: (n) => bodyOf(c, `PACED ${n % 1_000_000}`),
    })),
    AUTOSAVE_TARGET_RPS,
    MEASURE_SECONDS,
    WARMUP_SECONDS,
  );
  return {
    label: AUTOSAVE_LABEL,
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    otherStatuses,
    cpu,
    atTarget: paced,
  };
}
