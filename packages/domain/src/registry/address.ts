/**
 * Address (tab 'Endereço', spec 2 §3.4, §4.7; spec 3 §3 "Address", §5 "Address"): the home
 * address, and the equipment delivery address (suffix _ENTREGA) when the client has
 * ENTREGA_EQUIP. A missing street type defaults to id 33; the delivery UF to SP.
 */
import { always, CANDIDATE_AND_STAFF, never, SIM_NAO, type FieldContext, type FieldDef } from './types.ts';
import { columnOf, type PrivacyKey } from './types.ts';
import { SECTION_PRIVACY } from './privacy.ts';

type Spec = Omit<FieldDef, 'section' | 'column' | 'editableBy' | 'required' | 'visible' | PrivacyKey> &
  Partial<Pick<FieldDef, 'required' | 'visible' | PrivacyKey>>;

/** Street type used when none is chosen (spec 3 §9). */
export const DEFAULT_LOGRADOURO = 33;
/** Delivery UF used when none is chosen (spec 3 §9). */
export const DEFAULT_UF_ENTREGA = 'SP';

/** PESSOAAUTORIZADA: others may receive the equipment (then the candidate lists them). */
export const OUTRAS_PESSOAS = '1';
export const PESSOA_AUTORIZADA = [
  { value: OUTRAS_PESSOAS, label: 'Outras pessoas' },
  { value: 'N', label: 'Somente eu' },
] as const;

/**
 * The people authorized to receive the equipment are asked and listed (section PESSOAS_AUTORIZADAS)
 * when the client delivers it and the candidate named others; with 'Somente eu' there is no list.
 */
export const authorizedPersonsShown = ({ settings, values }: FieldContext) =>
  settings.ENTREGA_EQUIP && values.PESSOAAUTORIZADA === OUTRAS_PESSOAS;

const f = <const S extends Spec>(s: S) => ({
  ...SECTION_PRIVACY.ENDERECO,
  section: 'ENDERECO' as const,
  column: columnOf<S['name']>(s.name),
  editableBy: CANDIDATE_AND_STAFF,
  required: always,
  visible: always,
  ...s,
});

const delivery = ({ settings }: FieldContext) => settings.ENTREGA_EQUIP;

/** The delivery twin of an address field: suffix _ENTREGA, shown (and required) only with ENTREGA_EQUIP. */
const e = <const S extends Spec & { name: string }>(s: S) => {
  const required = s.required ?? always;
  return {
    ...f(s),
    ...SECTION_PRIVACY.ENTREGA,
    section: 'ENTREGA' as const,
    name: `${s.name}_ENTREGA` as `${S['name']}_ENTREGA`,
    column: `${columnOf<S['name']>(s.name)}_entrega` as const,
    label: `${s.label} (entrega)`,
    required: (ctx: FieldContext) => delivery(ctx) && required(ctx),
    visible: delivery,
  };
};

const CEP = { name: 'CEP', label: 'CEP', type: 'cep', mask: '00000-000' } as const;
const IDLOGRADOURO = {
  name: 'IDLOGRADOURO',
  label: 'Tipo de logradouro',
  type: 'lookup',
  lookup: 'public_place',
  default: DEFAULT_LOGRADOURO,
  required: never,
} as const;
const ENDERECO = { name: 'ENDERECO', label: 'Endereço', type: 'text', max: 100 } as const;
const NUMERO = { name: 'NUMERO', label: 'Número', type: 'text', max: 10 } as const;
const COMPLEMENTO = {
  name: 'COMPLEMENTO',
  label: 'Complemento',
  type: 'text',
  max: 30,
  required: never,
} as const;
const BAIRRO = { name: 'BAIRRO', label: 'Bairro', type: 'text', max: 90 } as const;
const CIDADE = { name: 'CIDADE', label: 'Cidade', type: 'text', max: 90 } as const;
const CODCIDADE = {
  name: 'CODCIDADE',
  label: 'Município (código IBGE)',
  type: 'lookup',
  lookup: 'city',
  required: never,
} as const;
const UF = { name: 'UF', label: 'UF', type: 'lookup', lookup: 'uf' } as const;
const CEP_GERAL = {
  name: 'CEP_GERAL',
  label: 'CEP único do município',
  type: 'boolean',
  required: never,
} as const;
/** S/N facts of the home the candidate lives in (main address only). */
const sn = <const N extends string, const L extends string>(name: N, label: L) =>
  ({ name, label, type: 'choice', options: SIM_NAO, required: never }) as const;
const DOMICEXTERIOR = sn('DOMICEXTERIOR', 'Domicílio no exterior');
const RESIDPROPRIA = sn('RESIDPROPRIA', 'Residência própria');
const UTILIZOUFGTS = sn('UTILIZOUFGTS', 'Imóvel adquirido com recursos do FGTS');

export const ADDRESS_FIELDS = [
  f({ ...CEP, esocial: true }),
  f(IDLOGRADOURO),
  f({ ...ENDERECO, esocial: true }),
  f({ ...NUMERO, esocial: true }),
  f({ ...COMPLEMENTO, esocial: true }),
  f({ ...BAIRRO, esocial: true }),
  f(CIDADE),
  f({ ...CODCIDADE, esocial: true }),
  f({ ...UF, esocial: true }),
  f(CEP_GERAL),
  f(DOMICEXTERIOR),
  f(RESIDPROPRIA),
  f(UTILIZOUFGTS),
] as const satisfies readonly FieldDef[];

export const DELIVERY_FIELDS = [
  e(CEP),
  e(IDLOGRADOURO),
  e(ENDERECO),
  e(NUMERO),
  e(COMPLEMENTO),
  e(BAIRRO),
  e(CIDADE),
  e(CODCIDADE),
  e({ ...UF, default: DEFAULT_UF_ENTREGA }),
  e(CEP_GERAL),
  // no twins of DOMICEXTERIOR, RESIDPROPRIA, UTILIZOUFGTS (decision 064): whether the candidate lives
  // abroad, owns the home, bought it with the FGTS are facts of where they live (eSocial), not of
  // where the equipment is delivered
  {
    ...f({
      name: 'PESSOAAUTORIZADA',
      label: 'Quem pode receber os equipamentos',
      type: 'choice',
      options: PESSOA_AUTORIZADA,
    }),
    ...SECTION_PRIVACY.ENTREGA,
    section: 'ENTREGA' as const,
    required: delivery,
    visible: delivery,
  },
] as const satisfies readonly FieldDef[];
