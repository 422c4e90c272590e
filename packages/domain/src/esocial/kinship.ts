/**
 * PARENTESCO (the product's kinship of a dependent) → tpDep of table 07 (leiaute S-1.3). Most
 * kinships have one code; guarda judicial/provisória and sogro(a) have more than one, and staff
 * choose it (TPDEP_ESOCIAL, a staff-only dependent field; decision 031, 2026-11-26).
 */
import type { Parentesco } from '../registry/types.ts';
import { TIPOS_DEPENDENTE } from './tables.ts';

type TpDep = (typeof TIPOS_DEPENDENTE)[number]['value'];

/** The kinships with one code; `null` for the ambiguous ones (TPDEP_CHOICES). */
export const TP_DEP_OF_KINSHIP = {
  '0': '01', // cônjuge
  '1': '03', // filho(a)
  '2': '03', // enteado(a)
  '3': '99', // outros (descrDep)
  '4': '02', // companheiro(a)
  '5': null, // guarda judicial
  '6': null, // guarda provisória
  '7': '09', // pai/mãe
  '8': null, // sogro(a)
  '9': '11', // tutela
  '10': '09', // avô/avó
  '11': '12', // ex-cônjuge
} as const satisfies Record<Parentesco, TpDep | null>;
export type Kinship = keyof typeof TP_DEP_OF_KINSHIP;

/**
 * The table 07 codes staff may choose for an ambiguous kinship: under guarda, a sibling, grandchild
 * or great-grandchild (06) or a poor minor (10); a parent-in-law is a parent of the spouse for IRRF
 * (09) or an 'agregado/outros' (99, described by the kinship's name).
 */
export const TPDEP_CHOICES = {
  '5': ['06', '10'],
  '6': ['06', '10'],
  '8': ['09', '99'],
} as const satisfies Partial<Record<Kinship, readonly TpDep[]>>;

const kinshipOf = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** The codes staff choose among for this kinship; empty when the kinship has one code. */
export function tpDepChoicesOf(parentesco: unknown): readonly TpDep[] {
  return (TPDEP_CHOICES as Record<string, readonly TpDep[]>)[kinshipOf(parentesco)] ?? [];
}

/** Whether staff choose the tpDep of a dependent with this kinship. */
export const isAmbiguousKinship = (parentesco: unknown) => tpDepChoicesOf(parentesco).length > 0;

/** The options (code and label of table 07) staff choose among for this kinship. */
export const tpDepOptionsOf = (parentesco: unknown) => {
  const codes: readonly string[] = tpDepChoicesOf(parentesco);
  return TIPOS_DEPENDENTE.filter((t) => codes.includes(t.value));
};

/** Every code any ambiguous kinship may take (the field's options for print and export). */
export const TPDEP_CHOICE_OPTIONS = TIPOS_DEPENDENTE.filter((t) =>
  Object.values(TPDEP_CHOICES).some((codes: readonly string[]) => codes.includes(t.value)),
);

/**
 * The tpDep of a dependent: the kinship's own code, or the one staff chose when it is valid for the
 * kinship; undefined when an ambiguous kinship has no valid choice yet.
 */
export function tpDepOfDependent(
  // the two values as a dependent row holds them (not DependentValues: the registry's dependent
  // fields read this file, and the values type reads them — a cycle the lint refuses)
  d: { readonly PARENTESCO: unknown; readonly TPDEP_ESOCIAL: unknown },
): string | undefined {
  const single = (TP_DEP_OF_KINSHIP as Record<string, string | null>)[kinshipOf(d.PARENTESCO)];
  if (single) return single;
  const chosen = kinshipOf(d.TPDEP_ESOCIAL);
  return (tpDepChoicesOf(d.PARENTESCO) as readonly string[]).includes(chosen) ? chosen : undefined;
}
