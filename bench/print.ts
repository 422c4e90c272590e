/**
 * The print benchmark (issue 6): the demo candidate of 041 is filled through the API (every visible
 * field the candidate may fill, three dependents, two authorized persons, the custom fields), then
 * POST /api/candidate/print with every area is sent by PRINT_CONNECTIONS workers, one request each at
 * a time, for MEASURE_SECONDS. Prints p50/p95 of the generation time and PDFs/s; target p95 below
 * PRINT_TARGET_P95_MS. Own timing (not autocannon) because autocannon reports no p95.
 */
import { performance } from 'node:perf_hooks';
import { CANDIDATE_FIELDS, PRINT_SECTIONS, type ClientSettings } from '@admissao/domain';
import { sampleValue } from '../apps/api/src/testing/sample-values.ts';
import type { LogonAnswer } from './routes.ts';
import { MEASURE_SECONDS, WARMUP_SECONDS } from './settings.ts';

export const PRINT_CONNECTIONS = 4;
export const PRINT_TARGET_P95_MS = 300;
const CANDIDATE_LOGIN = { USUARIO: 'candidato@demo.com.br', SENHA: 'Demo@Admissao9' };
const TENANT_HEADER = Buffer.from(JSON.stringify({ CODADM: 9, CODCLI: '041' })).toString('base64url');

type Json = Record<string, unknown>;

async function call(baseUrl: string, method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-cliente': TENANT_HEADER,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Json) : {},
  };
}

/** Fills the demo candidate through the API as the candidate would; answers its id. */
async function fillCandidate(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/logon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CANDIDATE_LOGIN),
  });
  const session = (await res.json()) as { token: string; candidate: { CODCANDIDATO: number } };
  if (res.status !== 200) throw new Error(`candidate logon answered ${res.status}`);
  const { token } = session;
  const id = session.candidate.CODCANDIDATO;
  const settings = (await call(baseUrl, 'GET', '/api/candidate/configuration', token)).body as ClientSettings;
  const record = (await call(baseUrl, 'GET', `/api/candidate/${id}`, token)).body;
  for (let pass = 0; pass < 3; pass++)
    for (const f of CANDIDATE_FIELDS) {
      if (!f.editableBy.includes('candidate') || !f.visible({ settings, values: record })) continue;
      if (record[f.name] !== null && record[f.name] !== undefined && record[f.name] !== '') continue;
      const saved = await call(baseUrl, 'PATCH', '/api/candidate', token, {
        CODCANDIDATO: id,
        FIELD: f.name,
        VALUE: sampleValue(f, settings),
      });
      if (saved.status === 200) record[f.name] = saved.body.VALUE;
    }
  const dependents = ['Ana Conceição', 'João Araújo', 'Luíza Gonçalves'];
  for (const [i, NOME] of dependents.entries())
    await call(baseUrl, 'POST', '/api/candidate/dependent', token, {
      CODCANDIDATO: id,
      NOME,
      PARENTESCO: String(i === 0 ? 0 : 1),
      SEXO: 'F',
      IDESTCIVIL: 'SOL',
      CPF: '529.982.247-25',
      POSSUIRG: false,
      LOCALNASCIMENTO: 'São Paulo - SP',
      DATNASC: '10/05/2015',
      PCD: 'N',
      NOMEMAE: 'Maria Conceição',
    });
  for (const NOME of ['Pedro Conceição', 'Márcia Araújo'])
    await call(baseUrl, 'POST', '/api/candidate/authorization', token, {
      CODCANDIDATO: id,
      NOME,
      TIPODOC: 'CPF',
      DOCUMENTO: '52998224725',
    });
  const fields = (await call(baseUrl, 'GET', '/api/candidate/customFields/list', token)).body as unknown;
  for (const f of Array.isArray(fields) ? (fields as { CODINFO: number; OPCOES: string | null }[]) : [])
    await call(baseUrl, 'PUT', '/api/candidate/customFieldsData', token, {
      CODCANDIDATO: id,
      CODINFO: f.CODINFO,
      DESCRICAO: f.OPCOES ? (f.OPCOES.split(';')[0] ?? 'Sim') : 'Resposta de teste',
    });
  return id;
}

export interface PrintMeasurement {
  count: number;
  seconds: number;
  p50: number;
  p95: number;
  pdfsPerSecond: number;
  failed: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

async function run(
  baseUrl: string,
  staff: LogonAnswer[],
  id: number,
  seconds: number,
): Promise<PrintMeasurement> {
  const body = JSON.stringify({
    CODCANDIDATO: id,
    ...Object.fromEntries(PRINT_SECTIONS.map((s) => [s.key, true])),
  });
  const headersOf = (user: LogonAnswer) => ({
    authorization: `Bearer ${user.token}`,
    'x-cliente': TENANT_HEADER,
    'content-type': 'application/json',
  });
  const times: number[] = [];
  let failed = 0;
  let bytes = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  // a user may run 2 generations at once (issue 12 M9): the connections are shared among the users
  const worker = async (_: unknown, i: number) => {
    const headers = headersOf(staff[i % staff.length]!);
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api/candidate/print`, { method: 'POST', headers, body });
      const pdf = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || pdf.subarray(0, 5).toString() !== '%PDF-') failed++;
      else {
        times.push(performance.now() - t0);
        bytes = pdf.length;
      }
    }
  };
  await Promise.all(Array.from({ length: PRINT_CONNECTIONS }, worker));
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    seconds: elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    pdfsPerSecond: times.length / elapsed,
    failed,
    bytes,
  };
}

/** Fills the candidate, warms up, measures, prints the figures and the verdict. */
/** answers the id of the filled candidate (the fairness bench prints it too) */
export async function measurePrint(label: string, baseUrl: string, staff: LogonAnswer[]): Promise<number> {
  const id = await fillCandidate(baseUrl);
  await run(baseUrl, staff, id, WARMUP_SECONDS);
  const m = await run(baseUrl, staff, id, MEASURE_SECONDS);
  const ok = m.failed === 0 && m.count > 0 && m.p95 < PRINT_TARGET_P95_MS;
  console.log(
    `\n${label}, POST /api/candidate/print (all ${PRINT_SECTIONS.length} areas, ${PRINT_CONNECTIONS} connections ` +
      `of ${staff.length} users, ` +
      `${(m.bytes / 1024).toFixed(0)} KiB per PDF)\n` +
      `  PDFs: ${m.count} in ${m.seconds.toFixed(1)} s = ${m.pdfsPerSecond.toFixed(1)} PDFs/s; ` +
      `p50 ${m.p50.toFixed(0)} ms, p95 ${m.p95.toFixed(0)} ms; failed ${m.failed}\n` +
      `  print p95 < ${PRINT_TARGET_P95_MS} ms: ${ok ? 'PASS' : 'FAIL'}` +
      (m.failed ? ' (some answers were not a PDF)' : ''),
  );
  return id;
}
