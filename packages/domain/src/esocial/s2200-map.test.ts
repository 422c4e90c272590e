/**
 * S2200_RECORD_MAP and S2200_DEPENDENT_MAP say where each field the registry marks `esocial: true`
 * goes in the event; the compiler keeps them complete (s2200-map-typing.test.ts), and this test keeps
 * them true: every path they name is written by the events of the fixtures and of the two cases no
 * fixture covers (a contract ended by a fact, an indirect apprentice with a social name).
 */
import { describe, expect, it } from 'vitest';
import { buildS2200 } from './build-s2200.ts';
import { checkS2200 } from './check-s2200.ts';
import { S2200_DEPENDENT_MAP, S2200_RECORD_MAP, type S2200Input, type S2200Target } from './s2200-map.ts';
import { recordOf, S2200_FIXTURES, UNIT_CNPJ } from './s2200-fixtures.ts';
import { schemaErrors, withPlaceholderSignature } from './schema-validation.test-support.ts';

const AT = new Date('2026-11-26T12:34:56Z');

/** Every element path under evtAdmissao that the XML opens ('trabalhador/nascimento/dtNascto'). */
function pathsOf(xml: string): Set<string> {
  const paths = new Set<string>();
  const stack: string[] = [];
  for (const [, close, name] of xml.matchAll(/<(\/?)([A-Za-z][\w]*)[^>]*>/g)) {
    if (close) stack.pop();
    else {
      stack.push(name!);
      const under = stack.indexOf('evtAdmissao');
      if (under >= 0 && stack.length > under + 1) paths.add(stack.slice(under + 1).join('/'));
    }
  }
  return paths;
}

const { brasileiro, aprendiz } = S2200_FIXTURES;
const MORE: S2200Input[] = [
  {
    ...brasileiro,
    record: recordOf({ TPCONTR: '3', CLAUASSEC: 'N', OBJDET: 'Conclusão da obra', NOMESOCIAL: 'Mara Souza' }),
  },
  {
    ...aprendiz,
    record: { ...aprendiz.record, INDAPREND: '2', CNPJENTQUAL: null, CNPJESTABAPREND: UNIT_CNPJ },
  },
];

describe('where the mapped fields go', () => {
  const inputs = [...Object.values(S2200_FIXTURES), ...MORE];
  const xmls = inputs.map(
    (input) => buildS2200(input, { at: AT, sequence: 1, verProc: 'admissao-0.1.0' }).xml,
  );
  const written = new Set(xmls.flatMap((xml) => [...pathsOf(xml)]));
  const pathOf = (t: S2200Target) => ('element' in t ? t.element : t.decides);

  it('the two cases no fixture covers have an empty pre-check and a valid event', async () => {
    for (const input of MORE) expect(checkS2200(input)).toEqual([]);
    for (const xml of xmls.slice(-MORE.length))
      expect(await schemaErrors(withPlaceholderSignature(xml))).toEqual([]);
  }, 30_000);

  it.each(Object.entries({ ...S2200_RECORD_MAP }))('%s → %o', (_name, target) => {
    expect(written).toContain(pathOf(target));
  });

  it.each(Object.entries(S2200_DEPENDENT_MAP))('dependent %s → %o', (_name, target) => {
    expect(written).toContain(pathOf(target));
  });
});
