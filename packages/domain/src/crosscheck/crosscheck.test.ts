/** The cross-check's matching: numbers by digits, dates by day, names by word similarity; document kinds. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossCheckDocument } from './check-document.ts';
import { CANDIDATE_FIELDS } from '../registry/candidate-fields.ts';
import {
  CROSSCHECK_FIELD_NAMES,
  CROSSCHECK_KINDS,
  crosscheckFieldsOf,
  crosscheckKindOf,
  fieldsCarriedBy,
} from './kinds.ts';
import { CROSSCHECK_MIN_CONFIDENCE, matchDate, matchDigits, matchName } from './match-fields.ts';
import { CROSSCHECK_EXCERPT_MAX, layOut } from './ocr-text.ts';
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

describe('whole numbers, the confidence threshold and the excerpt', () => {
  it('a number inside a longer one is not the number (an agency in an RG number)', () => {
    const rg = page('RG: 01.234.567-8 SSP/SP');
    expect(matchDigits('1234', rg).SITUACAO).toBe('Não foi possível ler');
    expect(matchDigits('234567', rg).SITUACAO).toBe('Não foi possível ler');
    expect(matchDigits('0123', rg).SITUACAO).toBe('Não foi possível ler');
    // the number itself, and an account before its check digit, still confere
    expect(matchDigits('012345678', rg).SITUACAO).toBe('Confere');
    expect(matchDigits('456789', page('CONTA CORRENTE: 456789-0')).SITUACAO).toBe('Confere');
    expect(matchDigits('0123', page('AGÊNCIA: 0123-4')).SITUACAO).toBe('Confere');
  });

  it(`under ${CROSSCHECK_MIN_CONFIDENCE}% of OCR confidence there is no verdict, only the reading`, () => {
    const at = (confidence: number) => matchDigits('52998224725', page('CPF: 529.982.247-25', confidence));
    expect(at(CROSSCHECK_MIN_CONFIDENCE)).toMatchObject({ SITUACAO: 'Confere', LEITURA_INCERTA: false });
    expect(at(CROSSCHECK_MIN_CONFIDENCE - 0.1)).toEqual({
      SITUACAO: 'Não foi possível ler',
      LIDO: null,
      CONFIANCA: CROSSCHECK_MIN_CONFIDENCE - 0.1,
      TRECHO: 'CPF: 529.982.247-25',
      LEITURA_INCERTA: true,
    });
    // a slip read uncertainly is most likely the OCR's: no 'Diverge' either
    expect(matchDigits('52998224735', page('CPF: 529.982.247-25', 56))).toMatchObject({
      SITUACAO: 'Não foi possível ler',
      LEITURA_INCERTA: true,
    });
    expect(matchName('Maria Silva', page('NOME: MARIA SILVA', 56)).SITUACAO).toBe('Não foi possível ler');
    expect(matchDate('1990-03-15', page('NASC 15/03/1990', 56)).SITUACAO).toBe('Não foi possível ler');
    // nothing found: no confidence, no excerpt
    expect(matchDigits('11144477735', page('NADA AQUI'))).toMatchObject({ CONFIANCA: null, TRECHO: null });
  });

  it('the best read of the value wins when it shows twice (front and back)', () => {
    const words = [
      { text: 'CPF', confidence: 40 },
      { text: '529.982.247-25', confidence: 40 },
      { text: 'VERSO', confidence: 95 },
      { text: '529.982.247-25', confidence: 95 },
    ];
    expect(matchDigits('52998224725', layOut(words))).toMatchObject({ SITUACAO: 'Confere', CONFIANCA: 95 });
  });

  it('the excerpt is the OCR text around the value, at most 60 characters', () => {
    const doc = page('REPÚBLICA FEDERATIVA DO BRASIL NOME: MARIA DA CONCEIÇÃO SILVA FILIAÇÃO JOSÉ');
    expect(matchName('Maria da Conceição Silva', doc).TRECHO).toBe(
      'BRASIL NOME: MARIA DA CONCEIÇÃO SILVA FILIAÇÃO JOSÉ',
    );
    // as the OCR read it, look-alikes and all
    expect(matchDigits('52998224725', page('CPF 529.982.Z47-Z5 SSP')).TRECHO).toBe('CPF 529.982.Z47-Z5 SSP');
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 30 }), { maxLength: 40 }), (noise) => {
        const words = [...noise, '529.982.247-25', ...noise].map((text) => ({ text, confidence: 90 }));
        const { TRECHO } = matchDigits('52998224725', layOut(words));
        if (TRECHO !== null) expect(TRECHO.length).toBeLessThanOrEqual(CROSSCHECK_EXCERPT_MAX);
      }),
    );
    const long = 'NOME ' + 'MAXIMILIANO '.repeat(8);
    expect(matchName('Maximiliano '.repeat(7), page(long)).TRECHO).toHaveLength(CROSSCHECK_EXCERPT_MAX);
  });
});

describe('document kinds and the whole document', () => {
  // every demo document type (seed/demo-documents.ts) and the usual other names a client gives
  const NAMES: [string, string | null][] = [
    ['RG (FRENTE E VERSO)', 'rg'],
    ['Carteira de Identidade', 'rg'],
    ['CIN - Carteira de Identidade Nacional', 'rg'],
    ['Cédula de identidade (RG)', 'rg'],
    ['CPF', 'cpf'],
    ['Comprovante de inscrição no CPF', null],
    ['Cadastro de Pessoa Física', 'cpf'],
    ['CTPS (CARTEIRA DE TRABALHO)', 'ctps'],
    ['Carteira de Trabalho Digital', 'ctps'],
    ['PIS / PASEP', 'pis'],
    ['COMPROVANTE DE RESIDÊNCIA', 'endereco'],
    ['Comprovante de endereço', 'endereco'],
    ['Conta de luz', 'endereco'],
    ['FOTO 3X4', null],
    ['TÍTULO DE ELEITOR', 'titulo'],
    ['CERTIFICADO DE RESERVISTA', null],
    ['CERTIDÃO DE NASCIMENTO OU CASAMENTO', 'certidao'],
    ['COMPROVANTE DE ESCOLARIDADE', null],
    ['CNH', 'cnh'],
    ['Carteira Nacional de Habilitação', 'cnh'],
    ['CARTÃO SUS', 'cns'],
    ['COMPROVANTE BANCÁRIO', 'banco'],
    ['Cartão do banco ou extrato', 'banco'],
    ['Dados bancários (conta salário)', 'banco'],
    ['CERTIDÕES DOS DEPENDENTES', null],
    ['RNE / CRNM', 'rne'],
    ['Cédula de Identidade de Estrangeiro', 'rne'],
  ];
  it.each(NAMES)('%s → %s', (name, kind) => {
    expect(crosscheckKindOf(name)).toBe(kind);
  });

  it('each kind carries its own fields: no agency on an RG, no name on a proof of address', () => {
    expect(fieldsCarriedBy('rg')).toEqual([
      'NOME',
      'CPF',
      'DATNASC',
      'RG',
      'RGEXPEDICAO',
      'NOMEMAE',
      'NOMEPAI',
    ]);
    expect(fieldsCarriedBy('cpf')).toEqual(['NOME', 'CPF', 'DATNASC']);
    expect(fieldsCarriedBy('ctps')).toEqual(['NOME', 'DATNASC', 'CTPS', 'CTPSSERIE', 'NOMEMAE', 'NOMEPAI']);
    expect(fieldsCarriedBy('endereco')).toEqual(['CEP', 'ENDERECO']);
    expect(fieldsCarriedBy('banco')).toEqual(['NOME', 'AGENCIA', 'NUMCONTA']);
    for (const kind of CROSSCHECK_KINDS) {
      expect(fieldsCarriedBy(kind).length, kind).toBeGreaterThan(0);
      if (kind !== 'banco') expect(fieldsCarriedBy(kind), kind).not.toContain('AGENCIA');
    }
  });

  it('a type whose name says nothing is compared on the fields its terms name', () => {
    expect(crosscheckFieldsOf('Conta de consumo', [{ NOME: 'CEP' }])).toEqual(['CEP']);
    expect(
      crosscheckFieldsOf('Documento com foto', [{ NOME: 'nome' }, { NOME: 'RG' }, { NOME: 'X' }]),
    ).toEqual(['NOME', 'RG']);
    // the name decides when it says something: the RG's terms add no bank field
    expect(crosscheckFieldsOf('RG (FRENTE E VERSO)', [{ NOME: 'AGENCIA' }])).not.toContain('AGENCIA');
    expect(crosscheckFieldsOf('FOTO 3X4')).toEqual([]);
  });

  it('every field of the table is a registry field that is compared and not sensitive', () => {
    for (const name of CROSSCHECK_FIELD_NAMES) {
      const field = CANDIDATE_FIELDS.find((f) => f.name === name);
      expect(field, name).toBeDefined();
      // a sensitive value reaches staff only through the logged 'Mostrar' (decision 036)
      expect(field!.sensivel, name).toBe(false);
      const checked = crossCheckDocument(
        [name],
        { [name]: name.startsWith('DAT') ? '1990-03-15' : '123456' },
        [[{ text: 'X', confidence: 90 }]],
      );
      expect(checked, name).toHaveLength(1);
    }
  });

  it('checks the fields the candidate filled, formatted by the registry', () => {
    const words = 'AGÊNCIA 0123 CONTA 45678-9'.split(' ').map((text) => ({ text, confidence: 87.5 }));
    expect(
      crossCheckDocument(['AGENCIA', 'NUMCONTA'], { AGENCIA: '0123', NUMCONTA: '45679' }, [words]),
    ).toEqual([
      {
        CAMPO: 'AGENCIA',
        ROTULO: 'Agência',
        DIGITADO: '0123',
        DOCUMENTO: '0123',
        SITUACAO: 'Confere',
        LIDO: '0123',
        CONFIANCA: 87.5,
        TRECHO: 'AGÊNCIA 0123 CONTA 45678-9',
        LEITURA_INCERTA: false,
      },
      {
        CAMPO: 'NUMCONTA',
        ROTULO: 'Número da conta',
        DIGITADO: '45679',
        DOCUMENTO: '45678',
        SITUACAO: 'Diverge',
        LIDO: '45678',
        CONFIANCA: 87.5,
        TRECHO: '0123 CONTA 45678-9',
        LEITURA_INCERTA: false,
      },
    ]);
    expect(
      crossCheckDocument(['CEP'], { CEP: '01310100' }, [[{ text: 'CEP 01310-100', confidence: 80 }]])[0],
    ).toMatchObject({
      DIGITADO: '01310-100',
      DOCUMENTO: '01310-100',
      SITUACAO: 'Confere',
    });
    // the RG is text in the record and a number on the card
    expect(
      crossCheckDocument(['RG'], { RG: '12.345.678-9' }, [[{ text: 'RG: 12.345.678-9', confidence: 90 }]])[0],
    ).toMatchObject({ SITUACAO: 'Confere', DIGITADO: '12.345.678-9' });
    expect(crossCheckDocument(['CEP'], { CEP: null }, [[]])).toEqual([]);
    expect(crossCheckDocument([], { CEP: '01310100' }, [[]])).toEqual([]);
  });
});
