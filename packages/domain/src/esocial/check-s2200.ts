/**
 * The S-2200 pre-check (issue 17): every value the event needs that is missing, malformed or
 * required by another one, in pt-BR, field by field — before anything is produced. The schema
 * (packages/domain/esocial/v_S_01_03_00) is the authority; these rules are the ones the schema and
 * its validation notes impose on what the product holds. An empty list means buildS2200 can run.
 */
import { fieldByName } from '../registry/candidate-fields.ts';
import { DEPENDENT_FIELDS, TPDEP_FIELD } from '../registry/dependent.ts';
import { RECORD_SECTIONS } from '../registry/sections.ts';
import { CLIENT_SETTINGS } from '../settings.ts';
import { isValidCnpj } from './cnpj.ts';
import { isUfEsocial } from './tables.ts';
import { tpDepOptionsOf } from './kinship.ts';
import {
  applies,
  descrDepOf,
  estCivOf,
  grauInstrOf,
  INTERN_REFUSAL,
  isImmigrantRecord,
  isInternRecord,
  paisNacOf,
  paisNasctoOf,
  racaCorOf,
  text,
  tpDepOf,
  type S2200FieldName,
  type S2200Input,
  type S2200Issue,
} from './s2200-map.ts';

export const UNIT_CNPJ_FIELD = 'CNPJ_UNIDADE';
/** Items about the dependents name their list section (the staff panel points to its tab). */
export const DEPENDENTS_FIELD = RECORD_SECTIONS.find(
  (s) => s.content.kind === 'list' && s.content.of === DEPENDENT_FIELDS[0].section,
)!.key;

/** The events whose pre-checks share these rules (their messages name the event). */
export type PrecheckedEvent = 'S-2200' | 'S-2190' | 'S-2300';

/** a UF outside the layout's list (TS_uf) */
export const UF_INVALID = 'UF inválida: informe a sigla de um estado ou do Distrito Federal (ex.: SP).';

export const missingIn = (ev: PrecheckedEvent) => `Não informado (obrigatório no ${ev}).`;
const labelOf = (campo: string) => fieldByName(campo)?.label ?? campo;
export const issue = (
  campo: string,
  mensagem = missingIn('S-2200'),
  rotulo = labelOf(campo),
): S2200Issue => ({
  campo,
  rotulo,
  mensagem,
});

/** A rule of a pre-check: what it finds in the input, for the event it checks. */
export type Rule<I = S2200Input> = (
  input: I,
  ev: PrecheckedEvent,
) => (S2200Issue | null | false | undefined)[];

/** Issues for the named fields that are empty. */
export const needIn = <R extends Readonly<Record<string, unknown>>>(
  ev: PrecheckedEvent,
  r: R,
  ...names: (keyof R & string)[]
) => names.map((n) => (text(r[n]) === '' ? issue(n, missingIn(ev)) : null));
const need = (r: S2200Input['record'], ...names: S2200FieldName[]) => needIn('S-2200', r, ...names);

/** The employer's CNPJ (Configurações): every event's ideEmpregador. */
export const employerIssues = ({ CNPJ_EMPREGADOR }: S2200Input['settings']) => [
  CNPJ_EMPREGADOR === ''
    ? issue(
        'CNPJ_EMPREGADOR',
        'Informe o CNPJ do empregador em Configurações.',
        CLIENT_SETTINGS.CNPJ_EMPREGADOR.label,
      )
    : !isValidCnpj(CNPJ_EMPREGADOR) &&
      issue('CNPJ_EMPREGADOR', 'CNPJ inválido.', CLIENT_SETTINGS.CNPJ_EMPREGADOR.label),
];

/** Whether a text fits a TS_nome / TS_texto of the schema (length, not blank). */
const fits = (v: unknown, min: number, max: number) => text(v).length >= min && text(v).length <= max;

export const employer: Rule = ({ settings, unitCnpj }) => [
  ...employerIssues(settings),
  !unitCnpj
    ? issue(UNIT_CNPJ_FIELD, 'Informe o CNPJ da unidade do candidato em Unidades.', 'CNPJ do estabelecimento')
    : !isValidCnpj(unitCnpj) && issue(UNIT_CNPJ_FIELD, 'CNPJ inválido.', 'CNPJ do estabelecimento'),
];

export const worker: Rule = ({ record: r, settings }, ev) => [
  ...needIn(ev, r, 'CPF', 'NOME', 'SEXO', 'DATNASC', 'IDGRAUINSTRUCAO'),
  text(r.NOME) !== '' && !fits(r.NOME, 2, 70) && issue('NOME', 'Deve ter de 2 a 70 caracteres.'),
  text(r.NOMESOCIAL) !== '' &&
    !fits(r.NOMESOCIAL, 2, 70) &&
    issue('NOMESOCIAL', 'Deve ter de 2 a 70 caracteres.'),
  racaCorOf(r.IDRACA) === null &&
    issue(
      'IDRACA',
      settings.RACA_COR
        ? `Informe raça/cor (1 a 5): obrigatória no ${ev}.`
        : `Raça/cor é obrigatória no ${ev}, mas o campo está oculto para este cliente (Configurações > Raça/cor).`,
    ),
  text(r.IDGRAUINSTRUCAO) !== '' &&
    grauInstrOf(r.IDGRAUINSTRUCAO) === null &&
    issue('IDGRAUINSTRUCAO', 'Código inválido.'),
  text(r.IDESTCIVIL) !== '' &&
    estCivOf(r.IDESTCIVIL) === null &&
    r.IDESTCIVIL !== 'UNE' &&
    issue('IDESTCIVIL', 'Código inválido.'),
];

export const birth: Rule = ({ record: r }, ev) => [
  text(r.NATURALIDADE) === ''
    ? issue('NATURALIDADE', missingIn(ev))
    : paisNasctoOf(r) === null &&
      issue('NATURALIDADE', 'País de nascimento sem código na tabela 06 do eSocial.'),
  ...(isImmigrantRecord(r) ? needIn(ev, r, 'PAISNACIONALIDADE', 'TEMPORESIDENCIA', 'CONDINGRESSO') : []),
  isImmigrantRecord(r) &&
    text(r.PAISNACIONALIDADE) !== '' &&
    paisNacOf(r) === null &&
    issue('PAISNACIONALIDADE', 'País sem código na tabela 06 do eSocial.'),
  paisNacOf(r) === null && !isImmigrantRecord(r) && issue('NACIONALIDADE', missingIn(ev)),
];

export const address: Rule = ({ record: r }, ev) => [
  ...needIn(ev, r, 'ENDERECO', 'NUMERO', 'CEP', 'CODCIDADE', 'UF'),
  text(r.CEP) !== '' && !/^\d{8}$/.test(text(r.CEP)) && issue('CEP', 'Deve ter 8 dígitos.'),
  text(r.CODCIDADE) !== '' &&
    !/^\d{7}$/.test(text(r.CODCIDADE)) &&
    issue('CODCIDADE', 'Código IBGE de 7 dígitos.'),
  // the schema's TS_uf list (decision 084): caught here, not as a rejection by the service
  text(r.UF) !== '' && !isUfEsocial(text(r.UF)) && issue('UF', UF_INVALID),
];

const DISABILITIES = [
  'DEFFISICA',
  'DEFVISUAL',
  'DEFAUDITIVA',
  'DEFMENTAL',
  'DEFINTELECTUAL',
  'REABREADAP',
] as const satisfies readonly S2200FieldName[];
export const disability: Rule = (input, ev) => {
  const r = input.record;
  if (!applies('DEFFISICA', input)) return [];
  const any = DISABILITIES.some((n) => r[n] === 'S');
  return [
    ...needIn(ev, r, ...DISABILITIES, ...(ev === 'S-2200' ? (['INFOCOTA'] as const) : [])),
    DISABILITIES.every((n) => text(r[n]) !== '') &&
      !any &&
      issue(
        'DEFFISICA',
        'Pessoa com deficiência: informe Sim em ao menos um tipo de deficiência.',
        'Tipos de deficiência',
      ),
    ev === 'S-2200' &&
      r.INFOCOTA === 'S' &&
      !any &&
      issue('INFOCOTA', 'Só pode ser Sim com ao menos um tipo de deficiência.'),
  ];
};

export const dependents: Rule = ({ dependents: deps }, ev) => [
  deps.length > 99 && issue(DEPENDENTS_FIELD, `O ${ev} aceita no máximo 99 dependentes.`, 'Dependentes'),
  ...deps.flatMap((d, i) => {
    const rotulo = `Dependente ${i + 1}${text(d.NOME) ? ` (${text(d.NOME)})` : ''}`;
    const tpDep = tpDepOf(d);
    return [
      !fits(d.NOME, 2, 70) && issue(DEPENDENTS_FIELD, 'Nome deve ter de 2 a 70 caracteres.', rotulo),
      text(d.DATNASC) === '' && issue(DEPENDENTS_FIELD, 'Data de nascimento não informada.', rotulo),
      // guarda or sogro(a): staff choose the code where the dependent is listed (TPDEP_ESOCIAL)
      tpDep === undefined &&
        d.DEPENDENTEIRRF === true &&
        issue(
          TPDEP_FIELD.name,
          `Dependente para IRRF: escolha o tipo de dependente do eSocial (${tpDepOptionsOf(d.PARENTESCO)
            .map((o) => o.value)
            .join(' ou ')}).`,
          rotulo,
        ),
      tpDep === '99' &&
        !fits(descrDepOf(d), 1, 100) &&
        issue(DEPENDENTS_FIELD, 'Descreva o parentesco.', rotulo),
    ];
  }),
];

const contract: Rule = (input) => {
  const r = input.record;
  const matricula = text(r.MATRICULA);
  return [
    ...need(r, 'MATRICULA', 'DATINICIO', 'CARGO', 'CBOCARGO', 'CODCATEG', 'VRSALFX', 'UNDSALFIXO', 'TPCONTR'),
    ...need(r, 'TPREGJOR', 'NATATIVIDADE', 'CNPJSINDCATEGPROF'),
    matricula.slice(0, 7).toLowerCase() === 'esocial' &&
      issue('MATRICULA', "Não pode começar com 'eSocial'."),
    text(r.CBOCARGO) !== '' &&
      !/^\d{6}$/.test(text(r.CBOCARGO)) &&
      issue('CBOCARGO', 'CBO deve ter 6 dígitos.'),
    text(r.CNPJSINDCATEGPROF) !== '' &&
      !isValidCnpj(text(r.CNPJSINDCATEGPROF)) &&
      issue('CNPJSINDCATEGPROF', 'CNPJ inválido.'),
    text(r.CARGO).length > 100 && issue('CARGO', 'Máximo de 100 caracteres.'),
    ...(applies('DSCSALVAR', input) ? need(r, 'DSCSALVAR') : []),
    ...(applies('DTTERM', input) ? need(r, 'DTTERM') : []),
    applies('DTTERM', input) &&
      text(r.DTTERM) !== '' &&
      text(r.DATINICIO) !== '' &&
      text(r.DTTERM) < text(r.DATINICIO) &&
      issue('DTTERM', 'Deve ser igual ou posterior à data de início.'),
    ...(['CLAUASSEC', 'OBJDET', 'TPJORNADA', 'TMPPARC', 'DSCJORN'] as const).flatMap((n) =>
      applies(n, input) ? need(r, n) : [],
    ),
    r.CODCATEG === '102' &&
      text(r.NATATIVIDADE) !== '' &&
      r.NATATIVIDADE !== '2' &&
      issue('NATATIVIDADE', 'Empregado rural (categoria 102): natureza deve ser Trabalho rural.'),
  ];
};

const apprentice: Rule = (input) =>
  !applies('INDAPREND', input)
    ? []
    : [
        ...(['INDAPREND', 'CNPJENTQUAL', 'CNPJESTABAPREND'] as const).flatMap((n) =>
          applies(n, input) ? need(input.record, n) : [],
        ),
        ...(['CNPJENTQUAL', 'CNPJESTABAPREND'] as const).map(
          (n) =>
            text(input.record[n]) !== '' && !isValidCnpj(text(input.record[n])) && issue(n, 'CNPJ inválido.'),
        ),
      ];

const RULES: readonly Rule[] = [
  employer,
  worker,
  birth,
  address,
  disability,
  dependents,
  contract,
  apprentice,
];

/**
 * Everything that keeps this candidate's S-2200 from being produced, in pt-BR; empty when it can be.
 * An intern is refused outright (the S-2300 is their event).
 */
export function checkS2200(input: S2200Input): S2200Issue[] {
  if (isInternRecord(input.record)) return [issue('TIPOCARGO', INTERN_REFUSAL)];
  return RULES.flatMap((rule) => rule(input, 'S-2200')).filter((i): i is S2200Issue => Boolean(i));
}
