/**
 * The S-3000 (issue 34 §6, decision 078): an exclusion of each event the product sends is accepted
 * by the official evtExclusao schema once a placeholder signature is added; input the schema would
 * refuse is an S3000Refusal with a pt-BR message.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_ID_PATTERN } from './event-xml.ts';
import { ALPHANUMERIC_CNPJ, EMPLOYER_CNPJ } from './s2200-fixtures.ts';
import { buildS3000, EXCLUDABLE_EVENTS, S3000_MSG, S3000Refusal, type S3000Input } from './s3000.ts';
import { schemaErrors, withPlaceholderSignature } from './schema-validation.test-support.ts';

const OPTIONS = { at: new Date('2026-12-04T12:00:00Z'), sequence: 9, verProc: 'Admissao-teste' };
const INPUT: S3000Input = {
  empregador: EMPLOYER_CNPJ,
  tpAmb: '2',
  tpEvento: 'S-2200',
  nrRecEvt: '1.2.0000000000012345678',
  cpfTrab: '52998224725',
};

describe('buildS3000', () => {
  it.each(EXCLUDABLE_EVENTS)(
    'an exclusion of an %s is valid against evtExclusao once signed',
    async (tpEvento) => {
      const { id, xml } = buildS3000({ ...INPUT, tpEvento }, OPTIONS);
      expect(id).toMatch(EVENT_ID_PATTERN);
      expect(xml).toContain(
        `<evtExclusao Id="${id}"><ideEvento><tpAmb>2</tpAmb><procEmi>1</procEmi><verProc>Admissao-teste</verProc></ideEvento>` +
          '<ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>' +
          `<infoExclusao><tpEvento>${tpEvento}</tpEvento><nrRecEvt>1.2.0000000000012345678</nrRecEvt>` +
          '<ideTrabalhador><cpfTrab>52998224725</cpfTrab></ideTrabalhador></infoExclusao></evtExclusao>',
      );
      expect(await schemaErrors(withPlaceholderSignature(xml), 'evtExclusao')).toEqual([]);
    },
    30_000,
  );

  it('takes an alphanumeric or masked employer CNPJ (its root is nrInsc)', async () => {
    const { xml } = buildS3000({ ...INPUT, empregador: '12.abc.345/01de-35', tpAmb: '1' }, OPTIONS);
    expect(xml).toContain(`<nrInsc>${ALPHANUMERIC_CNPJ.slice(0, 8)}</nrInsc>`);
    expect(await schemaErrors(withPlaceholderSignature(xml), 'evtExclusao')).toEqual([]);
  }, 30_000);

  it('refuses what the schema would, in pt-BR', () => {
    const cases: [Partial<S3000Input>, string][] = [
      [{ empregador: '11222333000182' }, S3000_MSG.employer],
      [{ tpAmb: '3' }, S3000_MSG.tpAmb],
      [{ tpEvento: 'S-1200' as S3000Input['tpEvento'] }, S3000_MSG.tpEvento],
      [{ nrRecEvt: '1.2.000000000001234567' }, S3000_MSG.nrRecEvt],
      [{ nrRecEvt: '2.2.0000000000012345678' }, S3000_MSG.nrRecEvt],
      [{ cpfTrab: '529.982.247-25' }, S3000_MSG.cpfTrab],
    ];
    for (const [change, message] of cases) {
      const attempt = () => buildS3000({ ...INPUT, ...change }, OPTIONS);
      expect(attempt).toThrow(S3000Refusal);
      expect(attempt).toThrow(message);
    }
  });
});
