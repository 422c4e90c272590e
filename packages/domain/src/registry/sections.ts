/**
 * The sections of a candidate record, once (docs/design.md §2): the blocks each tab (tabs.ts) holds,
 * where each block goes on paper (print areas A–I) and in the Excel export (report areas), the
 * document-checking side panel, the sub-groups of Documentação, and when each block is shown — one
 * rule, evaluated by the same function on both sides. Every list of sections in the product is
 * derived from these tables.
 */
import { authorizedPersonsShown } from './address.ts';
import type { SectionKey, TabKey, ViewContext } from './types.ts';

/** The print areas of the Imprimir dialog and the print-link letters (spec 3 §5; spec 1 §3). */
export const PRINT_AREAS = [
  { key: 'DADOSPESSOAIS', letter: 'A', title: 'Dados Pessoais' },
  { key: 'ENTREGAEQUIP', letter: 'B', title: 'Entrega de equipamentos' },
  { key: 'DOCUMENTACAO', letter: 'C', title: 'Documentação' },
  { key: 'INFOADICIONAL', letter: 'D', title: 'Informações adicionais' },
  { key: 'DADOSBANCARIOS', letter: 'E', title: 'Dados Bancários' },
  { key: 'TRANSPORTE', letter: 'F', title: 'Dados de Transporte' },
  { key: 'BENEFICIOS', letter: 'G', title: 'Benefícios' },
  { key: 'DEPENDENTES', letter: 'H', title: 'Dependentes' },
  { key: 'DOCUMENTOS', letter: 'I', title: 'Documentos Enviados' },
] as const;
export type PrintSectionKey = (typeof PRINT_AREAS)[number]['key'];

/** The areas of the Excel export (spec 3 §7). */
export const REPORT_AREA_LIST = [
  { key: 'DADOSPESSOAIS', label: 'Dados Pessoais' },
  { key: 'ENDERECO', label: 'Endereço' },
  { key: 'ENTREGA', label: 'Endereço de entrega' },
  { key: 'DOCUMENTACAO', label: 'Documentação' },
  { key: 'DADOSBANCARIOS', label: 'Dados Bancários' },
  { key: 'TRANSPORTE', label: 'Transporte' },
  { key: 'BENEFICIOS', label: 'Benefícios' },
  { key: 'INFOADICIONAL', label: 'Informações adicionais' },
] as const;
export type ReportArea = (typeof REPORT_AREA_LIST)[number]['key'];

/** What a section holds: registry fields of the record, a list kept in its own table, custom fields, documents. */
export type SectionContent =
  | { kind: 'fields'; fields: SectionKey }
  | { kind: 'list'; of: 'DEPENDENTE' | 'PESSOA_AUTORIZADA' }
  | { kind: 'custom'; filledBy: 'A' | 'C' }
  | { kind: 'documents' };

/** The lists of a record kept in tables of their own. */
export type ListKind = Extract<SectionContent, { kind: 'list' }>['of'];

export interface SectionDef {
  key: string;
  /** its title in the staff view */
  label: string;
  /** its title on paper and in the checking panel (default: label) */
  printTitle?: string;
  tab: TabKey;
  content: SectionContent;
  /** the section applies only when this holds (default: always) */
  visible?: (ctx: ViewContext) => boolean;
  /** the print area (letter) it is printed in */
  print?: PrintSectionKey;
  /** the Excel export area its columns belong to */
  report?: ReportArea;
  /** shown in the document-checking side panel (the data documents are checked against), open or closed at first */
  checkPanel?: 'open' | 'closed';
  /** the staff view offers 'Editar' on it: the registration dialog, or the admin-filled custom fields */
  staffEdit?: 'registration' | 'customFields' | 'fields';
  /** staff fill and read it in the staff view only: the candidate page never lists it */
  staffOnly?: true;
  /** sub-groups of the section's fields (each field names its `group`) */
  groups?: readonly { key: string; title: string }[];
  /** its fields are not part of the tab's validity (staff fill them at registration) */
  unchecked?: true;
}

const delivery = ({ settings }: ViewContext) => settings.ENTREGA_EQUIP;

export const DOCUMENTATION_GROUPS = [
  { key: 'cpf', title: 'CPF, RG e PIS' },
  { key: 'cnh', title: 'CNH' },
  { key: 'ctps', title: 'CTPS' },
  { key: 'titulo', title: 'Título de eleitor' },
  { key: 'outros', title: 'Outros documentos' },
] as const;
export type DocumentationGroup = (typeof DOCUMENTATION_GROUPS)[number]['key'];

const fields = (key: SectionKey) => ({ kind: 'fields', fields: key }) as const;

/** The sections in page order (spec 2 §2.1, spec 3 §2). */
export const RECORD_SECTIONS = [
  {
    key: 'CADASTRO',
    label: 'Dados do cadastro',
    tab: 'pessoais',
    content: fields('CADASTRO'),
    unchecked: true,
    staffEdit: 'registration',
    print: 'DADOSPESSOAIS',
    checkPanel: 'open',
  },
  {
    key: 'VINCULO_ESOCIAL',
    label: 'Vínculo (eSocial)',
    tab: 'pessoais',
    content: fields('VINCULO_ESOCIAL'),
    unchecked: true,
    staffOnly: true,
    staffEdit: 'fields',
    visible: (ctx: ViewContext) => ctx.audience === 'staff',
    // on paper and in the sheet with the personal data, as every registry section (issue 17)
    print: 'DADOSPESSOAIS',
    report: 'DADOSPESSOAIS',
  },
  {
    key: 'DADOS_PESSOAIS',
    label: 'Dados Pessoais',
    printTitle: 'Dados pessoais',
    tab: 'pessoais',
    content: fields('DADOS_PESSOAIS'),
    print: 'DADOSPESSOAIS',
    report: 'DADOSPESSOAIS',
    checkPanel: 'open',
  },
  {
    key: 'ENDERECO',
    label: 'Endereço',
    printTitle: 'Endereço residencial',
    tab: 'endereco',
    content: fields('ENDERECO'),
    print: 'DADOSPESSOAIS',
    report: 'ENDERECO',
    checkPanel: 'closed',
  },
  {
    key: 'ENTREGA',
    label: 'Endereço de entrega de equipamentos',
    tab: 'endereco',
    content: fields('ENTREGA'),
    visible: delivery,
    print: 'ENTREGAEQUIP',
    report: 'ENTREGA',
  },
  {
    key: 'PESSOAS_AUTORIZADAS',
    label: 'Pessoas autorizadas',
    printTitle: 'Pessoa autorizada',
    tab: 'endereco',
    content: { kind: 'list', of: 'PESSOA_AUTORIZADA' },
    visible: authorizedPersonsShown,
    print: 'ENTREGAEQUIP',
  },
  {
    key: 'DOCUMENTACAO',
    label: 'Documentação',
    tab: 'documentacao',
    content: fields('DOCUMENTACAO'),
    print: 'DOCUMENTACAO',
    report: 'DOCUMENTACAO',
    checkPanel: 'open',
    groups: DOCUMENTATION_GROUPS,
  },
  {
    key: 'DEPENDENTES',
    label: 'Dependentes',
    printTitle: 'Dependente',
    tab: 'dependentes',
    content: { kind: 'list', of: 'DEPENDENTE' },
    print: 'DEPENDENTES',
  },
  {
    key: 'INFO_ADMIN',
    label: 'Preenchidas pelo administrador',
    printTitle: 'Preenchido pelo RH',
    tab: 'adicional',
    content: { kind: 'custom', filledBy: 'A' },
    staffEdit: 'customFields',
    print: 'INFOADICIONAL',
    report: 'INFOADICIONAL',
  },
  {
    key: 'INFO_CANDIDATO',
    label: 'Preenchidas pelo candidato',
    printTitle: 'Preenchido pelo candidato',
    tab: 'adicional',
    content: { kind: 'custom', filledBy: 'C' },
    print: 'INFOADICIONAL',
    report: 'INFOADICIONAL',
  },
  {
    key: 'DADOS_BANCARIOS',
    label: 'Dados Bancários',
    printTitle: 'Dados bancários',
    tab: 'bancarios',
    content: fields('DADOS_BANCARIOS'),
    print: 'DADOSBANCARIOS',
    report: 'DADOSBANCARIOS',
    checkPanel: 'closed',
  },
  {
    key: 'TRANSPORTE',
    label: 'Transporte',
    tab: 'transporte',
    content: fields('TRANSPORTE'),
    print: 'TRANSPORTE',
    report: 'TRANSPORTE',
  },
  {
    key: 'BENEFICIOS',
    label: 'Benefícios',
    tab: 'beneficios',
    content: fields('BENEFICIOS'),
    print: 'BENEFICIOS',
    report: 'BENEFICIOS',
  },
  {
    key: 'DOCUMENTOS',
    label: 'Documentos enviados',
    printTitle: 'Documentos e situação',
    tab: 'envio',
    content: { kind: 'documents' },
    print: 'DOCUMENTOS',
  },
] as const satisfies readonly SectionDef[];

export type RecordSection = (typeof RECORD_SECTIONS)[number];
export type RecordSectionKey = RecordSection['key'];

const SECTION_LIST: readonly SectionDef[] = RECORD_SECTIONS;

/** The title of a section on paper and in the checking panel. */
export const printTitleOf = (s: SectionDef) => s.printTitle ?? s.label;

/** The sections of a tab, in page order. */
export const sectionsOfTab = (tab: TabKey): readonly SectionDef[] =>
  SECTION_LIST.filter((s) => s.tab === tab);

/** The registry field sections a tab edits (its fields are what the tab's validity checks). */
export const fieldSectionsOfTab = (tab: TabKey): SectionKey[] =>
  sectionsOfTab(tab).flatMap((s) => (s.content.kind === 'fields' ? [s.content.fields] : []));

/** The registry field sections whose fields decide a tab's validity flag. */
export const checkedFieldSectionsOfTab = (tab: TabKey): SectionKey[] =>
  sectionsOfTab(tab).flatMap((s) => (s.content.kind === 'fields' && !s.unchecked ? [s.content.fields] : []));

/** The section row of a registry field section. */
export const sectionOfFields = (key: SectionKey): SectionDef | undefined =>
  SECTION_LIST.find((s) => s.content.kind === 'fields' && s.content.fields === key);

/** The sections of a tab that apply to this record. */
export const visibleSections = (tab: TabKey, ctx: ViewContext): SectionDef[] =>
  sectionsOfTab(tab).filter((s) => s.visible?.(ctx) ?? true);

/** The sections printed in an area, in page order. */
export const sectionsOfPrintArea = (area: PrintSectionKey): readonly SectionDef[] =>
  SECTION_LIST.filter((s) => s.print === area);

/** The registry field sections whose columns an export area holds. */
export const fieldSectionsOfReportArea = (area: ReportArea): SectionKey[] =>
  SECTION_LIST.flatMap((s) => (s.report === area && s.content.kind === 'fields' ? [s.content.fields] : []));

/** Whether an export area holds the custom fields. */
export const reportAreaHasCustomFields = (area: ReportArea) =>
  SECTION_LIST.some((s) => s.report === area && s.content.kind === 'custom');

/** The sections of the document-checking side panel, in page order. */
export const checkPanelSections = (): SectionDef[] => SECTION_LIST.filter((s) => s.checkPanel);
