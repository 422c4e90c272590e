/**
 * The rules of the print areas (spec 3 §2 Imprimir dialog; spec 1 §3 token letters A–I). The areas
 * and the sections each one prints are columns of the sections table (registry/sections.ts).
 */
import { PRINT_AREAS, type PrintSectionKey } from '../registry/sections.ts';

/** The print areas in letter order (the dialog's checkboxes, the token's letters). */
export const PRINT_SECTIONS = PRINT_AREAS;
export type PrintSection = (typeof PRINT_AREAS)[number];
export type { PrintSectionKey };
export type PrintLetter = PrintSection['letter'];
export type PrintSelection = Partial<Record<PrintSectionKey, boolean>>;

export const PRINT_MESSAGES = {
  noneSelected: 'Selecione ao menos um item para imprimir!',
  deliveryNeedsPersonal: 'Para imprimir a entrega de equipamentos, selecione também os dados pessoais.',
  badLetters: 'Permissões inválidas: use as letras de A a I.',
} as const;

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
  return Object.fromEntries(PRINT_SECTIONS.map((s) => [s.key, up.includes(s.letter)]));
}
