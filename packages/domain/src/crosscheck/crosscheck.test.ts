/** The cross-check's matching: numbers by digits, dates by day, names by word similarity; document kinds. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossCheckDocument } from './check-document.ts';
import { crosscheckKindOf } from './kinds.ts';
import { matchDate, matchDigits, matchName } from './match-fields.ts';
import { layOut } from './ocr-text.ts';
import { editDistance, wordSimilarity } from './text-similarity.ts';

const page = (text: string, confidence = 90) =>
  layOut(text.split(/\s+/).map((w) => ({ text: w, confidence })));
const CPF_MASK = '000.000.000-00';

describe('numbers', () => {
  it('finds a number across word breaks and OCR look-alikes', () => {
    expect(matchDigits('52998224725', page('CPF: 529.982.247-25'), CPF_MASK)).toMatchObject({
      SITUACAO: 'Confere',
      LIDO: '52998224725',
      CONFIANCA: 90,
    });
    expect(matchDigits('52998224725', page('CPF 529 982 247 25'), CPF_MASK).SITUACAO).toBe('Confere');
    expect(matchDigits('52998224725', page('CPF 529.982.Z47-Z5'), CPF_MASK).SITUACAO).toBe('Confere');
  });

  it('a changed digit diverges, with the document value', () => {
    expect(matchDigits('52998224735', page('CPF: 529.982.247-25'), CPF_MASK)).toMatchObject({
      SITUACAO: 'Diverge',
      LIDO: '52998224725',
    });
  });

  it('a CPF-shaped number is the document CPF however far it is; a stray number is not', () => {
    expect(matchDigits('11144477735', page('CPF: 529.982.247-25'), CPF_MASK)).toMatchObject({
      SITUACAO: 'Diverge',
      LIDO: '52998224725',
    });
    expect(matchDigits('11144477735', page('PROTOCOLO 98765432100 EMITIDO'), CPF_MASK).SITUACAO).toBe(
      'Não foi possível ler',
    );
    expect(matchDigits('52998224725', page('')).SITUACAO).toBe('Não foi possível ler');
  });

  it('any number written with any separators confere; one changed digit diverges', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 4, maxLength: 12 });
    fc.assert(
      fc.property(
        digits,
        fc.array(fc.constantFrom('.', '-', ' ', '/'), { minLength: 11, maxLength: 11 }),
        (d, seps) => {
          const written = [...d].map((c, i) => (i > 0 && i % 3 === 0 ? seps[i]! + c : c)).join('');
          expect(matchDigits(d, page(`Nº ${written} fim`)).SITUACAO).toBe('Confere');
        },
      ),
    );
    fc.assert(
      fc.property(digits, fc.nat(), (d, at) => {
        const i = at % d.length;
        const changed = d.slice(0, i) + String((Number(d[i]) + 1) % 10) + d.slice(i + 1);
        expect(matchDigits(changed, page(`Nº ${d} fim`))).toMatchObject({ SITUACAO: 'Diverge', LIDO: d });
      }),
    );
  });
});

describe('dates', () => {
  it('the typed day among the document dates confere; a slip diverges; none is unreadable', () => {
    const text = 'EXPEDIÇÃO 02/01/2015 NASCIMENTO 15/03/1990';
    expect(matchDate('1990-03-15', page(text))).toMatchObject({ SITUACAO: 'Confere', LIDO: '1990-03-15' });
    expect(matchDate('1990-03-16', page(text))).toMatchObject({ SITUACAO: 'Diverge', LIDO: '1990-03-15' });
    expect(matchDate('1975-11-30', page(text)).SITUACAO).toBe('Não foi possível ler');
  });

  it('any day written dd/mm/yyyy, dd.mm.yyyy or dd-mm-yyyy confere', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.constantFrom('/', '.', '-'),
        (d, sep) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-');
          expect(matchDate(iso, page(`DATA ${day}${sep}${m}${sep}${y}`)).SITUACAO).toBe('Confere');
        },
      ),
    );
  });
});

describe('names', () => {
  it('ignores accents, case and connectors, and forgives OCR slips', () => {
    const doc = page('NOME: MARIA DA CONCEIÇÃO SILVA FILIAÇÃO JOSÉ');
    expect(matchName('Maria da Conceicao Silva', doc)).toMatchObject({ SITUACAO: 'Confere' });
    expect(matchName('maria conceição silva', doc).SITUACAO).toBe('Confere');
    expect(matchName('Maria da Conceicao Silva', page('NOME: MAR1A DA CONCEIÇAO SlLVA')).SITUACAO).toBe(
      'Confere',
    );
  });

  it('another surname diverges, showing what the document says', () => {
    expect(matchName('Maria da Conceicao Souza', page('NOME: MARIA DA CONCEIÇÃO SILVA'))).toMatchObject({
      SITUACAO: 'Diverge',
      LIDO: 'MARIA DA CONCEICAO SILVA',
    });
    expect(matchName('Pedro Alves', page('REPÚBLICA FEDERATIVA')).SITUACAO).toBe('Não foi possível ler');
  });

  it('word similarity is symmetric, 1 only for equal words, and edit distance a metric', () => {
    const word = fc.string({ unit: fc.constantFrom(...'ABCDEIOSZ'), maxLength: 10 });
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        expect(wordSimilarity(a, b)).toBe(wordSimilarity(b, a));
        expect(wordSimilarity(a, b) === 1).toBe(a === b);
        expect(editDistance(a, c)).toBeLessThanOrEqual(editDistance(a, b) + editDistance(b, c));
      }),
    );
  });
});

describe('document kinds and the whole document', () => {
  it('kind by name, else by CAMPOS_VALIDACAO terms', () => {
    expect(crosscheckKindOf('CPF')).toBe('cpf');
    expect(crosscheckKindOf('RG (FRENTE E VERSO)')).toBe('identidade');
    expect(crosscheckKindOf('Carteira de Habilitação')).toBe('identidade');
    expect(crosscheckKindOf('COMPROVANTE DE RESIDÊNCIA')).toBe('endereco');
    expect(crosscheckKindOf('Comprovante bancário')).toBe('banco');
    expect(crosscheckKindOf('FOTO 3X4')).toBeNull();
    expect(crosscheckKindOf('Conta de consumo', [{ NOME: 'CEP' }])).toBe('endereco');
  });

  it('checks the kind fields the candidate filled, formatted by the registry', () => {
    const words = 'AGÊNCIA 0123 CONTA 45678-9'.split(' ').map((text) => ({ text, confidence: 87.5 }));
    expect(crossCheckDocument('banco', { AGENCIA: '0123', NUMCONTA: '45679' }, [words])).toEqual([
      {
        CAMPO: 'AGENCIA',
        ROTULO: 'Agência',
        DIGITADO: '0123',
        DOCUMENTO: '0123',
        SITUACAO: 'Confere',
        LIDO: '0123',
        CONFIANCA: 87.5,
      },
      {
        CAMPO: 'NUMCONTA',
        ROTULO: 'Número da conta',
        DIGITADO: '45679',
        DOCUMENTO: '45678',
        SITUACAO: 'Diverge',
        LIDO: '45678',
        CONFIANCA: 87.5,
      },
    ]);
    expect(
      crossCheckDocument('endereco', { CEP: '01310100' }, [[{ text: 'CEP 01310-100', confidence: 80 }]])[0],
    ).toMatchObject({
      DIGITADO: '01310-100',
      DOCUMENTO: '01310-100',
      SITUACAO: 'Confere',
    });
    expect(crossCheckDocument('endereco', { CEP: null }, [[]])).toEqual([]);
    expect(crossCheckDocument(null, { CEP: '01310100' }, [[]])).toEqual([]);
  });
});
