/**
 * Shared by the registry tests: every optional part switched on, a complete candidate, and how the
 * form treats a field (hidden, optional, required) for given values and settings.
 */
import { defaultSettings, type ClientSettings } from '../settings.ts';
import { CANDIDATE_FIELDS as REGISTRY, fieldByName, fieldsOfSection } from './candidate-fields.ts';
import type { FieldContext, FieldDef, SectionKey } from './types.ts';
import { validateFields } from './validate.ts';

export const CANDIDATE_FIELDS: readonly FieldDef[] = REGISTRY;

export type Settings = Partial<ClientSettings>;
export type Values = Record<string, unknown>;

/** Every optional part of the form switched on. */
export const ALL_ON: Settings = {
  RACA_COR: true,
  PESO_ALTURA: true,
  INFO_SANGUINEO: true,
  ENTREGA_EQUIP: true,
  INFO_BANCARIA: true,
  TRANSPORTE_PUBLICO: 'D',
  INFO_VALE_TRANSPORTE: true,
  INFO_TRANSP_FRETADO: true,
  OBS_TRANSP_FRETADO: 'Centro;Terminal Norte;',
  INFO_BENEFICIOS: true,
  INFO_ASSIS_MEDICA: true,
  OBS_ASSIS_MEDICA: 'Básico;Executivo;',
  INFO_ASSIS_ODONTOLOGICA: true,
  INFO_VALE_ALIMENTACAO: true,
};

export const ADDRESS: Values = {
  CEP: '01310100',
  IDLOGRADOURO: 33,
  ENDERECO: 'AVENIDA PAULISTA',
  NUMERO: '1000',
  COMPLEMENTO: 'AP 12',
  BAIRRO: 'BELA VISTA',
  CIDADE: 'SÃO PAULO',
  CODCIDADE: '3550308',
  UF: 'SP',
  CEP_GERAL: false,
  DOMICEXTERIOR: 'N',
  RESIDPROPRIA: 'S',
  UTILIZOUFGTS: 'N',
};

/** A complete record of a Brazilian man, as normaliseValue stores it. */
export const FULL: Values = {
  NOME: 'JOÃO DA SILVA',
  EMAIL: 'joao@example.com',
  CODUNIDADE: 1,
  DATINICIO: '2030-01-02',
  TIPOCARGO: 'OUTROS',
  CARGO: 'ANALISTA',
  APELIDO: 'JOÃO',
  CELULAR: '11987654321',
  TELEFONE: '1133334444',
  IDESTCIVIL: 'SOL',
  DATNASC: '1990-05-17',
  SEXO: 'M',
  TRANSGENERO: false,
  IDGRAUINSTRUCAO: '7',
  NACIONALIDADE: 'BRA',
  NATURALIZADO: false,
  NATURALIDADE: '3550308',
  FILHOS: true,
  NUMERO_FILHOS: 2,
  ESTUDANTES: true,
  POSSUILINKEDIN: true,
  LINKEDIN: 'joao-silva',
  PESO: 70,
  ALTURA: 175,
  IDRACA: '1',
  PCD: 'N',
  APOSENTADORIA: 'N',
  TIPOSANGUINEO: 'O+',
  DOADOR: true,
  DATULTDOACAO: '2024-03-01',
  NOMEPAI: 'JOSÉ DA SILVA',
  NACIONALIDADEPAI: 'BRA',
  NOMEMAE: 'ANA DA SILVA',
  NACIONALIDADEMAE: 'BRA',
  ...ADDRESS,
  // the delivery twins (the home's own facts have none: decision 064)
  ...Object.fromEntries(
    Object.entries(ADDRESS)
      .filter(([k]) => fieldByName(`${k}_ENTREGA`))
      .map(([k, v]) => [`${k}_ENTREGA`, v]),
  ),
  PESSOAAUTORIZADA: 'N',
  CPF: '52998224725',
  RG: '123456789',
  RGORGAOEMISSOR: 'SSP',
  RGUF: 'SP',
  RGEXPEDICAO: '2010-01-01',
  PRIMEIROEMPREGO: false,
  PIS: '78074337862',
  PISEXPEDICAO: '2012-01-01',
  POSSUICNH: true,
  CNH: '74653980888',
  CNHCATEGORIA: 'AB',
  PRIMEIRAHABILITACAO: '2010-02-01',
  CNHORGAOEMISSOR: 'DETRAN SP',
  CNHVALIDADE: '2030-01-01',
  CNHEXPEDICAO: '2020-01-01',
  CTPSTIPO: 'F',
  CTPS: '1234567',
  CTPSSERIE: '12345',
  CTPSUF: 'SP',
  CTPSEXPEDICAO: '2012-01-01',
  TITULO: '236388082887',
  TITULOZONA: '0001',
  TITULOSECAO: '0123',
  MUNICIPIOVOTACAO: '3550308',
  CNS: '898001160601218',
  RESERVISTA: '123456789012',
  POSSUIPASSAPORTE: false,
  POSSUICONTABANCO: 'S',
  CODBANCO: 1,
  TIPOCONTA: 'CC',
  AGENCIA: '1234',
  NUMCONTA: '123456',
  DIGCONTA: 'X',
  TRANSPORTE_PUBLICO: true,
  LINHAIDA: '875A-10',
  VALORIDA: 5.3,
  LINHAVOLTA: '875A-10',
  VALORVOLTA: 5.3,
  TIPOCARTAO: 'BILHETE ÚNICO',
  TRANSPORTE_FRETADO: 'S',
  LOCAL_TRANSP_FRETADO: 'Centro',
  BENEFICIOS: 'VR',
  ASSISTENCIA_MEDICA: 'Básico',
  ASSISTENCIA_ODONTOLOGICA: 'S',
  VALE_ALIMENTACAO: 'N',
};

export const ctxOf = (values: Values = {}, settings: Settings = ALL_ON): FieldContext => ({
  settings: { ...defaultSettings(), ...settings },
  values: { ...FULL, ...values },
});

export const field = (name: string) => {
  const f = fieldByName(name);
  if (!f) throw new Error(`no field ${name}`);
  return f;
};

export const check = (section: SectionKey, values: Values = {}, settings: Settings = ALL_ON) =>
  validateFields(fieldsOfSection(section), ctxOf(values, settings));

/** What the form does with a field: hidden, shown and optional, or shown and required. */
export function stateOf(
  name: string,
  values: Values,
  settings: Settings,
): 'hidden' | 'optional' | 'required' {
  const f = field(name);
  const ctx = ctxOf(values, settings);
  if (!f.visible(ctx)) return 'hidden';
  const issues = check(f.section, { ...values, [name]: null }, settings);
  return issues.some((i) => i.field === name && i.missing) ? 'required' : 'optional';
}

export const BRA = { NACIONALIDADE: 'BRA' };
export const EST = { NACIONALIDADE: 'EST' };
export const D_LINES = { TRANSPORTE_PUBLICO: 'D' } as const;

/** n times 'A' / n times '1': values just past or at a limit */
export const chars = (n: number) => 'A'.repeat(n);
export const digits = (n: number) => '1'.repeat(n);
