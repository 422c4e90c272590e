/** The printed table per database and the PASS/FAIL verdict on the issue's targets. */
import type { AutosaveMeasurement } from './autosave.ts';
import type { Measurement } from './load.ts';
import { AUTH_LABEL, FLOOR_LABEL } from './routes.ts';
import { passFail } from './verdicts.ts';
import {
  AUTOSAVE_TARGET_P99_MS,
  AUTOSAVE_TARGET_RPS,
  LIST_TARGET_FLOOR_RATIO,
  LIST_TARGET_P99_MS,
  TARGET_P99_MS,
  TARGET_RATIO,
} from './settings.ts';

export interface Verdict {
  ratio: number;
  p99: number;
  ratioOk: boolean;
  p99Ok: boolean;
  /** every measured answer was 2xx */
  clean: boolean;
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
const NOT_2XX = 'WARNING: some answers were not 2xx; the numbers above are not trustworthy';

/** `against`: the row the "vs floor" column divides by (the bare floor unless told) */
export function formatTable(title: string, rows: Measurement[], against = FLOOR_LABEL): string {
  const floor = rows.find((r) => r.label === against)?.rps ?? 0;
  const header = ['route', 'req/s', 'p50', 'p99', 'vs floor', 'non-2xx/err'];
  const body = rows.map((r) => [
    r.label,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    floor ? pct(r.rps / floor) : '-',
    String(r.failed),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const rule = '-'.repeat(widths.reduce((a, b) => a + b + 2, -2));
  return [title, rule, line(header), rule, ...body.map(line), rule].join('\n');
}

export function judge(rows: Measurement[]): Verdict | null {
  const floor = rows.find((r) => r.label === FLOOR_LABEL);
  const auth = rows.find((r) => r.label === AUTH_LABEL);
  if (!floor || !auth || floor.rps === 0) return null;
  const ratio = auth.rps / floor.rps;
  return {
    ratio,
    p99: auth.p99,
    ratioOk: ratio >= TARGET_RATIO,
    p99Ok: auth.p99 < TARGET_P99_MS,
    clean: rows.every((r) => r.failed === 0),
  };
}

export function formatVerdict(v: Verdict, binding: boolean): string {
  const note = binding ? '' : ' (informational: the targets are set for PostgreSQL)';
  const lines = [
    `${AUTH_LABEL} at ${pct(v.ratio)} of the floor (target >= ${pct(TARGET_RATIO)}): ${passFail(v.ratioOk)}${note}`,
    `${AUTH_LABEL} p99 ${ms(v.p99)} (target < ${TARGET_P99_MS} ms): ${passFail(v.p99Ok)}${note}`,
  ];
  if (!v.clean) lines.push(NOT_2XX);
  return lines.join('\n');
}

/** The candidate list: every page's p99 against the issue's target. */
export function formatListVerdict(rows: Measurement[]): string {
  const lines = rows.map(
    (r) =>
      `${r.label} p99 ${ms(r.p99)} (target < ${LIST_TARGET_P99_MS} ms): ${passFail(r.p99 < LIST_TARGET_P99_MS)}`,
  );
  if (rows.some((r) => r.failed > 0)) lines.push(NOT_2XX);
  return lines.join('\n');
}

/** Issue 15 §2: the list page at the floor's connections against the database floor of the same run. */
export function formatListFloorVerdict(list: Measurement, floor: Measurement | undefined): string {
  const p99 = `${list.label} p99 ${ms(list.p99)} (target < ${LIST_TARGET_P99_MS} ms): ${passFail(list.p99 < LIST_TARGET_P99_MS)}`;
  if (!floor?.rps) return `${p99}\n${list.label} vs the database floor: not measured`;
  const ratio = list.rps / floor.rps;
  return (
    `${p99}\n${list.label} at ${ratio.toFixed(2)} of ${floor.label} ` +
    `(target >= ${LIST_TARGET_FLOOR_RATIO}): ${passFail(ratio >= LIST_TARGET_FLOOR_RATIO)}`
  );
}

/** The autosave: saves per second and p99 against the issue's targets, and the share of the floor. */
export function formatAutosaveVerdict(save: AutosaveMeasurement, floor: Measurement | undefined): string {
  const share = floor?.rps
    ? `, ${pct(save.rps / floor.rps)} of the floor's ${floor.rps.toFixed(0)} req/s`
    : '';
  const paced = save.atTarget;
  // the offered rate counts as served when at least 95 % of it came back 2xx
  const served = paced.rps >= AUTOSAVE_TARGET_RPS * 0.95 && paced.failed === 0;
  const lines = [
    `${save.label} back to back: ${save.rps.toFixed(0)} saves/s${share} ` +
      `(target >= ${AUTOSAVE_TARGET_RPS.toLocaleString('en')}): ${passFail(save.rps >= AUTOSAVE_TARGET_RPS)}`,
    `${save.label} back to back: p50 ${ms(save.p50)}, p99 ${ms(save.p99)} (200 saves always queued)`,
    `${save.label} at ${AUTOSAVE_TARGET_RPS.toLocaleString('en')} saves/s offered: ` +
      `${paced.rps.toFixed(0)} served, p50 ${ms(paced.p50)}, p99 ${ms(paced.p99)} ` +
      `(target < ${AUTOSAVE_TARGET_P99_MS} ms): ${passFail(served && paced.p99 < AUTOSAVE_TARGET_P99_MS)}`,
  ];
  if (save.cpu) {
    const { serverMs, postgresMs, capacity } = save.cpu;
    lines.push(
      `CPU per save: server ${serverMs.toFixed(2)} ms + PostgreSQL ${postgresMs.toFixed(2)} ms ` +
        `(the machine's 2 cores could serve ~${capacity.toFixed(0)} saves/s with nothing else running)`,
    );
  }
  if (save.failed > 0) {
    const codes = Object.entries(save.otherStatuses).map(([code, n]) => `${n} x ${code}`);
    lines.push(`${NOT_2XX}${codes.length ? ` (${codes.join(', ')})` : ''}`);
  }
  return lines.join('\n');
}
