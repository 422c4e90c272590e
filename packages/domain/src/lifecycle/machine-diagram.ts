/**
 * The Mermaid diagram of the status machine (decision 067), written from STATUS_EVENTS so the
 * record cannot drift from the table: machine-diagram.test.ts compares the record's block with
 * this text. The statuses staff may still change (all but 8 and 9) sit in one box, and an event
 * from every one of them is drawn once, from the box.
 */
import { CANDIDATE_STATUSES, STATUS_ALLOWS, STATUS_PERMISSIONS } from '../status.ts';
import { STATUS_TRAITS } from '../status-traits.ts';
import { LIFECYCLE_RULES } from './rules.ts';
import { STATUS_EVENTS, type StatusEvent } from './machine.ts';

const OPEN = CANDIDATE_STATUSES.map((s) => s.CODSTATUS).filter(LIFECYCLE_RULES.changeStatus.allowedIn);
const BOX = 'andamento';

export function statusDiagram(): string {
  const name = (c: number) => CANDIDATE_STATUSES.find((s) => s.CODSTATUS === c)!.DESSTATUS;
  const out = ['stateDiagram-v2', `    state "Em andamento" as ${BOX} {`];
  for (const c of OPEN) out.push(`        s${c}: ${c} ${name(c)}`);
  out.push('    }');
  for (const s of CANDIDATE_STATUSES)
    if (!OPEN.includes(s.CODSTATUS)) out.push(`    s${s.CODSTATUS}: ${s.CODSTATUS} ${name(s.CODSTATUS)}`);
  out.push('    [*] --> s1: Cadastro pela equipe');
  for (const e of Object.values(STATUS_EVENTS) as StatusEvent[]) {
    const fromBox = OPEN.every((c) => e.from.includes(c));
    const rest = fromBox ? e.from.filter((c) => !OPEN.includes(c)) : e.from;
    for (const to of e.to) {
      if (fromBox) out.push(`    ${BOX} --> s${to}: ${e.label}`);
      for (const from of rest) if (from !== to || e.again) out.push(`    s${from} --> s${to}: ${e.label}`);
    }
  }
  return out.join('\n');
}

/**
 * The record's table of what each status allows and what the staff's views read of it (STATUS_ALLOWS
 * and STATUS_TRAITS), in markdown: the test compares it with the record as it does the diagram.
 */
export function statusTable(): string {
  const yes = (b: boolean) => (b ? 'sim' : '—');
  const head = [...STATUS_PERMISSIONS, 'funil', 'fila', 'retenção'];
  const out = [`| Status | ${head.join(' | ')} |`, `| --- | ${head.map(() => '---').join(' | ')} |`];
  for (const s of CANDIDATE_STATUSES) {
    const allows = STATUS_ALLOWS[s.CODSTATUS];
    const t = STATUS_TRAITS[s.CODSTATUS];
    const cells = [
      ...STATUS_PERMISSIONS.map((p) => yes(allows[p])),
      t.funnel,
      yes(t.queue),
      t.retention ?? '—',
    ];
    out.push(`| ${s.CODSTATUS} ${s.DESSTATUS} | ${cells.join(' | ')} |`);
  }
  return out.join('\n');
}
