/**
 * One definition per fact (docs/design.md §2, issue 13): sections, per-field rules, value formats and
 * call shapes live in the registry (packages/domain/src/registry) and the contract
 * (packages/domain/src/contract). This test walks the product's source and fails when one of them
 * is written again somewhere else — a field named in a comparison (`.name === 'CARGO'`) or its value
 * compared with a literal (`values.TIPOCARGO === 'ESTAGIO'`) included. An exception names the file, what it writes, and why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTHORIZED_PERSON_FIELDS,
  CANDIDATE_FIELDS,
  DEPENDENT_FIELDS,
  PRINT_AREAS,
  RECORD_SECTIONS,
  REPORT_AREA_LIST,
  TABS,
} from '@admissao/domain';
import { ROOT, sourceFiles } from './support/source-files.ts';

const HOMES = ['packages/domain/src/registry/', 'packages/domain/src/contract/'];

/** The product's source outside the registry and the contract (tests, e2e and bench excluded). */
const SOURCE = ['apps/api/src', 'apps/web/src', 'packages/domain/src']
  .flatMap((d) => sourceFiles(d))
  .filter((f) => !HOMES.some((h) => f.startsWith(h)) && !f.startsWith('apps/api/src/testing/'))
  .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));

const FIELD_NAMES = new Set<string>(
  [...CANDIDATE_FIELDS, ...DEPENDENT_FIELDS, ...AUTHORIZED_PERSON_FIELDS].map((f) => f.name),
);
/**
 * Keys of sections, field sections, lists, print and report areas (a key that is also a field's
 * name, ENDERECO, is left to the field rules). Asking the registry for a section's fields
 * (`fieldsOfSection('CADASTRO')`) is how the registry is read, not a list written again.
 */
const SECTION_NAMES = new Set<string>(
  [
    ...RECORD_SECTIONS.map((s) => s.key),
    ...RECORD_SECTIONS.flatMap((s) => (s.content.kind === 'fields' ? [s.content.fields] : [])),
    ...RECORD_SECTIONS.flatMap((s) => (s.content.kind === 'list' ? [s.content.of] : [])),
    ...PRINT_AREAS.map((a) => a.key),
    ...REPORT_AREA_LIST.map((a) => a.key),
  ].filter((k) => !FIELD_NAMES.has(k)),
);
const TAB_KEYS = new Set<string>(TABS.map((t) => t.key));
const READS_THE_REGISTRY = /fieldsOfSection\(['"][A-Z_]+['"]\)/g;

const quoted = (text: string) =>
  [...text.replace(READS_THE_REGISTRY, '').matchAll(/['"]([A-Za-z][A-Za-z0-9_]*)['"]/g)].map((m) => m[1]!);
/** A tab key compared with (`key === 'beneficios'`, `case 'envio':`): the words alone are common. */
const tabComparisons = (text: string) =>
  [...text.matchAll(/(?:===\s*|case\s+)['"]([a-z]+)['"]/g)].map((m) => m[1]!).filter((k) => TAB_KEYS.has(k));

/** Files that name a section on purpose, with the reason. Anything else is a list written twice. */
const SECTION_NAMED_BY: Record<string, { names: string[]; why: string }> = {
  'apps/web/src/features/candidate/CandidateTabs.tsx': {
    names: ['endereco', 'dependentes', 'adicional', 'beneficios', 'envio'],
    why: 'which component draws a tab whose content is not plain registry fields',
  },
  'apps/web/src/features/candidate/address/AddressTab.tsx': {
    names: ['ENDERECO', 'ENTREGA'],
    why: 'the address tab lays out the home and delivery sections around the CEP search and the copy button',
  },
  'apps/api/src/modules/kit-flow/sign-kit.ts': {
    names: ['DOCUMENTOS'],
    why: "the sign call's body field DOCUMENTOS (the kit's document ids ticked 'Li e concordo'), not the record section",
  },
  'apps/api/src/modules/kit-flow/countersign.ts': {
    names: ['DOCUMENTOS'],
    why: "the countersign call's body field DOCUMENTOS (the kit's document ids), not the record section",
  },
  'apps/web/src/features/candidates/columns.tsx': {
    names: ['DOCUMENTOS'],
    why: "the list's Documentos column (the documents summary), a column of the list, not the record section",
  },
};

/**
 * Files that compare a field's value with a literal on purpose, with the reason. Anything else is a
 * field rule (who sees, what is forced, what is cleared) written beside the registry.
 */
const VALUE_COMPARED_BY: Record<string, { names: string[]; why: string }> = {
  'packages/domain/src/esocial/check-s2200.ts': {
    names: ['IDESTCIVIL', 'INFOCOTA', 'CODCATEG', 'NATATIVIDADE'],
    why:
      'checks of the eSocial layout on values, not when a field applies: UNE is a marital status the ' +
      'layout has no code for, Sim in the quota needs a kind of disability, a rural category needs rural work',
  },
};

describe('one definition per fact', () => {
  it('names sections only in the registry (and where a screen draws one section its own way)', () => {
    const found = SOURCE.flatMap(({ file, text }) => {
      const allowed = new Set(SECTION_NAMED_BY[file]?.names ?? []);
      const named = [...quoted(text).filter((w) => SECTION_NAMES.has(w)), ...tabComparisons(text)];
      return [...new Set(named.filter((w) => !allowed.has(w)))].map((name) => `${file}: '${name}'`);
    });
    expect(found).toEqual([]);
  });

  it('writes no per-field rule outside the registry (a comparison with a field name)', () => {
    const rule = /(?:\.name\s*===\s*|case\s+)['"]([A-Z][A-Z0-9_]*)['"]/g;
    const found = SOURCE.flatMap(({ file, text }) =>
      [...text.matchAll(rule)].filter((m) => FIELD_NAMES.has(m[1]!)).map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it("writes no per-field rule on a value outside the registry (`values.FIELD === '…'`)", () => {
    const rule = /\.([A-Z][A-Z0-9_]*)\s*[!=]==?\s*(['"])[^'"]*\2/g;
    const compared = (text: string) => [...text.matchAll(rule)].filter((m) => FIELD_NAMES.has(m[1]!));
    const found = SOURCE.flatMap(({ file, text }) => {
      const allowed = new Set(VALUE_COMPARED_BY[file]?.names ?? []);
      return compared(text)
        .filter((m) => !allowed.has(m[1]!))
        .map((m) => `${file}: ${m[0]}`);
    });
    expect(found).toEqual([]);
    // an exception whose comparison is gone is removed with it
    const stale = Object.entries(VALUE_COMPARED_BY).flatMap(([file, { names }]) => {
      const text = SOURCE.find((s) => s.file === file)?.text ?? '';
      const seen = new Set(compared(text).map((m) => m[1]));
      return names.filter((n) => !seen.has(n)).map((n) => `${file}: ${n}`);
    });
    expect(stale).toEqual([]);
  });

  it('formats values only in the registry formatter (no masks or decimal formats written again)', () => {
    const formats = [/\$1\.\$2\.\$3-\$4/, /\(\$1\) \$2-\$3/, /'\$1-\$2'/, /minimumFractionDigits/];
    const found = SOURCE.flatMap(({ file, text }) =>
      formats.filter((f) => f.test(text)).map((f) => `${file}: ${String(f)}`),
    );
    expect(found).toEqual([]);
  });

  it('declares calls only in the contract: routes use routeOf, the web calls by contract', () => {
    const routes = SOURCE.filter(({ file }) => file.startsWith('apps/api/src/routes/'));
    expect(
      routes.flatMap(({ file, text }) =>
        [/\bapp\.(get|post|put|patch|delete)\(/, /\bz\.object\(/]
          .filter((r) => r.test(text))
          .map((r) => `${file}: ${String(r)}`),
      ),
    ).toEqual([]);
    const web = SOURCE.filter(
      ({ file }) => file.startsWith('apps/web/src/') && !file.startsWith('apps/web/src/lib/api.ts'),
    );
    expect(
      web.flatMap(({ file, text }) =>
        /\bapi<[^>]+>\(/.test(text) ? [`${file}: api<T>() with a hand-written answer type`] : [],
      ),
    ).toEqual([]);
    expect(
      web.flatMap(({ file, text }) =>
        [...text.matchAll(/\binterface (\w+(?:Answer|Response))\b/g)].map(
          (m) => `${file}: interface ${m[1]}`,
        ),
      ),
    ).toEqual([]);
  });
});
