/**
 * The tabs of the candidate page and the staff view, once (docs/design.md §2): their labels on each
 * side, the validity flag each reads, and when each is shown — one rule, evaluated by the same
 * function on both sides. The blocks each tab holds are the sections table (sections.ts).
 */
import { benefitsConfigured, isIntern } from './benefits.ts';
import { transportTab } from './transport.ts';
import type { Editor, TabKey, ValidityFlag, ViewContext } from './types.ts';

export interface TabDef {
  key: TabKey;
  /** the candidate page's label (spec 2 §2.1) */
  label: string;
  /** the staff view's label where the spec names it otherwise (spec 3 §2) */
  staffLabel?: string;
  /** the flag whose falsity turns the tab's icon red */
  flag: ValidityFlag;
  /** shown only when this holds (default: always) */
  visible?: (ctx: ViewContext) => boolean;
}

/** Spec 2 §2.1 / spec 3 §2: admin 9 with client 041 always sees Benefícios. */
const specialBenefitsClient = ({ tenant }: ViewContext) => tenant.CODADM === 9 && tenant.CODCLI === '041';

/**
 * Benefícios: never for an intern (but see the special client). The candidate's tab also shows the
 * client's benefits text, so it is there even with no benefit question; the staff view shows only
 * the answers, so it needs a benefit question configured (spec 3 §2).
 */
const benefitsShown = (ctx: ViewContext) =>
  specialBenefitsClient(ctx) ||
  (!isIntern(ctx.values) && (ctx.audience === 'candidate' || benefitsConfigured(ctx.settings)));

/**
 * Dados Bancários: the candidate page asks bank data only when the client collects it (spec 2
 * §2.1); the staff view always lists the tab (spec 3 §2), empty when nothing was asked.
 */
const bankShown = (ctx: ViewContext) => ctx.audience === 'staff' || ctx.settings.INFO_BANCARIA;

export const TABS = [
  { key: 'pessoais', label: 'Dados Pessoais', flag: 'ISVALID_DADOS_PESSOAIS' },
  { key: 'endereco', label: 'Endereço', flag: 'ISVALID_ENDERECO' },
  { key: 'documentacao', label: 'Documentação', flag: 'ISVALID_DOCUMENTACAO' },
  { key: 'dependentes', label: 'Dependentes', flag: 'ISVALID_DEPENDENTES' },
  {
    key: 'adicional',
    label: 'Inf. adicional',
    staffLabel: 'Informações adicionais',
    flag: 'ISVALID_INFO_ADICIONAL',
    visible: (ctx) => ctx.customFieldCount > 0,
  },
  { key: 'bancarios', label: 'Dados Bancários', flag: 'ISVALID_DADOS_BANCARIOS', visible: bankShown },
  {
    key: 'transporte',
    label: 'Transporte',
    staffLabel: 'Dados de Transporte',
    flag: 'ISVALID_TRANSPORTE',
    visible: (ctx) => transportTab(ctx.settings),
  },
  { key: 'beneficios', label: 'Benefícios', flag: 'ISVALID_BENEFICIOS', visible: benefitsShown },
  { key: 'envio', label: 'Enviar Documentos', staffLabel: 'Documentos Enviados', flag: 'ISVALID_ENVIO' },
] as const satisfies readonly TabDef[];

const TAB_LIST: readonly TabDef[] = TABS;

/** The tabs shown for this record and viewer, in page order (one rule for both sides). */
export const visibleTabs = (ctx: ViewContext): TabDef[] => TAB_LIST.filter((t) => t.visible?.(ctx) ?? true);

/** The label of a tab for its viewer. */
export const tabLabel = (t: TabDef, audience: Editor) =>
  audience === 'staff' ? (t.staffLabel ?? t.label) : t.label;

/** The tab after `current`, wrapping to the first after the last (Próximo). */
export function nextTab(tabs: readonly TabDef[], current: TabKey): TabKey {
  const i = tabs.findIndex((t) => t.key === current);
  return tabs[(i + 1) % tabs.length]?.key ?? current;
}
