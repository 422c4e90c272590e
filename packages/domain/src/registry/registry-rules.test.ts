/**
 * The registry's conditional rules, limits and check digits against spec 2 §4.4, §4.7, §5 and
 * spec 3 §5 (Address, Bank): one table row per field and condition, through the form's own rules.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_ON,
  BRA,
  chars,
  check,
  D_LINES,
  digits,
  EST,
  field,
  stateOf,
  type Settings,
  type Values,
} from './registry-fixture.ts';
import type { ClientSettings } from '../settings.ts';

type Rule = [rule: string, field: string, values: Values, settings: Settings, expected: string];

const each = (names: string[], rule: string, values: Values, settings: Settings, expected: string): Rule[] =>
  names.map((n) => [rule, n, values, settings, expected]);

const PERSONAL_ALWAYS = ['CELULAR', 'TELEFONE', 'IDESTCIVIL', 'DATNASC', 'SEXO', 'TRANSGENERO'];
const PERSONAL_ALWAYS_2 = ['IDGRAUINSTRUCAO', 'NACIONALIDADE', 'NATURALIDADE', 'FILHOS', 'POSSUILINKEDIN'];
const PERSONAL_ALWAYS_3 = ['PCD', 'APOSENTADORIA', 'DOADOR', 'NOMEPAI', 'NACIONALIDADEPAI', 'NOMEMAE'];
const ADDRESS_REQUIRED = ['CEP', 'ENDERECO', 'NUMERO', 'BAIRRO', 'CIDADE', 'UF'];
const ADDRESS_OPTIONAL = ['IDLOGRADOURO', 'COMPLEMENTO', 'CODCIDADE', 'CEP_GERAL'];
const ADDRESS_OPTIONAL_2 = ['DOMICEXTERIOR', 'RESIDPROPRIA', 'UTILIZOUFGTS'];
const DELIVERY = (names: string[]) => names.map((n) => `${n}_ENTREGA`);
const RG = ['RG', 'RGORGAOEMISSOR', 'RGUF', 'RGEXPEDICAO'];
const VOTER_CNS = ['TITULO', 'TITULOZONA', 'TITULOSECAO', 'MUNICIPIOVOTACAO', 'CNS'];
const CNH = ['CNH', 'CNHCATEGORIA', 'PRIMEIRAHABILITACAO', 'CNHORGAOEMISSOR', 'CNHVALIDADE', 'CNHEXPEDICAO'];
const CTPS = ['CTPS', 'CTPSSERIE', 'CTPSUF'];
const ACCOUNT = ['TIPOCONTA', 'AGENCIA', 'NUMCONTA', 'DIGCONTA'];
const LINES = ['LINHAIDA', 'LINHAVOLTA', 'TIPOCARTAO'];
const FARES = ['VALORIDA', 'VALORVOLTA'];
const BENEFITS: [string, keyof ClientSettings][] = [
  ['BENEFICIOS', 'INFO_BENEFICIOS'],
  ['ASSISTENCIA_MEDICA', 'INFO_ASSIS_MEDICA'],
  ['ASSISTENCIA_ODONTOLOGICA', 'INFO_ASSIS_ODONTOLOGICA'],
  ['VALE_ALIMENTACAO', 'INFO_VALE_ALIMENTACAO'],
];

const RULES: Rule[] = [
  // spec 2 §5.2 personal data
  ...each(
    [...PERSONAL_ALWAYS, ...PERSONAL_ALWAYS_2, ...PERSONAL_ALWAYS_3],
    'always asked',
    {},
    {},
    'required',
  ),
  ...each(['NACIONALIDADEMAE'], 'always asked', {}, {}, 'required'),
  ...each(['NOMESOCIAL', 'APELIDO'], 'optional', {}, {}, 'optional'),
  ['naturalised asked of foreigners', 'NATURALIZADO', EST, {}, 'required'],
  ['naturalised forced Não for Brazilians', 'NATURALIZADO', BRA, {}, 'optional'],
  // issue 17: eSocial S-2200 trabImig and infoDeficiencia
  ...each(
    ['PAISNACIONALIDADE', 'TEMPORESIDENCIA', 'CONDINGRESSO'],
    'immigrant',
    { ...EST, NATURALIZADO: false },
    {},
    'required',
  ),
  ...each(
    ['PAISNACIONALIDADE', 'TEMPORESIDENCIA', 'CONDINGRESSO'],
    'naturalised',
    { ...EST, NATURALIZADO: true },
    {},
    'hidden',
  ),
  ...each(['PAISNACIONALIDADE', 'CONDINGRESSO'], 'Brazilian', BRA, {}, 'hidden'),
  ...each(
    ['DEFFISICA', 'DEFVISUAL', 'DEFAUDITIVA', 'DEFMENTAL', 'DEFINTELECTUAL', 'REABREADAP'],
    'PCD',
    { PCD: 'S' },
    {},
    'required',
  ),
  ...each(['DEFFISICA', 'REABREADAP'], 'not PCD', { PCD: 'N' }, {}, 'hidden'),
  ...each(['NUMERO_FILHOS', 'ESTUDANTES'], 'with children', { FILHOS: true }, {}, 'required'),
  ...each(['NUMERO_FILHOS', 'ESTUDANTES'], 'without children', { FILHOS: false }, {}, 'hidden'),
  ['LinkedIn ID with LinkedIn', 'LINKEDIN', { POSSUILINKEDIN: true }, {}, 'required'],
  ['LinkedIn ID without LinkedIn', 'LINKEDIN', { POSSUILINKEDIN: false }, {}, 'hidden'],
  ...each(['PESO', 'ALTURA'], 'weight/height setting on', {}, { PESO_ALTURA: true }, 'optional'),
  ...each(['PESO', 'ALTURA'], 'weight/height setting off', {}, { PESO_ALTURA: false }, 'hidden'),
  ['race setting on', 'IDRACA', {}, { RACA_COR: true }, 'required'],
  ['race setting off', 'IDRACA', {}, { RACA_COR: false }, 'hidden'],
  ['blood type setting on', 'TIPOSANGUINEO', {}, { INFO_SANGUINEO: true }, 'optional'],
  ['blood type setting off', 'TIPOSANGUINEO', {}, { INFO_SANGUINEO: false }, 'hidden'],
  ['last donation of a donor', 'DATULTDOACAO', { DOADOR: true }, {}, 'optional'],
  ['last donation of a non-donor', 'DATULTDOACAO', { DOADOR: false }, {}, 'hidden'],
  // decision 064: what the client did not configure is not asked; the spec's yes/no questions stay
  ...each(['PESO', 'ALTURA', 'TIPOSANGUINEO'], 'default settings', {}, {}, 'hidden'),
  ...each(['POSSUILINKEDIN', 'DOADOR'], 'default settings (spec 2 §5.2)', {}, {}, 'required'),
  ['LinkedIn ID not answered yet', 'LINKEDIN', { POSSUILINKEDIN: null }, {}, 'hidden'],
  ['last donation not answered yet', 'DATULTDOACAO', { DOADOR: null }, {}, 'hidden'],
  // spec 2 §4.7, spec 3 §5 address
  ...each(ADDRESS_REQUIRED, 'home address', {}, {}, 'required'),
  ...each([...ADDRESS_OPTIONAL, ...ADDRESS_OPTIONAL_2], 'home address extras', {}, {}, 'optional'),
  ...each(DELIVERY(ADDRESS_REQUIRED), 'delivery on', {}, { ENTREGA_EQUIP: true }, 'required'),
  ['delivery on', 'PESSOAAUTORIZADA', {}, { ENTREGA_EQUIP: true }, 'required'],
  ...each(DELIVERY(ADDRESS_OPTIONAL), 'delivery extras', {}, { ENTREGA_EQUIP: true }, 'optional'),
  ...each(DELIVERY([...ADDRESS_REQUIRED, ...ADDRESS_OPTIONAL]), 'delivery off', {}, {}, 'hidden'),
  // the home's own facts (abroad, own home, FGTS) are of the main address only (decision 064)
  ...each(ADDRESS_OPTIONAL_2, 'delivery on: main address only', {}, { ENTREGA_EQUIP: true }, 'optional'),
  ['delivery off', 'PESSOAAUTORIZADA', {}, { ENTREGA_EQUIP: false }, 'hidden'],
  // spec 2 §5.1 documentation
  ...each(['CPF', 'PRIMEIROEMPREGO', 'POSSUICNH', 'POSSUIPASSAPORTE'], 'always', EST, {}, 'required'),
  ...each([...RG, ...VOTER_CNS], 'Brazilian', BRA, {}, 'required'),
  ...each([...RG, ...VOTER_CNS], 'foreigner', EST, {}, 'optional'),
  ...each(['RNE', 'RNEEXPEDICAO'], 'foreigner', EST, {}, 'required'),
  ...each(['RNE', 'RNEEXPEDICAO'], 'Brazilian', BRA, {}, 'hidden'),
  ...each(['PIS', 'PISEXPEDICAO'], 'not a first job', { PRIMEIROEMPREGO: false }, {}, 'required'),
  ...each(['PIS', 'PISEXPEDICAO'], 'first job', { PRIMEIROEMPREGO: true }, {}, 'hidden'),
  ...each(CNH, 'has a CNH', { POSSUICNH: true }, {}, 'required'),
  ...each(CNH, 'no CNH', { POSSUICNH: false }, {}, 'hidden'),
  ['CTPS type asked', 'CTPSTIPO', {}, { INFO_CTPS_DIGITAL: false }, 'required'],
  ['CTPS type fixed to Digital', 'CTPSTIPO', {}, { INFO_CTPS_DIGITAL: true }, 'optional'],
  ...each(CTPS, 'physical CTPS', { CTPSTIPO: 'F' }, {}, 'required'),
  ...each(CTPS, 'digital CTPS', { CTPSTIPO: 'D' }, {}, 'hidden'),
  ...each(CTPS, 'client accepts only digital', { CTPSTIPO: 'F' }, { INFO_CTPS_DIGITAL: true }, 'hidden'),
  // decision 064: a digital CTPS has no issue date (spec 2 §5.1 asked it always)
  ['paper CTPS', 'CTPSEXPEDICAO', { CTPSTIPO: 'F', ...EST }, {}, 'required'],
  ['CTPS type not chosen yet', 'CTPSEXPEDICAO', { CTPSTIPO: null }, {}, 'required'],
  ['digital CTPS', 'CTPSEXPEDICAO', { CTPSTIPO: 'D' }, {}, 'hidden'],
  ['client accepts only digital', 'CTPSEXPEDICAO', { CTPSTIPO: null }, { INFO_CTPS_DIGITAL: true }, 'hidden'],
  ['reservist of a Brazilian man', 'RESERVISTA', { SEXO: 'M', ...BRA }, {}, 'required'],
  ['reservist of a foreign man', 'RESERVISTA', { SEXO: 'M', ...EST }, {}, 'optional'],
  ['reservist of a woman', 'RESERVISTA', { SEXO: 'F', ...BRA }, {}, 'hidden'],
  ...each(['RIC', 'CNPJANTERIOR'], 'optional', {}, {}, 'optional'),
  ...each(
    ['PASSAPORTE', 'PASSAPORTEVENCIMENTO'],
    'foreigner',
    { ...EST, POSSUIPASSAPORTE: false },
    {},
    'required',
  ),
  ...each(
    ['PASSAPORTE', 'PASSAPORTEVENCIMENTO'],
    'Brazilian with one',
    { POSSUIPASSAPORTE: true },
    {},
    'optional',
  ),
  ...each(
    ['PASSAPORTE', 'PASSAPORTEVENCIMENTO'],
    'Brazilian without',
    { POSSUIPASSAPORTE: false },
    {},
    'hidden',
  ),
  // spec 2 §4.7, spec 3 §5 bank
  ['bank tab on', 'POSSUICONTABANCO', {}, { INFO_BANCARIA: true }, 'required'],
  ...each(
    ['POSSUICONTABANCO', 'CODBANCO', ...ACCOUNT],
    'bank tab off',
    {},
    { INFO_BANCARIA: false },
    'hidden',
  ),
  ...each(['CODBANCO', ...ACCOUNT], 'with an account', { POSSUICONTABANCO: 'S' }, {}, 'required'),
  ...each(ACCOUNT, 'without an account', { POSSUICONTABANCO: 'N' }, {}, 'hidden'),
  ['bank of choice without an account', 'CODBANCO', { POSSUICONTABANCO: 'N' }, {}, 'optional'],
  // spec 2 §2.1, §5.3 transport
  ['tab by lines setting', 'TRANSPORTE_PUBLICO', {}, D_LINES, 'required'],
  ['tab by voucher setting', 'TRANSPORTE_PUBLICO', {}, { INFO_VALE_TRANSPORTE: true }, 'required'],
  ['tab by chartered setting', 'TRANSPORTE_PUBLICO', {}, { INFO_TRANSP_FRETADO: true }, 'required'],
  ['no transport setting', 'TRANSPORTE_PUBLICO', {}, { TRANSPORTE_PUBLICO: 'B' }, 'hidden'],
  ...each(LINES, 'lines asked', { TRANSPORTE_PUBLICO: true }, D_LINES, 'required'),
  ...each(FARES, 'lines asked', { TRANSPORTE_PUBLICO: true }, D_LINES, 'optional'),
  ...each([...LINES, ...FARES], 'no public transport', { TRANSPORTE_PUBLICO: false }, D_LINES, 'hidden'),
  ...each(
    [...LINES, ...FARES],
    'basic setting',
    { TRANSPORTE_PUBLICO: true },
    { TRANSPORTE_PUBLICO: 'B', INFO_VALE_TRANSPORTE: true },
    'hidden',
  ),
  ['chartered on', 'TRANSPORTE_FRETADO', {}, { INFO_TRANSP_FRETADO: true }, 'required'],
  ['chartered off', 'TRANSPORTE_FRETADO', {}, { ...ALL_ON, INFO_TRANSP_FRETADO: false }, 'hidden'],
  ['chartered used', 'LOCAL_TRANSP_FRETADO', { TRANSPORTE_FRETADO: 'S' }, ALL_ON, 'required'],
  ['chartered not used', 'LOCAL_TRANSP_FRETADO', { TRANSPORTE_FRETADO: 'N' }, ALL_ON, 'hidden'],
  ['chartered off', 'LOCAL_TRANSP_FRETADO', {}, { ...ALL_ON, INFO_TRANSP_FRETADO: false }, 'hidden'],
  // spec 2 §2.1, §3.4 benefits
  ...BENEFITS.map(([n, s]): Rule => ['its setting on', n, {}, { [s]: true }, 'required']),
  ...BENEFITS.map(([n, s]): Rule => ['another setting on', n, {}, { ...ALL_ON, [s]: false }, 'hidden']),
  ...BENEFITS.map(([n]): Rule => ['no benefit setting', n, {}, {}, 'hidden']),
  ...BENEFITS.map(([n]): Rule => ['intern', n, { TIPOCARGO: 'ESTAGIO', CARGO: 'ESTAGIO' }, ALL_ON, 'hidden']),
  // decision 064: the food voucher is asked once — in the VR/VA choice when the client asks it
  ['food voucher in the choice', 'VALE_ALIMENTACAO', {}, ALL_ON, 'hidden'],
  ['the choice with the food voucher', 'BENEFICIOS', {}, ALL_ON, 'required'],
  ...(['INFO_ASSIS_MEDICA', 'INFO_ASSIS_ODONTOLOGICA'] as const).map((s): Rule => [
    'food voucher alone',
    'VALE_ALIMENTACAO',
    {},
    { INFO_VALE_ALIMENTACAO: true, [s]: true },
    'required',
  ]),
];

describe.each(RULES)('%s: %s', (_rule, name, values, settings, expected) => {
  it(`is ${expected}`, () => expect(stateOf(name, values, settings)).toBe(expected));
});

type Limit = [string, string, string, Values?];

const LIMITS: Limit[] = [
  ['NOMESOCIAL', chars(51), chars(50)],
  ['APELIDO', chars(16), chars(15)],
  ['CELULAR', '(11) 9876-543', '(11) 98765-4321'],
  ['TELEFONE', '(11) 98765-4321', '(11) 3333-4444'],
  ['DATNASC', '31/02/1990', '17/05/1990'],
  ['SEXO', 'X', 'F'],
  ['NACIONALIDADE', 'ARG', 'EST'],
  ['NUMERO_FILHOS', '123', '12'],
  ['LINKEDIN', chars(51), chars(50)],
  ['PESO', '1000', '999'],
  ['ALTURA', '1000', '999'],
  ['TIPOSANGUINEO', 'C+', 'AB-'],
  ['PCD', 'X', 'S'],
  ['DATULTDOACAO', '2024-13-01', '01/03/2024'],
  ['NOMEPAI', chars(71), chars(70)],
  ['NOMEMAE', chars(71), chars(70)],
  ['NACIONALIDADEMAE', 'X', 'EST'],
  ['CEP', '0131-010', '01310-100'],
  ['ENDERECO', chars(101), chars(100)],
  ['NUMERO', chars(11), chars(10)],
  ['COMPLEMENTO', chars(31), chars(30)],
  ['BAIRRO', chars(91), chars(90)],
  ['CIDADE', chars(91), chars(90)],
  ['COMPLEMENTO_ENTREGA', chars(31), chars(30)],
  ['ENDERECO_ENTREGA', chars(101), chars(100)],
  ['PESSOAAUTORIZADA', '2', '1'],
  ['RG', chars(101), chars(100)],
  ['RGORGAOEMISSOR', 'SSPSP12', 'SSP/SP'],
  ['RGEXPEDICAO', '00/00/2010', '01/01/2010'],
  ['RNE', digits(12), digits(11), EST],
  ['CNHCATEGORIA', 'F', 'AE'],
  ['CNHORGAOEMISSOR', chars(21), chars(20)],
  ['CTPSTIPO', 'X', 'D'],
  ['CTPS', digits(8), digits(7)],
  ['CTPSSERIE', digits(6), digits(5)],
  ['TITULOZONA', digits(5), digits(4)],
  ['TITULOSECAO', digits(6), digits(5)],
  ['RESERVISTA', digits(13), digits(12)],
  ['RIC', digits(12), digits(11)],
  ['CNPJANTERIOR', '11.222.333/0001-812', '11.222.333/0001-81'],
  ['PASSAPORTE', chars(23), chars(22), EST],
  ['AGENCIA', digits(7), digits(6)],
  ['NUMCONTA', digits(11), digits(10)],
  ['DIGCONTA', 'X12', 'X'],
  ['LINHAIDA', chars(31), chars(30)],
  ['LINHAVOLTA', chars(31), chars(30)],
  ['TIPOCARTAO', chars(31), chars(30)],
  ['VALORIDA', '12,505', '12,50'],
  ['VALORVOLTA', 'doze', '1.234,56'],
  ['TRANSPORTE_FRETADO', 'X', 'N'],
  // options from the client's settings (OBS_TRANSP_FRETADO / OBS_ASSIS_MEDICA): anything else is refused
  ['LOCAL_TRANSP_FRETADO', 'Terminal Sul', 'Terminal Norte'],
  ['BENEFICIOS', 'VT', 'VA'],
  ['ASSISTENCIA_MEDICA', chars(201), 'Executivo'],
  ['ASSISTENCIA_ODONTOLOGICA', 'X', 'N'],
];

/** [field, valid number as typed, same number with a wrong check digit] */
const CHECK_DIGITS: [string, string, string][] = [
  ['CPF', '529.982.247-25', '529.982.247-24'],
  ['PIS', '780.74337.86-2', '780.74337.86-3'],
  ['CNS', '898 0011 6060 1218', '898 0011 6060 1219'],
  ['CNS', '209 7805 8493 0003', '209 7805 8493 0004'],
  ['TITULO', '2363 8808 2887', '2363 8808 2888'],
  ['CNH', '74653980888', '74653980889'],
];

const issuesFor = (name: string, value: string, values: Values = {}) =>
  check(field(name).section, { ...values, [name]: value }).filter((i) => i.field === name);

const shown = (v: string) => (v.length > 20 ? `${v.length} characters` : `'${v}'`);

describe.each(LIMITS)('%s', (name, bad, good, values) => {
  it(`refuses ${shown(bad)} and accepts ${shown(good)}`, () => {
    const [issue] = issuesFor(name, bad, values);
    expect(issue).toMatchObject({ missing: false });
    expect(issue?.message.startsWith(`${field(name).label}: `)).toBe(true);
    expect(issuesFor(name, good, values)).toEqual([]);
  });
});

describe.each(CHECK_DIGITS)('%s check digit', (name, valid, invalid) => {
  it(`accepts ${valid} and refuses ${invalid}`, () => {
    expect(issuesFor(name, valid)).toEqual([]);
    expect(issuesFor(name, invalid)).toMatchObject([{ field: name, missing: false }]);
  });
});
