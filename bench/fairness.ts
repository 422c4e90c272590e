/**
 * One user cannot starve the others (issue 12 M9): the candidate list of one user is timed alone,
 * then while another user fires 40 prints and 10 Excel exports at once. Before the per-user limit
 * that load took the list from milliseconds to ~3 s; now that user runs 2 generations and the rest
 * answer 429 at once. Prints the list's p50/max in both cases, their ratio and what the burst got.
 * Informational: no PASS/FAIL (the figure depends on the machine's cores).
 */
import { performance } from 'node:perf_hooks';
import type { LogonAnswer } from './routes.ts';

const TENANT_HEADER = Buffer.from(JSON.stringify({ CODADM: 9, CODCLI: '041' })).toString('base64url');
const LIST_SAMPLES = 20;
const BURST_PRINTS = 40;
const BURST_EXPORTS = 10;

const headersOf = (user: LogonAnswer) => ({
  authorization: `Bearer ${user.token}`,
  'x-cliente': TENANT_HEADER,
  'content-type': 'application/json',
});

async function timeList(baseUrl: string, user: LogonAnswer): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < LIST_SAMPLES; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/candidate/list?PAGE=1&PAGESIZE=20`, { headers: headersOf(user) });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function burst(baseUrl: string, user: LogonAnswer, candidateId: number) {
  const statuses: number[] = [];
  const send = async (path: string, body: object) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: headersOf(user),
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  };
  await Promise.all([
    ...Array.from({ length: BURST_PRINTS }, () =>
      send('/api/candidate/print', { CODCANDIDATO: candidateId, DADOSPESSOAIS: true, DOCUMENTOS: true }),
    ),
    ...Array.from({ length: BURST_EXPORTS }, () =>
      send('/api/candidate/report/export', {
        DATINICIAL: '20000101',
        DATFINAL: '20991231',
        DADOSPESSOAIS: true,
        DOCUMENTACAO: true,
      }),
    ),
  ]);
  return statuses;
}

export async function measureFairness(
  label: string,
  baseUrl: string,
  lister: LogonAnswer,
  heavy: LogonAnswer,
  candidateId: number,
): Promise<void> {
  const alone = await timeList(baseUrl, lister);
  const load = burst(baseUrl, heavy, candidateId);
  const loaded = await timeList(baseUrl, lister);
  const statuses = await load;
  const p50 = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
  const max = (xs: number[]) => xs[xs.length - 1]!;
  const count = (s: number) => statuses.filter((x) => x === s).length;
  console.log(
    `\n${label}, one user's candidate list while another fires ${BURST_PRINTS} prints + ${BURST_EXPORTS} exports\n` +
      `  list alone: p50 ${p50(alone).toFixed(0)} ms, max ${max(alone).toFixed(0)} ms; ` +
      `under the burst: p50 ${p50(loaded).toFixed(0)} ms, max ${max(loaded).toFixed(0)} ms ` +
      `(p50 ×${(p50(loaded) / p50(alone)).toFixed(1)})\n` +
      `  the burst: ${count(200)} generated, ${count(429)} answered 429 'Aguarde a geração em andamento.', ` +
      `${statuses.length - count(200) - count(429)} other`,
  );
}
