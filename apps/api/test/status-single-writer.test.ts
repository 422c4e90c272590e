/**
 * Issue 32 §1 (decision 067): a candidate's status has one writer, `applyTransition`, which checks
 * the move against STATUS_EVENTS and writes the log, the audit row and the e-mail. This test reads
 * every .ts file under apps/api/src and fails when CODSTATUS of a candidate is written anywhere
 * else: a drizzle `.set({ codstatus })` or `.insert(candidate).values({ codstatus })`, a raw
 * `update candidate set … codstatus =` or `insert into candidate (… codstatus`, or an SQL fragment
 * that opens with the assignment (`sql\`codstatus = …\``).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');

/** Where else a status may be written, and why (each entry must still write, or it goes). */
const ALLOWED: Record<string, string> = {
  'modules/candidate-status/transition.ts': 'the one writer',
  'modules/candidates/register-candidate.ts': 'a new candidate starts in 1 (the machine’s start, not a move)',
  'seed/demo-data.ts': 'demo candidates inserted in the statuses the demo shows',
  'seed/bulk-candidates.ts': 'the benchmark’s candidates inserted in their statuses',
};

const WRITES: RegExp[] = [
  // `codstatus: x` or the shorthand `codstatus,`
  /\.set\(\s*\{[^}]*\bcodstatus\s*[:,}]/,
  /\.insert\(\s*candidate\s*\)\s*\.values\(\s*[[{][^}]*\bcodstatus\s*[:,}]/,
  /\bupdate\s+candidate(?:\s+\w+)?\s+set\b(?:(?!\bwhere\b|\breturning\b|\bfrom\b)[\s\S])*?\bcodstatus\s*=(?!=)/i,
  /\binsert\s+into\s+candidate\s*\([^)]*\bcodstatus\b/i,
  /sql`\s*codstatus\s*=/i,
];

/** Comments may name the assignment (`codstatus = $4` guards the autosave): only code counts. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

export const writesStatus = (text: string) => WRITES.some((re) => re.test(code(text)));

function sources(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.split('\\').join('/'));
}

describe('one writer of the candidate status (decision 067)', () => {
  it('finds every kind of status write, and not its reads', () => {
    const writes = [
      'await db.update(candidate).set({ senhaHash, codstatus: 2 })',
      'tx.update(candidate).set({ senhaHash: await hash(x), codstatus, datultinteracao: new Date() })',
      'db.insert(candidate).values({ nome, codstatus: STATUS.CADASTRADO })',
      'sql`update candidate set nome = ${n}, codstatus = ${s} where codcandidato = ${id}`',
      'update candidate c set "x" = $5, codstatus = $6 from prev',
      'insert into candidate (codadm, nome, codstatus) values (1, $1, 3)',
      'const sets = [sql`codstatus = ${nextStatus}`]',
    ];
    for (const w of writes) expect(writesStatus(w), w).toBe(true);
    const reads = [
      'sql`update candidate set nome = ${n} where codcandidato = ${id} and codstatus = ${s}`',
      'select codstatus from candidate where codstatus = 4',
      'db.insert(candidateLog).values({ codcandidato, codstatus: 5 })',
      'insert into candidate_log (codcandidato, codstatus) values ($1, $2)',
      '/** `codstatus = $4` makes a racing save touch nothing */',
      'if (row.codstatus === STATUS.CADASTRADO) return;',
    ];
    for (const r of reads) expect(writesStatus(r), r).toBe(false);
  });

  it('no file under apps/api/src writes CODSTATUS but the writer and the listed exceptions', () => {
    const found = sources().filter((f) => writesStatus(readFileSync(join(SRC, f), 'utf8')));
    const unlisted = found.filter((f) => !(f in ALLOWED));
    expect(unlisted, 'write the status with applyTransition (an event of STATUS_EVENTS)').toEqual([]);
    // an exception that no longer writes leaves the list, so the list stays the truth
    expect(Object.keys(ALLOWED).filter((f) => !found.includes(f))).toEqual([]);
  });
});
