/**
 * `BENCH_PROF=1` (or `BENCH_PROF=<folder>` to keep the files): a CPU profile of the server during a
 * measured load, summarised as the functions and the files or packages with the most self time.
 * The server runs bench/support/profile-hook.ts; `profiled` starts its profiler before the load and
 * stops it after, so the profile holds that load only. The figures of a profiled run are a little
 * lower than those of a run without: compare them with each other, not with an unprofiled run.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from './server-process.ts';

const setting = process.env.BENCH_PROF;
export const PROFILING = Boolean(setting);
/** where the hook writes: a temporary folder for `1`, else the folder named */
export const PROFILE_DIR = !setting
  ? undefined
  : setting === '1'
    ? mkdtempSync(join(tmpdir(), 'admissao-bench-prof-'))
    : setting;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const profiles = () => (PROFILE_DIR ? readdirSync(PROFILE_DIR).filter((f) => f.endsWith('.cpuprofile')) : []);

/** where a function lives: a package of node_modules, Node's own code, or a file of the repository */
function placeOf(url: string): string {
  if (!url) return '(V8 / native)';
  if (url.startsWith('node:')) return 'node: (Node internals)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const repo = /\/(apps|packages|bench)\/(.*)$/.exec(url);
  return repo ? `${repo[1]}/${repo[2]}` : url;
}

const shortFile = (url: string) => placeOf(url).replace(/^apps\/api\/src\//, '');

interface Share {
  name: string;
  ms: number;
}

/** self time per function and per place, in ms, busiest first; idle time left out */
export function summarise(profile: CpuProfile): { total: number; functions: Share[]; places: Share[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const place = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    total += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const name =
      `${functionName || '(anonymous)'} ${url ? `${shortFile(url)}:${lineNumber + 1}` : ''}`.trim();
    fn.set(name, (fn.get(name) ?? 0) + ms);
    const where = url ? placeOf(url) : functionName.startsWith('(') ? functionName : '(V8 / native)';
    place.set(where, (place.get(where) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) =>
    [...m].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { total, functions: sorted(fn), places: sorted(place) };
}

export function formatSummary(label: string, profile: CpuProfile, top = 15): string {
  const { total, functions, places } = summarise(profile);
  const pct = (ms: number) => `${((ms / total) * 100).toFixed(1).padStart(5)} %`;
  return [
    `CPU profile of the server during ${label}: ${(total / 1000).toFixed(1)} s busy (idle left out)`,
    `  top self time by function:`,
    ...functions.slice(0, top).map((f) => `    ${pct(f.ms)}  ${f.name}`),
    `  self time by package or file:`,
    ...places.slice(0, 12).map((p) => `    ${pct(p.ms)}  ${p.name}`),
  ].join('\n');
}

/** `run` with the server's profiler on (when BENCH_PROF is set); prints the summary after it */
export async function profiled<T>(server: RunningServer, label: string, run: () => Promise<T>): Promise<T> {
  const pid = server.pid;
  if (!PROFILING || !pid) return run();
  process.kill(pid, 'SIGUSR2');
  await sleep(200);
  const seen = new Set(profiles());
  const result = await run();
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const file = profiles().find((f) => !seen.has(f));
    if (file) {
      await sleep(200); // written in one call, but let it finish
      const profile = JSON.parse(readFileSync(join(PROFILE_DIR!, file), 'utf8')) as CpuProfile;
      console.log(`\n${formatSummary(label, profile)}\n  (profile: ${join(PROFILE_DIR!, file)})`);
      return result;
    }
    await sleep(100);
  }
  console.log(`\n${label}: the server wrote no CPU profile within 15 s`);
  return result;
}
