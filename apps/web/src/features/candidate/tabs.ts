/** The tabs of /dados in page order with their show rules (spec 2 §2.1) and validity flags. */
import {
  isIntern,
  SECTIONS,
  transportTab,
  type ClientSettings,
  type SectionKey,
  type ValidityFlag,
} from '@admissao/domain';

export type TabKey =
  | 'pessoais'
  | 'endereco'
  | 'documentacao'
  | 'dependentes'
  | 'adicional'
  | 'bancarios'
  | 'transporte'
  | 'beneficios'
  | 'envio';

export interface TabDef {
  key: TabKey;
  label: string;
  /** the flag that says the tab is valid (its icon turns red when false) */
  flag: ValidityFlag;
  /** registry sections whose fields the tab shows (none: the tab has its own content) */
  sections: readonly SectionKey[];
}

const sectionLabel = (key: SectionKey) => SECTIONS.find((s) => s.key === key)?.label ?? key;
const registryTab = (key: TabKey, section: SectionKey, extra: SectionKey[] = []): TabDef => {
  const info = SECTIONS.find((s) => s.key === section);
  if (!info?.validityFlag) throw new Error(`section ${section} has no validity flag`);
  return { key, label: sectionLabel(section), flag: info.validityFlag, sections: [section, ...extra] };
};

export const TABS: readonly TabDef[] = [
  registryTab('pessoais', 'DADOS_PESSOAIS'),
  registryTab('endereco', 'ENDERECO', ['ENTREGA']),
  registryTab('documentacao', 'DOCUMENTACAO'),
  { key: 'dependentes', label: 'Dependentes', flag: 'ISVALID_DEPENDENTES', sections: [] },
  { key: 'adicional', label: 'Inf. adicional', flag: 'ISVALID_INFO_ADICIONAL', sections: [] },
  registryTab('bancarios', 'DADOS_BANCARIOS'),
  registryTab('transporte', 'TRANSPORTE'),
  registryTab('beneficios', 'BENEFICIOS'),
  { key: 'envio', label: 'Enviar Documentos', flag: 'ISVALID_ENVIO', sections: [] },
];

export interface TabInput {
  settings: ClientSettings;
  record: { CODADM: number; CODCLI: string; CARGO?: unknown; TIPOCARGO?: unknown };
  customFieldCount: number;
}

/**
 * Benefits for everyone but interns (CARGO or TIPOCARGO ESTAGIO); interns of admin 9, client
 * '041' see them too (spec 2 §2.1).
 */
const benefitsShown = ({ record }: TabInput) =>
  !isIntern(record) || (record.CODADM === 9 && record.CODCLI === '041');

const SHOW: Partial<Record<TabKey, (input: TabInput) => boolean>> = {
  adicional: ({ customFieldCount }) => customFieldCount > 0,
  bancarios: ({ settings }) => settings.INFO_BANCARIA,
  transporte: ({ settings }) => transportTab(settings),
  beneficios: benefitsShown,
};

export const visibleTabs = (input: TabInput): TabDef[] => TABS.filter((t) => SHOW[t.key]?.(input) ?? true);

/** The tab after `current`, wrapping to the first after the last (Próximo). */
export function nextTab(tabs: readonly TabDef[], current: TabKey): TabKey {
  const i = tabs.findIndex((t) => t.key === current);
  return tabs[(i + 1) % tabs.length]?.key ?? current;
}
