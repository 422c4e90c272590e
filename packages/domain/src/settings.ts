/**
 * Client settings of spec 3 §3, one definition each: key, pt-BR label, kind and default.
 * The API stores them per client and parses with ZClientSettings, so a flag added here
 * needs no migration and old rows get its default.
 */
import { z } from './zod.ts';
import { cnpjCharacters, isValidCnpj } from './esocial/cnpj.ts';
import { ESOCIAL_RECEIPT_RETENTION_YEARS } from './esocial/event-retention.ts';
import { SIGNED_KIT_RETENTION_YEARS } from './kit/kit-retention.ts';

/** decision 073: a signed admission kit outlasts either retention setting */
const SIGNED_KIT_KEPT_NOTE = ` Candidatos com documentos admissionais assinados só são anonimizados ${SIGNED_KIT_RETENTION_YEARS} anos depois da assinatura (legislação trabalhista), qualquer que seja este prazo.`;
/** decision 084: so does an event received by the eSocial (kept from 1 January after its receipt) */
const ESOCIAL_EVENT_KEPT_NOTE = ` Com evento recebido pelo eSocial, só ${ESOCIAL_RECEIPT_RETENTION_YEARS} anos depois de 1º de janeiro do ano seguinte ao recibo (legislação previdenciária).`;

export type SettingKind = 'flag' | 'text' | 'choice' | 'integer' | 'email' | 'days' | 'cnpj';

interface SettingDef {
  label: string;
  kind: SettingKind;
  schema: z.ZodType;
  /** a line the settings screen shows under the control */
  description?: string;
}

const flag = (label: string, dflt = false) => ({
  label,
  kind: 'flag' as const,
  schema: z.boolean().default(dflt),
});
const text = (label: string, max: number) => ({
  label,
  kind: 'text' as const,
  schema: z.string().trim().max(max, `Máximo de ${max} caracteres.`).default(''),
});

export const CLIENT_SETTINGS = {
  INFO_VAGA: flag('Informar vaga no cadastro'),
  INFO_GESTOR: flag('Informar gestor no cadastro'),
  INFO_RECRUTADOR: flag('Informar recrutador no cadastro'),
  ENTREGA_EQUIP: flag('Endereço de entrega de equipamentos'),
  INFO_SANGUINEO: flag('Tipo sanguíneo'),
  PESO_ALTURA: flag('Peso e altura'),
  RACA_COR: flag('Raça/cor', true),
  INFO_CTPS_DIGITAL: flag('Aceitar somente CTPS digital'),
  INFO_BANCARIA: flag('Dados bancários', true),
  BANCO_PREFERENCIA: {
    label: 'Preferência de banco',
    kind: 'choice',
    schema: z.enum(['T', 'E', 'P']).default('T'),
  } satisfies SettingDef,
  BANCO_SELECIONADO: {
    label: 'Banco selecionado',
    kind: 'integer',
    schema: z.number().int().min(0).default(0),
  } satisfies SettingDef,
  INFO_BENEFICIOS: flag('Benefícios'),
  INFO_VALE_TRANSPORTE: flag('Vale-transporte'),
  INFO_TRANSP_FRETADO: flag('Transporte fretado'),
  OBS_TRANSP_FRETADO: text('Locais do transporte fretado', 200),
  INFO_ASSIS_ODONTOLOGICA: flag('Assistência odontológica'),
  INFO_VALE_ALIMENTACAO: flag('Vale-alimentação'),
  TRANSPORTE_PUBLICO: {
    label: 'Transporte público',
    kind: 'choice',
    schema: z.enum(['B', 'D']).default('B'),
  } satisfies SettingDef,
  INFO_ASSIS_MEDICA: flag('Assistência médica'),
  OBS_ASSIS_MEDICA: text('Tipos de assistência médica', 200),
  DEP_IRRF: flag('Dependente para IRRF'),
  DEP_ASSISTENCIA_ODO: flag('Assistência odontológica para dependentes'),
  DEP_DECLA_NASC_VIVO: flag('Declaração de nascido vivo dos dependentes'),
  DEP_ASSISTENCIA_MED: flag('Assistência médica para dependentes'),
  DEP_SEGURO_VIDA: flag('Seguro de vida para dependentes'),
  DEP_SALARIO_FAMILIA: flag('Salário-família'),
  // decision 048: the HR notices of this client — C each one (beyond 10 a day, the next day's
  // digest), D one daily digest, N none
  AVISOS_RH: {
    label: 'Avisos por e-mail ao RH',
    kind: 'choice',
    schema: z.enum(['C', 'D', 'N']).default('C'),
  } satisfies SettingDef,
  // decision 038: the client's privacy contact (encarregado/DPO), who gets the candidates'
  // LGPD requests, and the days a request has to be answered (LGPD art. 19: 15)
  ENCARREGADO_EMAIL: {
    label: 'E-mail do encarregado de dados (LGPD)',
    kind: 'email',
    schema: z
      .string()
      .trim()
      .max(100, 'Máximo de 100 caracteres.')
      .regex(/^$|^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, 'E-mail inválido.')
      .default(''),
  } satisfies SettingDef,
  PRAZO_REQUISICAO_DIAS: {
    label: 'Prazo para responder às requisições do titular (dias)',
    kind: 'days',
    schema: z
      .number()
      .int('Informe um número inteiro de dias.')
      .min(1, 'Mínimo de 1 dia.')
      .max(90, 'Máximo de 90 dias.')
      .default(15),
  } satisfies SettingDef,
  // issue 17 (decision 031): the employer of the eSocial S-2200 (ideEmpregador) and the environment
  // the events are meant for (1 production, 2 restricted production, the default)
  CNPJ_EMPREGADOR: {
    label: 'CNPJ do empregador (eSocial)',
    kind: 'cnpj',
    schema: z
      .string()
      .trim()
      .max(18, 'Máximo de 18 caracteres.')
      .transform(cnpjCharacters)
      .refine((v) => v === '' || isValidCnpj(v), 'CNPJ inválido.')
      .default(''),
  } satisfies SettingDef,
  ESOCIAL_TPAMB: {
    label: 'Ambiente do eSocial',
    kind: 'choice',
    schema: z.enum(['1', '2']).default('2'),
  } satisfies SettingDef,
  // decision 039: days after which a cancelled (a finalized) candidate's personal data is
  // anonymised by the retention job; 0 = never (labour law keeps employees' records, so the
  // finalized retention is off unless the client, the controller, chooses otherwise)
  RETENCAO_CANCELADOS_DIAS: {
    label: 'Anonimizar candidatos cancelados após (dias)',
    kind: 'days',
    description: `Dados pessoais e arquivos são apagados; 0 = nunca.${SIGNED_KIT_KEPT_NOTE}${ESOCIAL_EVENT_KEPT_NOTE}`,
    schema: z
      .number()
      .int('Informe um número inteiro de dias.')
      .min(0, 'Informe 0 ou mais dias.')
      .max(3650, 'Máximo de 3650 dias.')
      .default(90),
  } satisfies SettingDef,
  RETENCAO_FINALIZADOS_DIAS: {
    label: 'Anonimizar candidatos finalizados após (dias)',
    kind: 'days',
    description:
      'A legislação trabalhista obriga a guardar os registros dos empregados: a escolha é do cliente (controlador). 0 = nunca.' +
      SIGNED_KIT_KEPT_NOTE +
      ESOCIAL_EVENT_KEPT_NOTE,
    schema: z
      .number()
      .int('Informe um número inteiro de dias.')
      .min(0, 'Informe 0 ou mais dias.')
      .max(3650, 'Máximo de 3650 dias.')
      .default(0),
  } satisfies SettingDef,
} as const satisfies Record<string, SettingDef>;

export type SettingKey = keyof typeof CLIENT_SETTINGS;

export const ZClientSettings = z.object(
  Object.fromEntries(Object.entries(CLIENT_SETTINGS).map(([k, d]) => [k, d.schema])) as {
    [K in SettingKey]: (typeof CLIENT_SETTINGS)[K]['schema'];
  },
);
export type ClientSettings = z.output<typeof ZClientSettings>;

export const defaultSettings = (): ClientSettings => ZClientSettings.parse({});
