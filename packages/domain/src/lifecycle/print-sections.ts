/**
 * The print areas (spec 3 §2 Imprimir dialog; spec 1 §3 token letters A–I) and how a stored value
 * reads on paper. Each area names the registry sections it prints, so the PDF, the print link page
 * and the dialog read one list.
 */
import type { SectionKey } from '../registry/types.ts';

export const PRINT_SECTIONS = [
  {
    key: 'DADOSPESSOAIS',
    letter: 'A',
    title: 'Dados Pessoais',
    registry: ['CADASTRO', 'DADOS_PESSOAIS', 'ENDERECO'],
  },
  { key: 'ENTREGAEQUIP', letter: 'B', title: 'Entrega de equipamentos', registry: ['ENTREGA'] },
  { key: 'DOCUMENTACAO', letter: 'C', title: 'Documentação', registry: ['DOCUMENTACAO'] },
  { key: 'INFOADICIONAL', letter: 'D', title: 'Informações adicionais', registry: [] },
  { key: 'DADOSBANCARIOS', letter: 'E', title: 'Dados Bancários', registry: ['DADOS_BANCARIOS'] },
  { key: 'TRANSPORTE', letter: 'F', title: 'Dados de Transporte', registry: ['TRANSPORTE'] },
  { key: 'BENEFICIOS', letter: 'G', title: 'Benefícios', registry: ['BENEFICIOS'] },
  { key: 'DEPENDENTES', letter: 'H', title: 'Dependentes', registry: [] },
  { key: 'DOCUMENTOS', letter: 'I', title: 'Documentos Enviados', registry: [] },
] as const satisfies readonly {
  key: string;
  letter: string;
  title: string;
  registry: readonly SectionKey[];
}[];

export type PrintSection = (typeof PRINT_SECTIONS)[number];
export type PrintSectionKey = PrintSection['key'];
export type PrintLetter = PrintSection['letter'];
export type PrintSelection = Partial<Record<PrintSectionKey, boolean>>;

export const PRINT_MESSAGES = {
  noneSelected: 'Selecione ao menos um item para imprimir!',
  deliveryNeedsPersonal: 'Para imprimir a entrega de equipamentos, selecione também os dados pessoais.',
  badLetters: 'Permissões inválidas: use as letras de A a I.',
} as const;

/** Registry titles of the groups inside an area (the CADASTRO group reads 'Dados do cadastro'). */
export const PRINT_GROUP_TITLES = {
  CADASTRO: 'Dados do cadastro',
  DADOS_PESSOAIS: 'Dados pessoais',
  ENDERECO: 'Endereço residencial',
  ENTREGA: 'Endereço de entrega de equipamentos',
  DOCUMENTACAO: 'Documentação',
  DADOS_BANCARIOS: 'Dados bancários',
  TRANSPORTE: 'Transporte',
  BENEFICIOS: 'Benefícios',
  DEPENDENTE: 'Dependente',
  PESSOA_AUTORIZADA: 'Pessoa autorizada',
} as const satisfies Record<SectionKey, string>;

/** The chosen areas in print order. */
export const chosenPrintSections = (sel: PrintSelection): PrintSection[] =>
  PRINT_SECTIONS.filter((s) => sel[s.key] === true);

/** The dialog's rules (spec 3 §5): at least one area; equipment delivery only with personal data. */
export function checkPrintSelection(sel: PrintSelection): string | null {
  if (chosenPrintSections(sel).length === 0) return PRINT_MESSAGES.noneSelected;
  if (sel.ENTREGAEQUIP && !sel.DADOSPESSOAIS) return PRINT_MESSAGES.deliveryNeedsPersonal;
  return null;
}

/** 'ACH' for a selection (letters in A–I order). */
export const printLettersOf = (sel: PrintSelection): string =>
  chosenPrintSections(sel)
    .map((s) => s.letter)
    .join('');

/** The selection a letter string permits; null when it holds anything but distinct letters A–I. */
export function printSelectionOf(letters: string): PrintSelection | null {
  const up = letters.toUpperCase();
  if (!/^[A-I]{1,9}$/.test(up) || new Set(up).size !== up.length) return null;
  return Object.fromEntries(PRINT_SECTIONS.map((s) => [s.key, up.includes(s.letter)])) as PrintSelection;
}
