/**
 * The candidate field registry (spec 2 §4.4, §4.7, §5; spec 3 §5): its shape, the sections' checks,
 * values of hidden fields and the options read from the client settings. The per-field rules,
 * limits and check digits are in registry-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings.ts';
import { checkFieldValue, normaliseValue } from './validate.ts';
import { medicalOptions } from './benefits.ts';
import { fieldByName, fieldsOfSection } from './candidate-fields.ts';
import { RECORD_SECTIONS } from './sections.ts';
import { CTPS_DIGITAL_NOTE } from './documentation.ts';
import { REGISTRATION_FIELDS } from './registration.ts';
import { transportLocations } from './transport.ts';
import { CANDIDATE_AND_STAFF, STAFF_ONLY, type FieldDef } from './types.ts';
import { CANDIDATE_FIELDS, check, digits, field, type Settings } from './registry-fixture.ts';

describe('the registry', () => {
  it('has unique names and lower-case columns named after them', () => {
    const names = CANDIDATE_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const columns = CANDIDATE_FIELDS.map((f) => f.column);
    expect(new Set(columns).size).toBe(columns.length);
    for (const f of CANDIDATE_FIELDS) expect(f.column).toBe(f.name.toLowerCase());
  });

  it('describes every field completely', () => {
    for (const f of CANDIDATE_FIELDS) {
      expect(f.label, f.name).toMatch(/^\p{Lu}/u);
      if (f.type === 'choice') expect(f.options?.length, f.name).toBeGreaterThan(1);
      if (f.type === 'lookup') expect(f.lookup, f.name).toBeDefined();
      if (f.type === 'date') expect([f.mask, f.max], f.name).toEqual(['00/00/0000', 10]);
      if (f.type === 'choice' && f.default !== undefined)
        expect(f.options?.map((o) => o.value)).toContain(f.default);
    }
  });

  it('lets the candidate edit their own data and their name, and only staff the rest of the registration data and the eSocial link', () => {
    // spec 2 §5.2: NOME is the candidate's (required, max 70); the login (EMAIL) changes only through
    // the confirmation sent to the new address (decision 052), never by autosave
    const candidateEdits = (f: FieldDef) =>
      (f.section !== 'CADASTRO' && f.section !== 'VINCULO_ESOCIAL') || f.name === 'NOME';
    for (const f of CANDIDATE_FIELDS)
      expect(f.editableBy, f.name).toEqual(candidateEdits(f) ? CANDIDATE_AND_STAFF : STAFF_ONLY);
    expect(field('EMAIL')).toMatchObject({ editableBy: STAFF_ONLY, login: true });
  });

  it('stores the name in upper case whoever types it, and keeps it required within 70 characters', () => {
    expect(normaliseValue(field('NOME'), '  Ana Lúcia ')).toBe('ANA LÚCIA');
    expect(normaliseValue(field('NOMEMAE'), 'Joana')).toBe('Joana');
    expect(checkFieldValue(field('NOME'), 'A'.repeat(71))).toBe('Máximo de 70 caracteres.');
    expect(checkFieldValue(field('NOME'), 'A'.repeat(70))).toBeNull();
    expect(field('NOME')).toMatchObject({ notNull: true });
    expect(field('NOME').required({ settings: defaultSettings(), values: {} })).toBe(true);
  });

  it('keeps the phones once, in Dados Pessoais, with the registration definition', () => {
    for (const name of ['TELEFONE', 'CELULAR']) {
      expect(CANDIDATE_FIELDS.filter((f) => f.name === name)).toHaveLength(1);
      const reg = (REGISTRATION_FIELDS as readonly FieldDef[]).find((f) => f.name === name);
      expect(field(name)).toMatchObject({ section: 'DADOS_PESSOAIS', column: reg?.column, mask: reg?.mask });
    }
    expect(fieldByName('NOME')?.section).toBe('CADASTRO');
    expect(fieldByName('NOPE')).toBeUndefined();
  });

  it('has a row of the sections table for every field section of the record', () => {
    const used = new Set(CANDIDATE_FIELDS.map((f) => f.section));
    const rows = RECORD_SECTIONS.flatMap((s) => (s.content.kind === 'fields' ? [s.content.fields] : []));
    expect([...rows].sort()).toEqual([...used].sort());
  });

  it('starts a record with street type 33 and delivery UF SP, and Sexo empty (decision 064)', () => {
    expect(field('SEXO').default).toBeUndefined();
    // no personal answer is preselected
    expect(fieldsOfSection('DADOS_PESSOAIS').filter((f) => f.default !== undefined)).toEqual([]);
    expect(field('IDLOGRADOURO').default).toBe(33);
    expect(field('IDLOGRADOURO_ENTREGA').default).toBe(33);
    expect(field('UF_ENTREGA').default).toBe('SP');
  });

  it.each([...new Set(CANDIDATE_FIELDS.map((f) => f.section))])(
    'accepts a complete record in %s',
    (section) => {
      expect(check(section)).toEqual([]);
      expect(check(section, {}, {})).toEqual([]);
    },
  );

  it('names the first missing field of the tab in form order', () => {
    const empty = Object.fromEntries(fieldsOfSection('DADOS_PESSOAIS').map((f) => [f.name, null]));
    const [first] = check('DADOS_PESSOAIS', empty);
    expect(first).toMatchObject({ field: 'CELULAR', missing: true });
    expect(first?.message).toBe(
      'Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: Celular',
    );
  });
});

describe('values of hidden fields', () => {
  it('are not checked', () => {
    expect(check('DOCUMENTACAO', { PRIMEIROEMPREGO: true, PIS: '123' })).toEqual([]);
    expect(check('DOCUMENTACAO', { SEXO: 'F', RESERVISTA: 'ABC' })).toEqual([]);
    expect(check('DADOS_BANCARIOS', { POSSUICONTABANCO: 'N', AGENCIA: digits(9) })).toEqual([]);
  });
});

describe('CTPS digital only', () => {
  it('carries the note shown beside the fixed type', () => {
    expect(field('CTPSTIPO').note).toBe(CTPS_DIGITAL_NOTE);
    expect(CTPS_DIGITAL_NOTE).toBe('Este cliente aceita somente CTPS digital.');
  });
});

describe('a digital CTPS (decision 064)', () => {
  const digital = { CTPSTIPO: 'D', CTPS: null, CTPSSERIE: null, CTPSUF: null, CTPSEXPEDICAO: null };
  it('is complete without number, series, UF and issue date', () => {
    expect(check('DOCUMENTACAO', digital, {})).toEqual([]);
    expect(check('DOCUMENTACAO', { ...digital, CTPSTIPO: 'F' }, {}).map((i) => i.field)).toEqual([
      'CTPS',
      'CTPSSERIE',
      'CTPSUF',
      'CTPSEXPEDICAO',
    ]);
  });
  it('empties what was typed of the paper one when the type becomes Digital', () => {
    const clears = field('CTPSTIPO').clears!;
    const ctx = (values: Record<string, unknown>) => ({ settings: defaultSettings(), values });
    expect(clears.fields).toEqual(['CTPS', 'CTPSSERIE', 'CTPSUF', 'CTPSEXPEDICAO']);
    expect(clears.when(ctx({ CTPSTIPO: 'F', CTPSEXPEDICAO: '2012-01-01' }), 'D')).toBe(true);
    expect(clears.when(ctx({ CTPSTIPO: 'F', CTPS: '1234567' }), 'D')).toBe(true);
    // nothing typed: nothing to empty, nothing to confirm
    expect(clears.when(ctx({ CTPSTIPO: 'F', CTPS: null, CTPSEXPEDICAO: '' }), 'D')).toBe(false);
    expect(clears.when(ctx({ CTPSTIPO: 'D', CTPSEXPEDICAO: '2012-01-01' }), 'F')).toBe(false);
  });
});

describe('the delivery address (decision 064)', () => {
  it("has no twin of the home's own facts (abroad, own home, FGTS)", () => {
    for (const name of ['DOMICEXTERIOR', 'RESIDPROPRIA', 'UTILIZOUFGTS']) {
      expect(field(name).section).toBe('ENDERECO');
      expect(fieldByName(`${name}_ENTREGA`)).toBeUndefined();
    }
    expect(fieldsOfSection('ENTREGA').map((f) => f.name)).toEqual([
      'CEP_ENTREGA',
      'IDLOGRADOURO_ENTREGA',
      'ENDERECO_ENTREGA',
      'NUMERO_ENTREGA',
      'COMPLEMENTO_ENTREGA',
      'BAIRRO_ENTREGA',
      'CIDADE_ENTREGA',
      'CODCIDADE_ENTREGA',
      'UF_ENTREGA',
      'CEP_GERAL_ENTREGA',
      'PESSOAAUTORIZADA',
    ]);
  });
});

describe('options from the client settings', () => {
  const s = (over: Settings) => ({ ...defaultSettings(), ...over });
  it('lists the chartered-transport locations plus Nenhum', () => {
    const values = (over: Settings) => transportLocations(s(over)).map((o) => o.value);
    expect(values({ OBS_TRANSP_FRETADO: 'Centro; Terminal Norte;;Centro;' })).toEqual([
      'Centro',
      'Terminal Norte',
      'Nenhum',
    ]);
    expect(values({ OBS_TRANSP_FRETADO: '' })).toEqual(['Nenhum']);
    expect(values({ OBS_TRANSP_FRETADO: 'Nenhum;Sé;' })).toEqual(['Sé', 'Nenhum']);
    expect(transportLocations(s({ OBS_TRANSP_FRETADO: 'Sé;' }))[0]).toEqual({ value: 'Sé', label: 'Sé' });
  });
  it('lists the medical plans plus Não desejo', () => {
    const values = medicalOptions(s({ OBS_ASSIS_MEDICA: 'Básico;Executivo;' })).map((o) => o.value);
    expect(values).toEqual(['Básico', 'Executivo', 'Não desejo']);
    expect(medicalOptions(s({ OBS_ASSIS_MEDICA: '' })).map((o) => o.value)).toEqual(['Não desejo']);
  });
});
