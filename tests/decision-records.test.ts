/**
 * The decision records keep their header (issue 32 §2, docs/decisions/README.md "The header of a
 * record"): every record has a Date and a known Status; a superseded or amended record names the
 * record that changed it, and that record names it back; every link goes to a file that exists;
 * README's index lists every record, and its list of numbers never used holds every gap. The rules are
 * one function over the files' text, so each is also shown failing on a small made-up set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url));

/** the files of docs/decisions (name → text), and the names of the files beside it (docs/) */
interface Folder {
  files: Record<string, string>;
  siblings: string[];
}

const STATUSES = ['accepted', 'amended', 'superseded', 'deprecated'] as const;
/** header fields that name records, each with the field the named record must answer with */
const BOTH_WAYS = {
  Supersedes: 'Superseded by',
  'Superseded by': 'Supersedes',
  Amends: 'Amended by',
  'Amended by': 'Amends',
} as const satisfies Record<string, string>;
type LinkField = keyof typeof BOTH_WAYS;
const FIELDS = ['Date', 'Status', ...Object.keys(BOTH_WAYS), 'Last amended', 'See also'];

const RECORD_FILE = /^(\d{3})-(?!appendix-)[a-z0-9-]+\.md$/;
const APPENDIX_FILE = /^(\d{3})-appendix-[a-z0-9-]+\.md$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const LINK = /\[([^\]]*)\]\(([^)\s]+)\)/g;
const numberOf = (file: string) => file.slice(0, 3);

interface RecordHeader {
  file: string;
  header: Map<string, string>;
  links: Map<LinkField, string[]>;
}

/** the header of a record: the `Field: value` lines between its title and its first section */
function headerOf(file: string, text: string, problems: string[]): RecordHeader {
  const lines = text.split('\n');
  const header = new Map<string, string>();
  const links = new Map<LinkField, string[]>();
  if (!lines[0]?.startsWith(`# ${numberOf(file)} — `))
    problems.push(`${file}: the first line is not "# ${numberOf(file)} — <title>"`);
  for (const line of lines.slice(1)) {
    if (line.startsWith('#')) break;
    if (line.trim() === '') continue;
    const m = /^([A-Z][a-z]*(?: [a-z]+)?): (.+)$/.exec(line);
    if (!m || !FIELDS.includes(m[1]!)) {
      problems.push(`${file}: "${line.slice(0, 60)}" before the first section is not a header field`);
      continue;
    }
    if (header.has(m[1]!)) problems.push(`${file}: ${m[1]} twice`);
    header.set(m[1]!, m[2]!);
  }
  const date = header.get('Date');
  if (!date) problems.push(`${file}: no Date`);
  else if (!isDate(date)) problems.push(`${file}: Date "${date}" is not YYYY-MM-DD`);
  const status = header.get('Status');
  if (!status) problems.push(`${file}: no Status`);
  else if (!(STATUSES as readonly string[]).includes(status))
    problems.push(`${file}: unknown Status "${status}" (${STATUSES.join(', ')})`);
  for (const field of Object.keys(BOTH_WAYS) as LinkField[]) {
    const value = header.get(field);
    if (value === undefined) continue;
    const named = value.split(/,\s*/).map((item) => {
      const m = /^\[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\)$/.exec(item);
      if (!m || m[1] !== numberOf(m[2]!))
        problems.push(`${file}: ${field} "${item}" is not a link [NNN](NNN-title.md)`);
      return m?.[2] ?? item;
    });
    links.set(field, named);
  }
  return { file, header, links };
}

/** every problem of the folder, as one line each (an empty list when all is well) */
export function problemsOf({ files, siblings }: Folder): string[] {
  const problems: string[] = [];
  const names = Object.keys(files).sort();
  const recordFiles = names.filter((n) => RECORD_FILE.test(n));
  const exists = (target: string) => {
    const path = target.split('#')[0]!;
    if (path === '') return true;
    if (path.startsWith('../')) return siblings.includes(path.slice(3));
    return path in files;
  };

  // every relative link of every file goes to a file that exists
  for (const name of names)
    for (const [, , target] of files[name]!.matchAll(LINK))
      if (!/^[a-z]+:/.test(target!) && !exists(target!))
        problems.push(`${name}: link to ${target}, no such file`);

  const records = new Map(recordFiles.map((f) => [f, headerOf(f, files[f]!, problems)]));
  const dateOf = (f: string) => records.get(f)?.header.get('Date') ?? '';
  for (const f of recordFiles) {
    const same = recordFiles.filter((g) => numberOf(g) === numberOf(f));
    if (same[0] === f && same.length > 1) problems.push(`${same.join(', ')}: two records with one number`);
  }

  for (const r of records.values()) {
    const status = r.header.get('Status');
    const named = (field: LinkField) => r.links.get(field) ?? [];
    if (status === 'superseded' && named('Superseded by').length === 0)
      problems.push(`${r.file}: superseded without "Superseded by"`);
    if (named('Superseded by').length > 0 && status !== 'superseded')
      problems.push(`${r.file}: "Superseded by" but Status ${status}`);
    if (status === 'amended' && named('Amended by').length === 0)
      problems.push(`${r.file}: amended without "Amended by"`);
    if (named('Amended by').length > 0 && status !== 'amended' && status !== 'superseded')
      problems.push(`${r.file}: "Amended by" but Status ${status}`);
    for (const field of Object.keys(BOTH_WAYS) as LinkField[])
      for (const other of named(field)) {
        if (other === r.file) problems.push(`${r.file}: ${field} names itself`);
        const back = records.get(other);
        if (!back) continue; // reported as a link to a missing file
        if (!(back.links.get(BOTH_WAYS[field]) ?? []).includes(r.file))
          problems.push(`${r.file}: ${field} ${other}, which does not say ${BOTH_WAYS[field]} ${r.file}`);
      }
    const last = r.header.get('Last amended');
    const date = dateOf(r.file);
    if (last !== undefined) {
      if (!isDate(last)) problems.push(`${r.file}: Last amended "${last}" is not YYYY-MM-DD`);
      else if (last <= date) problems.push(`${r.file}: Last amended ${last} is not after its Date ${date}`);
    }
    const amenders = [...named('Amended by'), ...named('Superseded by')].map(dateOf).filter(isDate);
    const latest = amenders.sort().at(-1);
    if (latest && latest > date && !(last && last >= latest))
      problems.push(`${r.file}: changed by a record of ${latest}, but Last amended is ${last ?? 'missing'}`);
  }

  // appendices: named by their record, which links them
  for (const name of names.filter((n) => APPENDIX_FILE.test(n))) {
    const record = recordFiles.find((f) => numberOf(f) === numberOf(name));
    const of = /^Appendix of: \[[^\]]*\]\(([^)]+)\)/m.exec(files[name]!)?.[1];
    if (!record || of !== record)
      problems.push(`${name}: no "Appendix of:" link to record ${numberOf(name)}`);
    else if (!files[record]!.includes(`](${name})`))
      problems.push(`${record}: does not link its appendix ${name}`);
  }
  for (const name of names)
    if (name !== 'README.md' && !RECORD_FILE.test(name) && !APPENDIX_FILE.test(name))
      problems.push(`${name}: neither a record (NNN-title.md) nor an appendix (NNN-appendix-topic.md)`);

  // README: one index row per record, and every gap among the numbers listed as never used or held
  const readme = files['README.md'] ?? '';
  const rows = [...readme.matchAll(/^\| (\d{3}) \| \[[^\]]*\]\(([^)]+)\) \|/gm)];
  for (const f of recordFiles)
    if (!rows.some(([, n, target]) => n === numberOf(f) && target === f))
      problems.push(`README.md: the index has no row for ${f}`);
  for (const [, n, target] of rows)
    if (!recordFiles.includes(target!) || numberOf(target!) !== n)
      problems.push(`README.md: index row ${n} links ${target}, not a record of that number`);
  const listed = (label: string) => {
    const line = new RegExp(`^${label}: ([^.(\\n]*)`, 'm').exec(readme)?.[1] ?? '';
    return line.split(/,\s*/).flatMap((item) => {
      const [from, to = from] = item.trim().split('–');
      if (!/^\d{3}$/.test(from!) || !/^\d{3}$/.test(to!)) return [];
      return Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) =>
        String(Number(from) + i).padStart(3, '0'),
      );
    });
  };
  const neverUsed = listed('Never used');
  const held = listed('Held for records being written');
  const used = new Set(recordFiles.map(numberOf));
  for (const n of neverUsed)
    if (used.has(n)) problems.push(`README.md: ${n} is listed as never used but has a record`);
  const highest = Math.max(0, ...[...used].map(Number));
  for (let i = 1; i < highest; i++) {
    const n = String(i).padStart(3, '0');
    if (!used.has(n) && !neverUsed.includes(n) && !held.includes(n))
      problems.push(`README.md: ${n} has no record and is not listed as never used`);
  }
  return problems;
}

function readFolder(): Folder {
  const files = Object.fromEntries(
    readdirSync(DIR)
      .filter((n) => n.endsWith('.md'))
      .map((n) => [n, readFileSync(DIR + n, 'utf8')]),
  );
  return { files, siblings: readdirSync(new URL('..', `file://${DIR}`)) };
}

it('docs/decisions: every record has its header, its links both ways, and a row in the index', () => {
  expect(problemsOf(readFolder())).toEqual([]);
});

describe('each rule fails on a folder that breaks it', () => {
  const record = (n: string, header: string) => `# ${n} — Title\n\n${header}\n\n## Context\nText.\n`;
  const readme = (rows: string[], extra = '') =>
    `# Decision records\n\n| № | Record | Came from |\n|---|---|---|\n${rows
      .map((f) => `| ${f.slice(0, 3)} | [T](${f}) | new |`)
      .join('\n')}\n\n${extra}`;
  const folder = (files: Record<string, string>, rows = Object.keys(files), extra = ''): Folder => ({
    files: { ...files, 'README.md': readme(rows, extra) },
    siblings: ['design.md'],
  });
  const A = '001-a.md';
  const B = '002-b.md';
  const good = folder({
    [A]: record(
      '001',
      'Date: 2026-11-20\n\nStatus: amended\n\nAmended by: [002](002-b.md)\n\nLast amended: 2026-11-21',
    ),
    [B]: record('002', 'Date: 2026-11-21\n\nStatus: accepted\n\nAmends: [001](001-a.md)'),
  });
  const withA = (header: string) => ({ ...good, files: { ...good.files, [A]: record('001', header) } });

  it('a well-formed folder has no problem', () => expect(problemsOf(good)).toEqual([]));
  it('a record without a header', () =>
    expect(problemsOf(withA('Some text.'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/no Date/), expect.stringMatching(/no Status/)]),
    ));
  it('an unknown status', () =>
    expect(problemsOf(withA('Date: 2026-11-20\n\nStatus: proposed'))).toContainEqual(
      expect.stringMatching(/unknown Status "proposed"/),
    ));
  it('a superseded record without its successor', () =>
    expect(
      problemsOf(
        folder({
          [A]: record('001', 'Date: 2026-11-20\n\nStatus: superseded'),
          [B]: record('002', 'Date: 2026-11-21\n\nStatus: accepted'),
        }),
      ),
    ).toContainEqual(expect.stringMatching(/superseded without "Superseded by"/)));
  it('a link one way only', () =>
    expect(
      problemsOf(
        folder({
          [A]: record('001', 'Date: 2026-11-20\n\nStatus: accepted'),
          [B]: record('002', 'Date: 2026-11-21\n\nStatus: accepted\n\nSupersedes: [001](001-a.md)'),
        }),
      ),
    ).toContainEqual(expect.stringMatching(/Supersedes 001-a.md, which does not say Superseded by/)));
  it('a link to a record that does not exist', () =>
    expect(
      problemsOf(
        withA(
          'Date: 2026-11-20\n\nStatus: amended\n\nAmended by: [003](003-c.md)\n\nLast amended: 2026-11-21',
        ),
      ),
    ).toContainEqual(expect.stringMatching(/link to 003-c.md, no such file/)));
  it('an amended record whose Last amended is older than the record that amended it', () =>
    expect(
      problemsOf(withA('Date: 2026-11-20\n\nStatus: amended\n\nAmended by: [002](002-b.md)')),
    ).toContainEqual(
      expect.stringMatching(/changed by a record of 2026-11-21, but Last amended is missing/),
    ));
  it("README's index missing a record", () =>
    expect(problemsOf({ ...good, files: { ...good.files, 'README.md': readme([A]) } })).toContainEqual(
      'README.md: the index has no row for 002-b.md',
    ));
  it('a gap in the numbers that README does not list', () => {
    const C = '004-c.md';
    const files = { ...good.files, [C]: record('004', 'Date: 2026-11-22\n\nStatus: accepted') };
    delete (files as Record<string, string>)['README.md'];
    expect(problemsOf(folder(files))).toContainEqual(
      'README.md: 003 has no record and is not listed as never used',
    );
    expect(problemsOf(folder(files, Object.keys(files), 'Never used: 003.\n'))).toEqual([]);
  });
  it('an appendix its record does not link', () =>
    expect(
      problemsOf({
        ...good,
        files: { ...good.files, '001-appendix-x.md': '# 001, appendix\n\nAppendix of: [001](001-a.md).\n' },
      }),
    ).toContainEqual('001-a.md: does not link its appendix 001-appendix-x.md'));
});
