/**
 * Bank data (tab 'Dados Bancários', spec 2 §4.7; spec 3 §3 "Bank", §5 "Bank"), shown when the
 * client has INFO_BANCARIA. The account fields apply only to a candidate with an account
 * (POSSUICONTABANCO S). The bank itself stays open without one: the client may name a bank
 * (BANCO_PREFERENCIA / BANCO_SELECIONADO, or CODBANCO at registration) for a new salary account.
 */
import { CANDIDATE_AND_STAFF, SIM_NAO, type FieldContext, type FieldDef } from './types.ts';
import { columnOf, type PrivacyKey } from './types.ts';
import { SECTION_PRIVACY } from './privacy.ts';

type Spec = Omit<FieldDef, 'section' | 'column' | 'editableBy' | 'required' | 'visible' | PrivacyKey> &
  Partial<Pick<FieldDef, 'required' | 'visible' | PrivacyKey>>;

const bankTab = ({ settings }: FieldContext) => settings.INFO_BANCARIA;
const hasAccount = ({ values }: FieldContext) => values.POSSUICONTABANCO === 'S';

const f = <const S extends Spec>(s: S) => {
  const visible = s.visible;
  return {
    ...SECTION_PRIVACY.DADOS_BANCARIOS,
    section: 'DADOS_BANCARIOS' as const,
    column: columnOf<S['name']>(s.name),
    editableBy: CANDIDATE_AND_STAFF,
    required: hasAccount,
    ...s,
    visible: (ctx: FieldContext) => bankTab(ctx) && (visible ? visible(ctx) : true),
  };
};

export const TIPOS_CONTA = [
  { value: 'CC', label: 'Conta corrente' },
  { value: 'P', label: 'Poupança' },
  { value: 'S', label: 'Conta salário' },
] as const;

export const BANK_FIELDS = [
  f({
    name: 'POSSUICONTABANCO',
    label: 'Possui conta bancária',
    type: 'choice',
    options: SIM_NAO,
    required: bankTab,
  }),
  f({ name: 'CODBANCO', label: 'Banco', type: 'bank' }),
  f({ name: 'TIPOCONTA', label: 'Tipo de conta', type: 'choice', options: TIPOS_CONTA, visible: hasAccount }),
  f({ name: 'AGENCIA', label: 'Agência', type: 'digits', max: 6, mask: '000000', visible: hasAccount }),
  f({ name: 'NUMCONTA', label: 'Número da conta', type: 'digits', max: 10, visible: hasAccount }),
  // the account check digit may be X, so free text of up to 2 characters
  f({ name: 'DIGCONTA', label: 'Dígito da conta', type: 'text', max: 2, visible: hasAccount }),
] as const satisfies readonly FieldDef[];
