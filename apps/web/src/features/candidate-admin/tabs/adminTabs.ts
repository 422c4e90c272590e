/**
 * The tabs of the staff candidate view in spec order (spec 3 §2), each with the validity flag
 * its icon reads, the collapsible sections it holds and its show rule.
 */
import {
  benefitsConfigured,
  isIntern,
  SECTIONS,
  transportTab,
  type ClientSettings,
  type SectionKey,
  type ValidityFlag,
} from '@admissao/domain';

export type AdminTabKey =
  | 'pessoais'
  | 'endereco'
  | 'documentacao'
  | 'dependentes'
  | 'adicional'
  | 'bancarios'
  | 'transporte'
  | 'beneficios'
  | 'envio';

/** A collapsible block of a tab: registry sections, or one of the lists kept in their own tables. */
export type AdminSection =
  | { kind: 'registry'; key: SectionKey; title: string }
  | { kind: 'documentation'; key: string; title: string; group: DocGroup }
  | {
      kind: 'authorized' | 'dependents' | 'customAdmin' | 'customCandidate' | 'documents';
      key: string;
      title: string;
    };

export interface AdminTabDef {
  key: AdminTabKey;
  label: string;
  flag: ValidityFlag;
  sections: readonly AdminSection[];
}

const title = (key: SectionKey) => SECTIONS.find((s) => s.key === key)?.label ?? key;
const registry = (key: SectionKey): AdminSection => ({ kind: 'registry', key, title: title(key) });

/** Documentação is split as the spec lists it: CPF/RG/PIS, CNH, CTPS, voter ID, other. */
export type DocGroup = 'cpf' | 'cnh' | 'ctps' | 'titulo' | 'outros';
export const DOC_GROUPS = [
  { group: 'cpf', title: 'CPF, RG e PIS' },
  { group: 'cnh', title: 'CNH' },
  { group: 'ctps', title: 'CTPS' },
  { group: 'titulo', title: 'Título de eleitor' },
  { group: 'outros', title: 'Outros documentos' },
] as const satisfies readonly { group: DocGroup; title: string }[];

/** The group of a Documentação field, by the prefix of its spec name. */
export function docGroupOf(name: string): DocGroup {
  if (/^(CPF|RG|RNE|PIS|PRIMEIROEMPREGO)/.test(name)) return 'cpf';
  if (/^(CNH|POSSUICNH|PRIMEIRAHABILITACAO)/.test(name)) return 'cnh';
  if (name.startsWith('CTPS')) return 'ctps';
  if (/^(TITULO|MUNICIPIOVOTACAO)/.test(name)) return 'titulo';
  return 'outros';
}

export const ADMIN_TABS: readonly AdminTabDef[] = [
  {
    key: 'pessoais',
    label: 'Dados Pessoais',
    flag: 'ISVALID_DADOS_PESSOAIS',
    sections: [registry('CADASTRO'), registry('DADOS_PESSOAIS')],
  },
  {
    key: 'endereco',
    label: 'Endereço',
    flag: 'ISVALID_ENDERECO',
    sections: [
      registry('ENDERECO'),
      registry('ENTREGA'),
      { kind: 'authorized', key: 'PESSOAS_AUTORIZADAS', title: 'Pessoas autorizadas' },
    ],
  },
  {
    key: 'documentacao',
    label: 'Documentação',
    flag: 'ISVALID_DOCUMENTACAO',
    sections: DOC_GROUPS.map(({ group, title: t }) => ({
      kind: 'documentation' as const,
      key: `DOC_${group.toUpperCase()}`,
      title: t,
      group,
    })),
  },
  {
    key: 'dependentes',
    label: 'Dependentes',
    flag: 'ISVALID_DEPENDENTES',
    sections: [{ kind: 'dependents', key: 'DEPENDENTES', title: 'Dependentes' }],
  },
  {
    key: 'adicional',
    label: 'Informações adicionais',
    flag: 'ISVALID_INFO_ADICIONAL',
    sections: [
      { kind: 'customAdmin', key: 'INFO_ADMIN', title: 'Preenchidas pelo administrador' },
      { kind: 'customCandidate', key: 'INFO_CANDIDATO', title: 'Preenchidas pelo candidato' },
    ],
  },
  {
    key: 'bancarios',
    label: 'Dados Bancários',
    flag: 'ISVALID_DADOS_BANCARIOS',
    sections: [registry('DADOS_BANCARIOS')],
  },
  {
    key: 'transporte',
    label: 'Dados de Transporte',
    flag: 'ISVALID_TRANSPORTE',
    sections: [registry('TRANSPORTE')],
  },
  {
    key: 'beneficios',
    label: 'Benefícios',
    flag: 'ISVALID_BENEFICIOS',
    sections: [registry('BENEFICIOS')],
  },
  {
    key: 'envio',
    label: 'Documentos Enviados',
    flag: 'ISVALID_ENVIO',
    sections: [{ kind: 'documents', key: 'DOCUMENTOS', title: 'Documentos enviados' }],
  },
];

export interface AdminTabInput {
  settings: ClientSettings;
  record: { CODADM: number; CODCLI: string } & Record<string, unknown>;
  customFieldCount: number;
}

/** Spec 3 §2: admin 9 with client 041 always sees Benefícios. */
const specialClient = ({ record }: AdminTabInput) => record.CODADM === 9 && record.CODCLI === '041';

const SHOW: Partial<Record<AdminTabKey, (input: AdminTabInput) => boolean>> = {
  adicional: ({ customFieldCount }) => customFieldCount > 0,
  transporte: ({ settings }) => transportTab(settings),
  beneficios: (input) =>
    (benefitsConfigured(input.settings) && !isIntern(input.record)) || specialClient(input),
};

export const visibleAdminTabs = (input: AdminTabInput): AdminTabDef[] =>
  ADMIN_TABS.filter((t) => SHOW[t.key]?.(input) ?? true);
