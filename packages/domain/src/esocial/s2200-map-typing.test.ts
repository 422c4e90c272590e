/**
 * A field that reaches eSocial is a compile error until it is mapped (issue 32 §2, decision 031):
 * the TypeScript compiler, run on the package's own files with one of them changed in memory, finds
 * - a field marked `esocial: true` in the registry without an entry in S2200_RECORD_MAP: an error;
 * - the same field with its entry: no error at all;
 * - the builder reading a field the registry does not mark, or an entry for such a field: errors.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
const LINK = resolve(HERE, '../registry/esocial-link.ts');
const MAP = resolve(HERE, 's2200-map.ts');
const BUILD = resolve(HERE, 'build-s2200.ts');
const ROOTS = [MAP, BUILD, resolve(HERE, 'check-s2200.ts'), resolve(HERE, 's2200-fixtures.ts')];

const config = ts.getParsedCommandLineOfConfigFile(resolve(HERE, '../../tsconfig.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  },
});
if (!config) throw new Error('packages/domain/tsconfig.json unreadable');

/** A source file with `marker` replaced (the text must be there: the test follows the code). */
function edited(file: string, marker: string, replacement: string): string {
  const text = ts.sys.readFile(file) ?? '';
  if (!text.includes(marker)) throw new Error(`${file}: '${marker}' not found`);
  return text.replace(marker, replacement);
}

let previous: ts.Program | undefined;
/** The compiler's diagnostics of the package's eSocial files with these files' texts replaced. */
function diagnosticsWith(overlay: Record<string, string>): string[] {
  const host = ts.createCompilerHost(config!.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) => {
    const text = overlay[resolve(file)];
    return text === undefined
      ? getSourceFile(file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram({
    rootNames: ROOTS,
    options: config!.options,
    host,
    oldProgram: previous,
  });
  previous = program;
  return [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()].map(
    (d) =>
      `${d.file ? join(dirname(d.file.fileName).split('/').pop() ?? '', d.file.fileName.split('/').pop() ?? '') : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
  );
}

const LIST_END = '] as const satisfies readonly FieldDef[];';
const NEW_FIELD = "  v({ name: 'NOVOCAMPO', label: 'Campo novo', type: 'text', max: 10 }),\n";
const MAP_END = '} as const satisfies Record<S2200FieldName, S2200Target>;';
const NEW_ENTRY = "  NOVOCAMPO: { element: 'vinculo/novoCampo' },\n";

describe('the S-2200 mapping, as the compiler sees it', () => {
  const withNewField = { [LINK]: edited(LINK, LIST_END, NEW_FIELD + LIST_END) };

  it('refuses a registry field marked for eSocial that has no mapping entry', () => {
    const found = diagnosticsWith(withNewField);
    expect(found.some((d) => d.startsWith('esocial/s2200-map.ts') && d.includes("'NOVOCAMPO'"))).toBe(true);
  }, 120_000);

  it('accepts it once S2200_RECORD_MAP says where it goes', () => {
    expect(diagnosticsWith({ ...withNewField, [MAP]: edited(MAP, MAP_END, NEW_ENTRY + MAP_END) })).toEqual(
      [],
    );
  }, 120_000);

  it('refuses the builder reading a field the registry does not mark, and an entry for it', () => {
    const found = diagnosticsWith({
      [BUILD]: edited(BUILD, "leaf('nmSoc', r.NOMESOCIAL)", "leaf('nmSoc', r.APELIDO)"),
      [MAP]: edited(MAP, MAP_END, "  APELIDO: { element: 'trabalhador/nmSoc' },\n" + MAP_END),
    });
    expect(found.some((d) => d.startsWith('esocial/build-s2200.ts') && d.includes("'APELIDO'"))).toBe(true);
    expect(found.some((d) => d.startsWith('esocial/s2200-map.ts') && d.includes("'APELIDO'"))).toBe(true);
  }, 120_000);
});
